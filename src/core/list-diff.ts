/**
 * Compares two listings of one kind (tools, prompts, resources, templates): which items were
 * added, removed, or kept their key but changed their definition. Items are compared whole and
 * structurally, so a reordered list or reordered JSON keys are not a change, but any change to a
 * description, schema or annotation is (issue 3, list_changed: "a first defence against dynamic
 * capability injection").
 */
import { dequal } from 'dequal';
import { configure } from 'safe-stable-stringify';
import type { ListChange, ListItemChange, ListKind } from './bridge-api/lists';

type Item = Readonly<Record<string, unknown>>;

export type ListDiff = Pick<ListChange, 'added' | 'removed' | 'changed' | 'unchanged'>;

/** The field that names an item of each kind; the spec makes it unique within a list. */
const KEY_FIELD: Record<ListKind, string> = {
  tools: 'name',
  prompts: 'name',
  resources: 'uri',
  resourceTemplates: 'uriTemplate',
};

/** An item's identity; a malformed item without its key field is identified by its whole JSON. */
export function listItemKey(kind: ListKind, item: Item): string {
  const key = item[KEY_FIELD[kind]];
  return typeof key === 'string' ? key : canonicalJson(item);
}

/**
 * Keys each item; a key a (misbehaving) server repeats gets a " #2", " #3" suffix so both copies
 * stay visible instead of one silently replacing the other.
 */
export function keyed(kind: ListKind, items: readonly Item[]): Map<string, Item> {
  const map = new Map<string, Item>();
  for (const item of items) {
    const base = listItemKey(kind, item);
    let key = base;
    for (let copy = 2; map.has(key); copy++) key = `${base} #${copy}`;
    map.set(key, item);
  }
  return map;
}

export function diffListItems(kind: ListKind, before: readonly Item[], after: readonly Item[]): ListDiff {
  const old = keyed(kind, before);
  const next = keyed(kind, after);
  const added: Item[] = [];
  const changed: ListItemChange[] = [];
  let unchanged = 0;
  for (const [key, item] of next) {
    const previous = old.get(key);
    if (previous === undefined) added.push(item);
    else if (dequal(previous, item)) unchanged++;
    else changed.push({ key, before: previous, after: item });
  }
  const removed = [...old].filter(([key]) => !next.has(key)).map(([, item]) => item);
  return { added, removed, changed, unchanged };
}

/** The top-level fields whose values differ (description, inputSchema, annotations, ...), sorted. */
export function changedFields(before: Item, after: Item): string[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].filter((field) => !dequal(before[field], after[field])).sort();
}

export function isEmptyDiff(diff: ListDiff): boolean {
  return diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0;
}

const stableStringify = configure({ deterministic: true, bigint: false, circularValue: Error });

/**
 * JSON with object keys sorted, indented by two spaces: the same definition always prints the
 * same way, so a text diff of two definitions shows only what changed.
 */
export function canonicalJson(value: unknown): string {
  return stableStringify(value, null, 2) ?? 'undefined';
}
