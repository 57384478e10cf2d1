/**
 * Huge strings on the wire to the SPA (issue 6, B4 "huge result"): the bridge keeps every message
 * and call result whole, but what it sends on /api/events, /api/log and /api/.../calls carries
 * each very long string cut to a preview, with the cut listed in `clipped`. The SPA then reads
 * the rest on demand, a slice at a time:
 *
 *   GET /api/connections/:id/calls/:callId/content?pointer=&offset=&length=  -> ContentSlice (of the call's result)
 *   GET /api/log/:seq/message                                                -> MessageRecord (whole)
 *
 * `pointer` is a JSON Pointer (RFC 6901) to the string inside the result or message, e.g.
 * `/content/0/text`. Offsets and lengths count UTF-16 code units, as String.prototype.slice does.
 * A 20 MB text result sent whole made the page parse and render 20 MB on its main thread for
 * seconds (docs/performance.md, B4).
 *
 * The log also cuts very long arrays to their first items: a tools/list answer of 5,000 tools is
 * 7.7 MB, and every page load read it a second time from the log before showing the tool list
 * (B3). The log's previews are for reading; the whole message is one request away.
 */
import type { CallRecord } from './bridge-api/calls';
import type { BridgeEvent } from './bridge-api/events';
import type { Clip, ClippedString } from './clips';
import { resolvePointer, toPointer } from './json-pointer';
import { err, ok, type Result } from './result';
import type { WireRecord } from './wire';

/** Strings longer than this are clipped (1 Mi code units); shorter ones travel whole, as before. */
export const CLIP_ABOVE_CHARS = 1024 * 1024;
/** How much of a clipped string the preview keeps. */
export const PREVIEW_CHARS = 64 * 1024;
/** The longest slice one request answers: enough for "load all" of a 20 MB result in a few requests. */
export const MAX_SLICE_CHARS = 8 * 1024 * 1024;
/** Arrays in a logged message longer than this are cut to their first LOG_PREVIEW_ITEMS items. */
export const LOG_CLIP_ABOVE_ITEMS = 1000;
export const LOG_PREVIEW_ITEMS = 100;

export interface Clipping<T, C extends Clip = ClippedString> {
  value: T;
  /** Empty when nothing was long enough to clip; `value` is then the input itself. */
  clipped: C[];
}

interface Limits {
  above: number;
  keep: number;
}

export interface ContentSlice {
  pointer: string;
  offset: number;
  text: string;
  totalChars: number;
}

export interface SliceQuery {
  pointer: string;
  offset: number;
  length: number;
}

/**
 * Copies `value` with every string longer than CLIP_ABOVE_CHARS cut to PREVIEW_CHARS. Objects and
 * arrays are copied only on the path to a clipped string, so a message with nothing to clip costs
 * one walk and no allocation.
 */
export function clipLongStrings<T>(value: T, limits: Limits = { above: CLIP_ABOVE_CHARS, keep: PREVIEW_CHARS }): Clipping<T> {
  // Without item limits the walk cuts strings only.
  return clipValue(value, limits) as Clipping<T>;
}

/** As clipLongStrings, and arrays longer than `items.above` are cut to their first `items.keep` items. */
export function clipLongStringsAndArrays<T>(
  value: T,
  strings: Limits = { above: CLIP_ABOVE_CHARS, keep: PREVIEW_CHARS },
  items: Limits = { above: LOG_CLIP_ABOVE_ITEMS, keep: LOG_PREVIEW_ITEMS },
): Clipping<T, Clip> {
  return clipValue(value, strings, items);
}

function clipValue<T>(value: T, limits: Limits, items?: Limits): Clipping<T, Clip> {
  const clipped: Clip[] = [];
  // The path is a stack, turned into a pointer only where something is clipped.
  const path: string[] = [];
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (node.length <= limits.above) return node;
      clipped.push({ pointer: toPointer(path), totalChars: node.length, shownChars: limits.keep });
      return node.slice(0, limits.keep);
    }
    if (typeof node !== 'object' || node === null) return node;
    // Indexed and for-in loops rather than entries(): this walk runs on every message the SPA is sent.
    if (Array.isArray(node)) {
      let copy: unknown[] | undefined;
      let length = node.length;
      if (items && length > items.above) {
        // The cut items' JSON, less their brackets, plus the comma before them.
        const omittedChars = JSON.stringify(node.slice(items.keep)).length - 1;
        clipped.push({ pointer: toPointer(path), totalItems: length, shownItems: items.keep, omittedChars });
        length = items.keep;
        copy = node.slice(0, length);
      }
      for (let index = 0; index < length; index++) {
        path.push(String(index));
        const next = walk(node[index]);
        path.pop();
        if (next !== node[index]) (copy ??= [...(node as unknown[])])[index] = next;
      }
      return copy ?? node;
    }
    const record = node as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      path.push(key);
      const next = walk(record[key]);
      path.pop();
      if (next !== record[key]) (copy ??= { ...record })[key] = next;
    }
    return copy ?? node;
  };
  return { value: walk(value) as T, clipped };
}

/** The copy of a call the SPA is sent: its result's long strings clipped (the late response is left whole: rare). */
export function clipCallRecord(call: CallRecord): CallRecord {
  if (call.result === undefined) return call;
  const { value, clipped } = clipLongStrings(call.result);
  return clipped.length === 0 ? call : { ...call, result: value, clipped };
}

/**
 * Clipped copies of logged records, made once: each event stream and every page load's /api/log
 * sends the same record, and sizing a 5,000-tool list's cut items stringifies megabytes. Weak, so
 * a record the log lets go takes its copy with it.
 */
const clippedRecords = new WeakMap<WireRecord, WireRecord>();

/** The copy of a wire record the SPA is sent: a message's long strings and long arrays clipped. */
export function clipWireRecord(record: WireRecord): WireRecord {
  if (record.kind !== 'message' || record.msg === undefined) return record;
  const made = clippedRecords.get(record);
  if (made) return made;
  const { value, clipped } = clipLongStringsAndArrays(record.msg);
  if (clipped.length === 0) return record;
  const copy = { ...record, msg: value, clipped };
  clippedRecords.set(record, copy);
  return copy;
}

/** Events as sent on /api/events: calls and records clipped, the rest as they are. */
export function clipEvent(event: BridgeEvent): BridgeEvent {
  if (event.type === 'call') return { ...event, call: clipCallRecord(event.call) };
  if (event.type === 'records') return { ...event, records: event.records.map(clipWireRecord) };
  return event;
}

/**
 * `loaded` extended to `end` characters, a slice of at most MAX_SLICE_CHARS per request. Stops
 * early on an empty slice: the whole string is shorter than was announced.
 */
export async function readUntil(read: (offset: number, length: number) => Promise<string>, loaded: string, end: number): Promise<string> {
  let text = loaded;
  while (text.length < end) {
    const slice = await read(text.length, Math.min(MAX_SLICE_CHARS, end - text.length));
    if (slice === '') break;
    text += slice;
  }
  return text;
}

/** Reads the query string of a content request; the length defaults to one preview. */
export function parseSliceQuery(query: Record<string, unknown>): Result<SliceQuery> {
  const { pointer, offset = '0', length = String(PREVIEW_CHARS) } = query;
  if (typeof pointer !== 'string' || (pointer !== '' && !pointer.startsWith('/'))) {
    return err('bad_request', 'pointer must be a JSON Pointer (RFC 6901), e.g. /content/0/text');
  }
  const start = wholeNumber(offset);
  const count = wholeNumber(length);
  if (start === undefined) return err('bad_request', 'offset must be a whole number');
  if (count === undefined || count === 0 || count > MAX_SLICE_CHARS) {
    return err('bad_request', `length must be a whole number from 1 to ${MAX_SLICE_CHARS}`);
  }
  return ok({ pointer, offset: start, length: count });
}

/** The slice of the string at `query.pointer` inside `root`; an offset past the end gives an empty slice. */
export function sliceContent(root: unknown, query: SliceQuery): Result<ContentSlice> {
  const target = resolvePointer(root, query.pointer);
  if (target === undefined) return err('not_found', `nothing at ${query.pointer}`);
  if (typeof target !== 'string') return err('bad_request', `${query.pointer} is not a string`);
  return ok({ pointer: query.pointer, offset: query.offset, text: target.slice(query.offset, query.offset + query.length), totalChars: target.length });
}

/** The query string for a slice, shared by the SPA's client and the tests. */
export function sliceSearch(query: SliceQuery): string {
  return new URLSearchParams({ pointer: query.pointer, offset: String(query.offset), length: String(query.length) }).toString();
}

function wholeNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,12}$/.test(value)) return undefined;
  return Number(value);
}
