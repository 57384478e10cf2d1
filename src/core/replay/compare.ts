/**
 * One recorded answer against one live answer, structurally: object key order never matters,
 * array order does (a server that reorders content has changed its answer), except in a listing:
 * its tools, prompts, resources and templates are compared by name (uri), so one new tool shows
 * as one added item rather than as every later item changed, and a path reads
 * /result/tools/get_weather/description. The deep diff is microdiff's; this module decides what
 * is compared and how a difference is reported.
 */
import diff from 'microdiff';
import { LIST_METHODS, type ListKind } from '../bridge-api/lists';
import { keyed } from '../list-diff';
import { withoutIgnored, type IgnorePath } from './ignore';
import { toPointer } from '../json-pointer';

/** One difference, located by a JSON pointer into the compared answer (e.g. /result/content/0/text). */
export interface ValueChange {
  op: 'added' | 'removed' | 'changed';
  path: string;
  recorded?: unknown;
  live?: unknown;
}

export type Comparison = { same: true } | { same: false; changes: ValueChange[] };

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

const LIST_KINDS = Object.keys(LIST_METHODS) as ListKind[];

/** An answer whose listing arrays are objects keyed by item name (uri). */
function keyedListings(answer: unknown): unknown {
  if (!isContainer(answer) || Array.isArray(answer) || !isContainer(answer.result) || Array.isArray(answer.result)) return answer;
  const result: Record<string, unknown> = { ...answer.result };
  for (const kind of LIST_KINDS) {
    const items = result[kind];
    if (Array.isArray(items) && items.every((item) => isContainer(item) && !Array.isArray(item))) result[kind] = Object.fromEntries(keyed(kind, items as Record<string, unknown>[]));
  }
  return { ...answer, result };
}

/** `recorded` and `live` are whole answers: `{ result }` or `{ error }` (or `{ params }`). */
export function compareValues(recorded: unknown, live: unknown, rules: readonly IgnorePath[]): Comparison {
  const before = withoutIgnored(keyedListings(recorded), rules);
  const after = withoutIgnored(keyedListings(live), rules);
  if (!isContainer(before) || !isContainer(after) || Array.isArray(before) !== Array.isArray(after)) {
    return Object.is(before, after) ? { same: true } : { same: false, changes: [{ op: 'changed', path: '', recorded: before, live: after }] };
  }
  const changes = diff(before, after).map((difference): ValueChange => {
    const path = toPointer(difference.path);
    if (difference.type === 'CREATE') return { op: 'added', path, live: difference.value };
    if (difference.type === 'REMOVE') return { op: 'removed', path, recorded: difference.oldValue };
    return { op: 'changed', path, recorded: difference.oldValue, live: difference.value };
  });
  return changes.length === 0 ? { same: true } : { same: false, changes };
}
