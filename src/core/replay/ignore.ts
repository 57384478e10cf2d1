/**
 * What replay leaves out of a comparison (issue 5: "Ignore rules cover volatile fields: ids,
 * timestamps, cursors, progress tokens, user-configurable JSON paths").
 *
 * Always left out, wherever they sit: the keys in VOLATILE_KEYS; any string that is an ISO 8601
 * date-time, and any UUID inside a string (session and request ids in text), each replaced by a
 * placeholder, so a timestamp or id that appears or vanishes still shows.
 * JSON-RPC ids never reach the comparison: only `result` or `error` is compared.
 *
 * A user rule is a JSON pointer (`/result/content/*\/text`) or a dotted path
 * (`result.content.*.text`), from the top of the compared answer, `{ "result": … }` or
 * `{ "error": … }` (a server request: `{ "params": … }`). `*` stands for any one key or index.
 * A listing's items are addressed by name (uri), as compare.ts keys them: /result/tools/echo/title.
 */
import { err, ok, type Result } from '../result';
import { pointerTokens } from '../json-pointer';

export type IgnorePath = readonly string[];

/** Ids, cursors and times that differ between any two runs of one session. */
export const VOLATILE_KEYS: ReadonlySet<string> = new Set([
  'progressToken',
  'requestId',
  'taskId',
  'cursor',
  'nextCursor',
  'timestamp',
  'createdAt',
  'updatedAt',
  'lastUpdatedAt',
  'expiresAt',
]);

export const TIMESTAMP_PLACEHOLDER = '<timestamp>';
export const UUID_PLACEHOLDER = '<uuid>';

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

export function parseIgnorePath(text: string): Result<IgnorePath> {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '/') return err('bad_request', `--ignore needs a path like /result/content/*/text, not "${text}"`);
  const segments = trimmed.startsWith('/')
    ? pointerTokens(trimmed)
    : trimmed.replace(/\[(\*|\d+)\]/g, '.$1').split('.');
  if (segments.some((segment) => segment === '')) return err('bad_request', `--ignore path "${text}" has an empty segment`);
  return ok(segments);
}

function matches(rule: IgnorePath, path: readonly string[]): boolean {
  return rule.length === path.length && rule.every((segment, i) => segment === '*' || segment === path[i]);
}

/** A copy of `value` without what the rules and the volatile keys leave out. */
export function withoutIgnored(value: unknown, rules: readonly IgnorePath[], path: string[] = []): unknown {
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? TIMESTAMP_PLACEHOLDER : value.replace(UUID, UUID_PLACEHOLDER);
  if (typeof value !== 'object' || value === null) return value;
  const kept = (key: string) => !rules.some((rule) => matches(rule, [...path, key]));
  if (Array.isArray(value)) return value.map((item, i) => (kept(String(i)) ? withoutIgnored(item, rules, [...path, String(i)]) : null));
  const entries = Object.entries(value).filter(([key]) => !VOLATILE_KEYS.has(key) && kept(key));
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutIgnored(item, rules, [...path, key])]));
}
