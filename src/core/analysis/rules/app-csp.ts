/**
 * Apps (issue 21): the CSP an MCP App declares (`_meta.ui.csp`) and the permissions it asks for,
 * entry by entry. A host builds the iframe's Content-Security-Policy from these lists, so an entry
 * that lets anything through is a hole the app's author put there: the app may then send what it
 * was shown (tool results, the conversation it sees) anywhere, or run code from anywhere. Each
 * finding points at the entry itself. The lists are read where hosts read them: the
 * resources/read content item, and the resources/list entry (ext-apps McpUiToolMeta.csp).
 */
import { CSP_FIELDS, declaredCsp, isAppResource, requestedPermissions, type CspField } from '../../apps/app-meta';
import { parseCspSource, type CspSource } from '../../apps/csp-source';
import { clip, type Severity } from '../finding';
import type { ServerAnswerInput, ServerSurface } from '../inputs';
import { familyRule, type FamilyRules, type Hit, type RuleDefinition } from '../rule';
import { definitionName } from '../text-fields';
import { isObject } from '../../is-object';

const rule = familyRule('apps');

/** One declared entry with the path of its string. */
export interface Entry {
  field: CspField;
  value: string;
  source: CspSource;
  path: string;
}

/** An app resource (listing entry or content item) and the path its `_meta` sits under. */
export interface AppItem {
  item: unknown;
  base: string;
}

export function entriesOf({ item, base }: AppItem): Entry[] {
  return (declaredCsp(item) ?? []).flatMap(({ field, entries }) =>
    entries.map(({ index, value }) => ({ field, value, source: parseCspSource(value), path: `${base}/_meta/ui/csp/${field}/${index}` })),
  );
}

/** Every app resource of the listing. */
export function listedApps(surface: Pick<ServerSurface, 'resources'>): AppItem[] {
  return (surface.resources ?? []).flatMap((resource, index) => (isAppResource(resource) ? [{ item: resource, base: `resources/${definitionName(resource, 'uri', index)}` }] : []));
}

/** Every app resource of a resources/read answer. */
export function readApps(answer: ServerAnswerInput): AppItem[] {
  const contents = isObject(answer.result) && Array.isArray(answer.result.contents) ? (answer.result.contents as unknown[]) : [];
  return contents.flatMap((item, index) => (isAppResource(item) ? [{ item, base: `results/${String(answer.requestId)}/contents/${index}` }] : []));
}

const at = (entry: Entry, hit: Omit<Hit, 'path' | 'span' | 'evidence'>): Hit => ({ ...hit, path: entry.path, span: { start: 0, end: entry.value.length }, evidence: clip(entry.value) });

/** A CSP entry rule, run on listed and read app resources alike. */
interface EntryRule {
  rule: RuleDefinition;
  check: (entry: Entry) => Hit | undefined;
}

/** `*.com`, `*.co.uk`: a wildcard over what is (or looks like) a public suffix, not one organisation's domain. */
function overPublicSuffix(host: string): boolean {
  const labels = host.split('.');
  return labels.length === 1 || (labels.length === 2 && (labels[0]?.length ?? 0) <= 3 && (labels[1]?.length ?? 0) === 2);
}

const wildcard: EntryRule = {
  rule: rule(
    'csp-wildcard',
    'medium',
    'Wildcard in an app\'s CSP',
    'An entry of an app\'s declared CSP lists that lets any host through: `*`, a bare scheme (`https:`, `wss:`), or a wildcard over a top-level domain (`*.com`, `https://*.co.uk`). High in `connectDomains`, where it lets the app send what it is shown anywhere. ' +
      'A subdomain wildcard of one domain (`https://*.example.com`) is allowed by the spec and is low: every subdomain, present and future, is trusted.',
    'List the exact origins the app uses (`https://api.example.com`), in the list that needs them.',
  ),
  check: (entry) => {
    const { source, field } = entry;
    const anyHost = source.kind === 'any' || (source.kind === 'scheme' && ['http', 'https', 'ws', 'wss'].includes(source.scheme));
    if (anyHost) {
      const severity: Severity = field === 'connectDomains' ? 'high' : 'medium';
      return at(entry, { severity, message: `${field} allows '${entry.value}', any host: the iframe's ${CSP_FIELDS[field]} lets the app ${field === 'connectDomains' ? 'send data to' : 'load from'} any server.` });
    }
    if (source.kind !== 'host' || !source.wildcard) return undefined;
    if (overPublicSuffix(source.host)) return at(entry, { message: `${field} allows every host under '.${source.host}', which no one organisation owns.` });
    return at(entry, { severity: 'low', message: `${field} allows every subdomain of ${source.host}, including ones added later; list the ones the app uses if you can.` });
  },
};

const UNSAFE_SCHEMES = new Set(['data', 'blob', 'filesystem', 'javascript']);

const keyword: EntryRule = {
  rule: rule(
    'csp-keyword',
    'high',
    'CSP keyword in an app\'s domain list',
    'A domain list entry that is not a domain but a CSP keyword or scheme the host copies into the policy: `\'unsafe-eval\'`, `\'unsafe-inline\'` (high), an entry with spaces, `;` or `,` that adds sources or directives (high), `data:`, `blob:` (medium), other keywords such as `\'self\'` (low).',
    'Keep keywords out of the domain lists: they hold origins only. Hosts decide the rest of the policy.',
  ),
  check: (entry) => {
    const { source, field } = entry;
    if (source.kind === 'several') return at(entry, { message: `The ${field} entry '${clip(entry.value, 80)}' holds more than one source or a directive separator; a host that copies it into the CSP widens the policy beyond one origin.` });
    if (source.kind === 'keyword') {
      const severity: Severity = /^'unsafe-/i.test(source.keyword) ? 'high' : 'low';
      return at(entry, { severity, message: `${field} holds the CSP keyword ${source.keyword}, not a domain; a host that copies it into ${CSP_FIELDS[field]} grants it.` });
    }
    if (source.kind === 'scheme' && UNSAFE_SCHEMES.has(source.scheme)) {
      return at(entry, { severity: 'medium', message: `${field} allows ${source.scheme}: URLs, which the app can build itself: content from them is not from any server you can review.` });
    }
    return undefined;
  },
};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const insecureSource: EntryRule = {
  rule: rule(
    'csp-insecure-source',
    'medium',
    'Plain-text or malformed origin in an app\'s CSP',
    'An `http://` or `ws://` origin in an app\'s CSP lists (medium; low for localhost, where a development server runs), or an entry that is not an origin a browser can read (low).',
    'Use https:// and wss:// origins, and drop development origins before publishing.',
  ),
  check: (entry) => {
    const { source, field } = entry;
    if (source.kind === 'invalid') return at(entry, { severity: 'low', message: `The ${field} entry '${clip(entry.value, 80)}' is not an origin; browsers ignore it or read it otherwise than meant.` });
    if (source.kind !== 'host' || (source.scheme !== 'http' && source.scheme !== 'ws')) return undefined;
    const local = LOCAL_HOSTS.has(source.host);
    return at(entry, {
      ...(local ? { severity: 'low' as const } : {}),
      message: local ? `${field} allows ${entry.value}, a development server; it does nothing for users of the published app.` : `${field} allows ${entry.value} over plain ${source.scheme}: anyone on the network path can read or change what the app exchanges with it.`,
    });
  },
};

const ENTRY_RULES: readonly EntryRule[] = [wildcard, keyword, insecureSource];

/** Camera, microphone and location let an app record the person; clipboard writing does not read anything. */
const SENSITIVE_PERMISSIONS = new Set(['camera', 'microphone', 'geolocation']);

const permissions = rule(
  'sensitive-permission',
  'low',
  'App asks for camera, microphone or location',
  'An app resource whose `_meta.ui.permissions` asks for `camera`, `microphone` or `geolocation`: hosts that honour it let the app record the person or locate them. `clipboardWrite` is not flagged.',
  'Ask only for what the app needs, and say why in the tool\'s description so people can judge the request.',
);

function permissionHits({ item, base }: AppItem): Hit[] {
  return requestedPermissions(item)
    .filter((name) => SENSITIVE_PERMISSIONS.has(name))
    .map((name) => ({ path: `${base}/_meta/ui/permissions/${name}`, evidence: name, message: `The app asks for ${name} access; a host that grants it lets the app use it whenever the app is shown.` }));
}

function entryHits(check: EntryRule['check'], items: readonly AppItem[]): Hit[] {
  return items.flatMap(entriesOf).flatMap((entry) => check(entry) ?? []);
}

export const appCspRules: FamilyRules = {
  surface: [
    ...ENTRY_RULES.map(({ rule: definition, check }) => ({ rule: definition, check: (surface: ServerSurface) => entryHits(check, listedApps(surface)) })),
    { rule: permissions, check: (surface) => listedApps(surface).flatMap(permissionHits) },
  ],
  serverAnswer: [
    ...ENTRY_RULES.map(({ rule: definition, check }) => ({ rule: definition, check: (answer: ServerAnswerInput) => entryHits(check, readApps(answer)) })),
    { rule: permissions, check: (answer) => readApps(answer).flatMap(permissionHits) },
  ],
};
