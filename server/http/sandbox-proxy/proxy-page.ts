/**
 * The sandbox proxy page (MCP Apps spec 2026-01-26, "Sandbox proxy"): the middle frame between the
 * inspector and an app. It runs on its own origin, so the app's frame shares nothing with the
 * inspector's, and it only relays: it never fetches, and it renders only the HTML its parent posts.
 *
 * The page is built per render: `parentOrigin` (checked against the bridge's own origins by the
 * caller) is the only window it talks to, and `declaredCsp` is the `_meta.ui.csp` text the header
 * policy was built from, so the page can refuse a resource-ready message that declares another.
 */
export interface ProxyPageInput {
  parentOrigin: string;
  /** The `csp` query parameter exactly as received: the JSON the SPA also posts in resource-ready. */
  declaredCsp: string;
}

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can end or bend it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Runs inside the app's own document, first thing: the inner frame has an opaque origin, so the
 * proxy cannot listen to it from outside. A violation is reported with a notification name the
 * spec reserves for the sandbox (`ui/notifications/sandbox-*` is never forwarded as app traffic).
 */
const VIOLATION_REPORTER = `<script>document.addEventListener('securitypolicyviolation',function(e){parent.postMessage({jsonrpc:'2.0',method:'ui/notifications/sandbox-csp-violation',params:{directive:e.effectiveDirective,blockedUri:e.blockedURI}},'*')})</script>`;

export function proxyPage({ parentOrigin, declaredCsp }: ProxyPageInput): string {
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>mcpscope app sandbox</title>
<style>html,body{margin:0;height:100%;background:transparent}iframe{border:0;width:100%;height:100%;display:block}</style>
</head>
<body>
<script>
(function () {
  'use strict';
  var PARENT_ORIGIN = ${scriptJson(parentOrigin)};
  var DECLARED_CSP = ${scriptJson(declaredCsp)};
  var REPORTER = ${scriptJson(VIOLATION_REPORTER)};
  var SANDBOX_PREFIX = 'ui/notifications/sandbox-';
  if (window.parent === window) return;
  var inner = document.createElement('iframe');
  // No allow-same-origin: the app gets an opaque origin, so it cannot reach this page or its storage.
  inner.setAttribute('sandbox', 'allow-scripts allow-forms');
  inner.setAttribute('title', 'MCP App');
  document.body.appendChild(inner);

  function toParent(message) { window.parent.postMessage(message, PARENT_ORIGIN); }
  function refuse(reason) { toParent({ jsonrpc: '2.0', method: SANDBOX_PREFIX + 'refused', params: { reason: reason } }); }

  // The reporter goes after the doctype, so the app's document keeps its standards mode.
  function withReporter(html) {
    var doctype = /^\\s*<!doctype[^>]*>/i.exec(html);
    return doctype ? doctype[0] + REPORTER + html.slice(doctype[0].length) : REPORTER + html;
  }

  function render(params) {
    if (!params || typeof params.html !== 'string') return refuse('resource-ready carried no html');
    // The header policy was built from the URL; render only a resource that declares the same.
    if (JSON.stringify(params.csp || {}) !== DECLARED_CSP) return refuse('resource-ready declared another CSP than this page was loaded with');
    inner.srcdoc = withReporter(params.html);
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source === window.parent) {
      if (event.origin !== PARENT_ORIGIN) return;
      if (data && data.method === SANDBOX_PREFIX + 'resource-ready') return render(data.params);
      if (data && typeof data.method === 'string' && data.method.indexOf(SANDBOX_PREFIX) === 0) return;
      // The opaque origin has no name to target; a srcdoc frame without top navigation cannot be replaced by another origin's document.
      if (inner.contentWindow) inner.contentWindow.postMessage(data, '*');
    } else if (event.source === inner.contentWindow && event.origin === 'null') {
      toParent(data);
    }
  });
  toParent({ jsonrpc: '2.0', method: SANDBOX_PREFIX + 'proxy-ready', params: {} });
})();
</script>
</body>
</html>`;
}
