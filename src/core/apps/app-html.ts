/**
 * The network requests an app's HTML makes that can be seen in its text: elements that load from
 * another origin, CSS `url()` and `@import`, and `fetch`, `WebSocket`, `EventSource`, XHR `open`
 * and `import()` with a literal URL. Only absolute URLs: a relative one resolves against the
 * sandbox's own origin, which no CSP list names. URLs that are just strings (a JSON Schema's `$id`,
 * a link in a comment) are not requests, so the text is not searched for URLs in general.
 */
import type { Span } from '../analysis/finding';
import { HTML_TAG, tagAttributes } from '../analysis/html-tags';
import type { CspField } from './app-meta';

export interface HtmlReference {
  url: URL;
  /** The CSP list that has to allow it. */
  field: CspField;
  /** What makes the request, e.g. `<script src>` or `fetch()`. */
  what: string;
  /** The URL's place in the HTML. */
  span: Span;
}

/** Element and attribute → the list that governs the load (ext-apps McpUiResourceCsp). */
const LOADING_ATTRIBUTES: Readonly<Record<string, readonly [string, CspField]>> = {
  'script src': ['src', 'resourceDomains'],
  'link href': ['href', 'resourceDomains'],
  'img src': ['src', 'resourceDomains'],
  'source src': ['src', 'resourceDomains'],
  'video src': ['src', 'resourceDomains'],
  'video poster': ['poster', 'resourceDomains'],
  'audio src': ['src', 'resourceDomains'],
  'iframe src': ['src', 'frameDomains'],
  'base href': ['href', 'baseUriDomains'],
};

const URL_LITERAL = String.raw`["'\x60]((?:https?|wss?):\/\/[^\s"'\x60<>\\]{1,2000})`;
/** Calls with a literal absolute URL as their first (or, for XHR open, second) argument. */
const SCRIPT_REQUESTS: readonly { pattern: RegExp; field: CspField; what: string }[] = [
  { pattern: new RegExp(String.raw`\bfetch\(\s{0,3}${URL_LITERAL}`, 'g'), field: 'connectDomains', what: 'fetch()' },
  { pattern: new RegExp(String.raw`\bnew\s{1,3}(?:WebSocket|EventSource)\(\s{0,3}${URL_LITERAL}`, 'g'), field: 'connectDomains', what: 'a WebSocket or EventSource' },
  { pattern: new RegExp(String.raw`\.open\(\s{0,3}["'][A-Za-z]{3,7}["']\s{0,3},\s{0,3}${URL_LITERAL}`, 'g'), field: 'connectDomains', what: 'XMLHttpRequest' },
  { pattern: new RegExp(String.raw`\bimport\(\s{0,3}${URL_LITERAL}`, 'g'), field: 'resourceDomains', what: 'import()' },
  { pattern: /\burl\(\s{0,3}["']?((?:https?:)?\/\/[^\s"')<>\\]{1,2000})/g, field: 'resourceDomains', what: 'CSS url()' },
  { pattern: /@import\s{1,3}(?:url\(\s{0,3})?["']?((?:https?:)?\/\/[^\s"')<>;\\]{1,2000})/g, field: 'resourceDomains', what: 'CSS @import' },
];

function absolute(raw: string): URL | undefined {
  try {
    const url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
    return /^(?:https?|wss?):$/.test(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

function tagReferences(html: string): HtmlReference[] {
  const found: HtmlReference[] = [];
  for (const tag of html.matchAll(HTML_TAG)) {
    const name = (tag[1] ?? '').toLowerCase();
    const attributesStart = tag.index + 1 + (tag[1] ?? '').length;
    for (const attribute of tagAttributes(tag[2] ?? '')) {
      const loads = LOADING_ATTRIBUTES[`${name} ${attribute.name}`];
      const url = loads && absolute(attribute.value.trim());
      if (!loads || !url) continue;
      const start = attributesStart + attribute.offset;
      found.push({ url, field: loads[1], what: `<${name} ${attribute.name}>`, span: { start, end: start + attribute.value.length } });
    }
  }
  return found;
}

function scriptReferences(html: string): HtmlReference[] {
  return SCRIPT_REQUESTS.flatMap(({ pattern, field, what }) =>
    [...html.matchAll(pattern)].flatMap((match): HtmlReference[] => {
      const raw = match[1] ?? '';
      const url = absolute(raw);
      const start = match.index + match[0].length - raw.length;
      return url ? [{ url, field, what, span: { start, end: start + raw.length } }] : [];
    }),
  );
}

/** Every request visible in the HTML, in text order. */
export function htmlReferences(html: string): HtmlReference[] {
  return [...tagReferences(html), ...scriptReferences(html)].sort((a, b) => a.span.start - b.span.start);
}
