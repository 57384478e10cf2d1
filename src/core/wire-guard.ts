/**
 * The wire never loses a message (issue 17, finding 3). 12 KB of JSON nested 6,000 deep parses,
 * but JSON.stringify and every recursive walk of it (clipping, redaction, rendering) overflow the
 * stack: the trace write threw, the log API answered 500, an event batch was dropped for every
 * connection and `mcpscope record` exited.
 *
 * The guard sits where records are made (wire-line.ts for a line of text, the wire tap for a
 * message an HTTP transport parsed itself): such a message becomes a `message` record holding the
 * text it arrived as (`raw`) and a `problem` saying why. The boundaries that serialise records
 * (the trace writer, the log API, the event stream) fall back to `serialisableRecord` if anything
 * still fails there, so no record can take the others down with it.
 */
import { configure } from 'safe-stable-stringify';
import type { BridgeEvent } from './bridge-api/events';
import { jsonDepth, MAX_JSON_DEPTH } from './json-depth';
import type { WireRecord } from './wire';

/**
 * Why `value`, read from the wire, must be kept as text rather than as an object, e.g. "nested
 * 6,001 levels deep (limit 256)"; undefined when it need not. The caller says what it kept.
 */
export function tooDeepProblem(value: unknown): string | undefined {
  if (jsonDepth(value, MAX_JSON_DEPTH) <= MAX_JSON_DEPTH) return undefined;
  // Walked again, whole, only for a hostile message: the problem names how deep it went.
  return `nested ${jsonDepth(value).toLocaleString('en-US')} levels deep (limit ${MAX_JSON_DEPTH})`;
}

/** Safe on any depth: it stops descending at the limit (deeper values read "[Object]" or "[Array]"). */
const stringifyToLimit = configure({ maximumDepth: MAX_JSON_DEPTH, deterministic: false, circularValue: '[Circular]' });

/**
 * A value the bridge holds only as an object (an HTTP transport parsed the body itself) as text,
 * cut at MAX_JSON_DEPTH levels. Undefined when even that fails (a string past V8's length limit).
 */
export function textToDepthLimit(value: unknown): string | undefined {
  try {
    return stringifyToLimit(value);
  } catch {
    return undefined;
  }
}

/** Whether JSON.stringify, and the recursive walks after it, can take `value`. */
function serialises(value: unknown): boolean {
  if (jsonDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return false;
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The second line of defence: `record` with every field that cannot be serialised replaced. A
 * message's `msg` becomes its text cut at the depth limit, with a problem that says so; any other
 * field becomes a note of what was lost. Only called after a serialisation failed, so the cost of
 * trying each field does not matter.
 */
export function serialisableRecord<R extends Partial<WireRecord>>(record: R): R {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    kept[key] = serialises(value) ? value : `[not serialisable: ${typeof value}]`;
  }
  if (record.kind === 'message' && record.msg !== undefined && !serialises(record.msg)) {
    delete kept.msg;
    const text = textToDepthLimit(record.msg);
    if (text !== undefined) kept.raw = text;
    const why = `could not be serialised: ${text === undefined ? 'too large' : `shown cut at ${MAX_JSON_DEPTH} levels`}`;
    kept.problem = typeof record.problem === 'string' ? `${record.problem}; ${why}` : why;
  }
  return kept as R;
}

/** An event whose records are all serialisable; other events carry no wire data to replace. */
export function serialisableEvent(event: BridgeEvent): BridgeEvent {
  return event.type === 'records' ? { ...event, records: event.records.map((record) => serialisableRecord(record)) } : event;
}

/** One record as JSON text, whatever it holds: the trace writer's line. */
export function recordJson(record: object): string {
  try {
    return JSON.stringify(record);
  } catch {
    return JSON.stringify(serialisableRecord(record as Partial<WireRecord>));
  }
}
