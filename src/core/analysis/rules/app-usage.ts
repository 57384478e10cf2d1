/**
 * Apps (issue 21): the CSP an app declares against what its HTML uses. An origin the HTML loads
 * from but the CSP does not declare is blocked by every host that enforces the CSP (the app
 * breaks there, and works only where hosts are lax); an origin declared but never named in the
 * HTML is a channel the app keeps open for nothing. Live, the iframe reports what its CSP
 * blocked (`app-csp` records): the same finding, seen rather than inferred.
 */
import type { CspField } from '../../apps/app-meta';
import { htmlReferences } from '../../apps/app-html';
import { cspSourceAllows } from '../../apps/csp-source';
import { clip } from '../finding';
import type { AppConversationInput, ServerAnswerInput } from '../inputs';
import { familyRule, type FamilyRules, type Hit } from '../rule';
import { entriesOf, listedApps, readApps, type AppItem, type Entry } from './app-csp';
import { isObject } from '../../is-object';

const rule = familyRule('apps');

const undeclared = rule(
  'csp-undeclared-origin',
  'low',
  'App uses an origin its CSP does not declare',
  'An absolute URL the app\'s HTML loads (`<script src>`, `<link href>`, `<img src>`, `<iframe src>`, CSS `url()` and `@import`, `fetch`, `WebSocket`, `EventSource`, XHR, `import()` with a literal URL) that the matching CSP list does not allow, and, live, a request the iframe\'s CSP blocked. ' +
    'URLs that are only strings in the code (a JSON Schema `$id`, a link in a comment) are not requests and are not flagged; relative URLs neither.',
  'Declare the origin in the list the request needs (connectDomains for fetch and sockets, resourceDomains for scripts, styles, images and fonts, frameDomains for iframes), or bundle the resource into the app.',
);

const blockedCode = rule(
  'csp-blocked-code',
  'low',
  'App runs code its sandbox forbids',
  'Live, the iframe reported that the app\'s CSP blocked code rather than a request: `eval` or `new Function` (blockedUri "eval"), WebAssembly compilation ("wasm-eval") or a Trusted Types violation. Hosts run apps without \'unsafe-eval\', so that part of the app fails in every host. Blocked requests to an origin are csp-undeclared-origin instead.',
  'Remove the eval (template compilers and some bundler modes use it: switch them to a precompiled build), or load WebAssembly another way.',
);

const unused = rule(
  'csp-unused-origin',
  'low',
  'App declares an origin its HTML never names',
  'A host entry of an app\'s CSP lists whose host appears nowhere in the app\'s HTML. An app that builds the URL at run time from parts is flagged too; say so in a comment in the HTML, or ignore the finding.',
  'Remove origins the app does not use: each declared origin is one the app can reach.',
);

/** The declared entries hosts use for this content item: its own `_meta.ui.csp`, else its listing's. */
function effectiveEntries(app: AppItem, answer: ServerAnswerInput): Entry[] {
  const own = entriesOf(app);
  if (own.length > 0 || !isObject(app.item)) return own;
  const listed = listedApps({ resources: answer.resources ?? [] }).find(({ item }) => isObject(item) && item.uri === (app.item as { uri?: unknown }).uri);
  return listed ? entriesOf(listed) : [];
}

function htmlOf(app: AppItem): string {
  return isObject(app.item) && typeof app.item.text === 'string' ? app.item.text : '';
}

function undeclaredHits(answer: ServerAnswerInput): Hit[] {
  return readApps(answer).flatMap((app) => {
    const entries = effectiveEntries(app, answer);
    const reported = new Set<string>();
    return htmlReferences(htmlOf(app)).flatMap((reference): Hit[] => {
      const key = `${reference.field} ${reference.url.origin}`;
      if (reported.has(key) || entries.some((entry) => entry.field === reference.field && cspSourceAllows(entry.source, reference.url))) return [];
      reported.add(key);
      return [{
        path: `${app.base}/text`,
        span: reference.span,
        evidence: clip(reference.url.href),
        message: `${reference.what} reaches ${reference.url.origin}, which the app's ${reference.field} do not declare: hosts that enforce the app's CSP block it.`,
      }];
    });
  });
}

/** An entry is used when its host (a wildcard's domain) is named anywhere in the HTML, case aside. */
function unusedHits(answer: ServerAnswerInput): Hit[] {
  return readApps(answer).flatMap((app) => {
    const html = htmlOf(app).toLowerCase();
    return effectiveEntries(app, answer).flatMap((entry): Hit[] => {
      if (entry.source.kind !== 'host' || html.includes(entry.source.host.toLowerCase())) return [];
      return [{
        path: entry.path,
        span: { start: 0, end: entry.value.length },
        evidence: clip(entry.value),
        message: `${entry.field} declares ${entry.value}, but the app's HTML never names ${entry.source.host}.`,
      }];
    });
  });
}

/** CSP directive → the list that would have allowed the request. */
function fieldOf(directive: string): CspField {
  if (directive.startsWith('connect-src')) return 'connectDomains';
  if (directive.startsWith('frame-src') || directive.startsWith('child-src')) return 'frameDomains';
  if (directive.startsWith('base-uri')) return 'baseUriDomains';
  return 'resourceDomains';
}

/** blockedUri values that name a kind of code, not a place (CSP3 "report-sample" keywords). */
const CODE_KEYWORDS = new Set(['eval', 'wasm-eval', 'trusted-types-policy', 'trusted-types-sink']);

function isBlockedCode(record: AppConversationInput): boolean {
  return record.kind === 'csp-violation' && CODE_KEYWORDS.has(record.blockedUri);
}

function blockedRequestHits(record: AppConversationInput): Hit[] {
  if (record.kind !== 'csp-violation' || isBlockedCode(record)) return [];
  let origin: string | undefined;
  try {
    origin = new URL(record.blockedUri).origin;
  } catch {
    origin = undefined;
  }
  const what = origin === undefined || origin === 'null' ? `'${record.blockedUri}'` : origin;
  return [{
    path: `app/${record.seq}/blockedUri`,
    evidence: clip(record.blockedUri),
    message: `The app ${record.uri} tried to reach ${what} and its CSP blocked it (${record.directive}); ${origin && origin !== 'null' ? `declare it in ${fieldOf(record.directive)}, or stop using it` : 'the host does not allow that in apps'}.`,
  }];
}

function blockedCodeHits(record: AppConversationInput): Hit[] {
  if (record.kind !== 'csp-violation' || !isBlockedCode(record)) return [];
  return [{
    path: `app/${record.seq}/blockedUri`,
    evidence: clip(record.blockedUri),
    message: `The app ${record.uri} tried to run ${record.blockedUri === 'eval' ? 'eval() or new Function()' : record.blockedUri} and its CSP blocked it (${record.directive}); that part of the app fails in every host.`,
  }];
}

export const appUsageRules: FamilyRules = {
  serverAnswer: [
    { rule: undeclared, check: undeclaredHits },
    { rule: unused, check: unusedHits },
  ],
  appRecord: [
    { rule: undeclared, check: blockedRequestHits },
    { rule: blockedCode, check: blockedCodeHits },
  ],
};
