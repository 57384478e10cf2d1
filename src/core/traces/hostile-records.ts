/**
 * Test support: generated hostile input for the trace readers, the importers, the timeline and the
 * session builders (issue 17, finding 7). Values are built as JSON *text*, so a property can hold
 * what JSON.stringify would never write: `1e400` (Infinity once parsed), an own `__proto__` key,
 * nesting thousands deep. Sizes stay small: the machine running them is busy.
 */
import fc from 'fast-check';
import { readTraceJsonl } from './read-jsonl';
import { TRACE_FORMAT, TRACE_VERSION } from './trace';

export const T0 = '2026-01-02T03:04:05.000Z';

export const HEADER = JSON.stringify({ format: TRACE_FORMAT, version: TRACE_VERSION, createdAt: T0, conn: 'c1', mcpscopeVersion: '0.1.0', target: { transport: 'stdio', command: 'node', args: [] } });

/** Deeper than MAX_JSON_DEPTH, as an array or an object chain. */
export const deepJson = fc.integer({ min: 257, max: 3000 }).chain((depth) => fc.constantFrom(`${'['.repeat(depth)}${']'.repeat(depth)}`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

/** Numbers as text, with the ones a Date cannot hold and the ones JSON.parse turns into Infinity. */
export const hostileNumber = fc.oneof(
  fc.constantFrom('1e16', '-1e20', '8.64e15', '-8.64e15', '8640000000000001', '1e400', '-1e400', '0', '-0', '1e-320', '9007199254740993'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.integer().map(String),
);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** An object whose keys are the ones that break code treating objects as maps. */
const protoObject = fc
  .array(fc.tuple(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 })
  .map((pairs) => `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`);

const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('\u202Egnp.exe', '\uD800', '\u0000', '💥'.repeat(50), 'x'.repeat(5000)),
);

/** Any JSON text a field might hold, hostile ones weighted in. */
export const hostileValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  hostileNumber,
  hostileString.map((text) => JSON.stringify(text)),
  protoObject,
  deepJson,
);

/** A JSON-RPC message with hostile members. */
const hostileMessage = fc
  .record(
    {
      jsonrpc: fc.constantFrom('"2.0"', '"1.0"', '2'),
      // Mostly a few ids, so requests and answers pair (and pair wrongly).
      id: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('0', '1', '2', '"a"') }, { weight: 1, arbitrary: hostileNumber }, { weight: 1, arbitrary: hostileValue }),
      method: fc.oneof(fc.constantFrom('"initialize"', '"tools/call"', '"tools/list"', '"notifications/progress"', '"notifications/cancelled"', '"resources/read"', '"__proto__"'), hostileValue),
      params: fc.oneof(protoObject, hostileValue, fc.constant('{"_meta":{"progressToken":"__proto__"},"requestId":"constructor","name":"__proto__"}')),
      result: fc.oneof(protoObject, hostileValue, fc.constant('{"tools":[{"name":"__proto__","inputSchema":{"type":"object"}}],"content":[{"type":"text","text":"x"}]}')),
      error: fc.oneof(hostileValue, fc.constant('{"code":-32600,"message":"bad"}')),
    },
    { requiredKeys: [] },
  )
  .map(objectText);

function objectText(fields: Record<string, string | undefined>): string {
  return `{${Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${JSON.stringify(key)}:${value}`)
    .join(',')}}`;
}

const KINDS = ['"message"', '"lifecycle"', '"stderr"', '"note"', '"client-error"', '"http"'] as const;

/** A record line of our JSONL format: the right shape, or nearly, with hostile fields. */
export const hostileRecordLine = fc
  .record(
    {
      t: fc.oneof(hostileNumber, hostileValue),
      conn: fc.oneof(fc.constant('"c1"'), fc.constant('"c2"'), hostileValue),
      kind: fc.oneof(fc.constantFrom(...KINDS), hostileValue),
      dir: fc.oneof(fc.constantFrom('"out"', '"in"'), hostileValue),
      msg: fc.oneof(hostileMessage, hostileValue),
      raw: fc.oneof(hostileString.map((text) => JSON.stringify(text)), hostileValue),
      problem: hostileValue,
      state: fc.oneof(fc.constantFrom('"connecting"', '"initializing"', '"ready"', '"closed"', '"failed"'), hostileValue),
      detail: hostileValue,
      exit: fc.oneof(fc.constant('{"code":1,"signal":null}'), hostileValue),
      line: hostileValue,
      text: hostileValue,
      message: hostileValue,
      about: hostileValue,
      request: hostileValue,
      response: hostileValue,
      error: hostileValue,
      // Written as an own "__proto__" key (a literal __proto__ here would set the prototype).
      proto: protoObject,
    },
    { requiredKeys: ['t', 'kind'] },
  )
  .map(({ proto, ...fields }) => objectText({ ...fields, ...(proto === undefined ? {} : { ['__proto__']: proto }) }));

const stringText = hostileString.map((text) => JSON.stringify(text));

/** A record line of the right shape whose contents are hostile: what gets past the reader. */
export const shapedRecordLine = fc
  .record({
    t: fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double({ min: -1e12, max: 1e12, noNaN: true })).map((t) => JSON.stringify(t)),
    conn: fc.constantFrom('"c1"', '"c2"', '"__proto__"'),
    body: fc.oneof(
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('"message"'), dir: fc.constantFrom('"out"', '"in"'), msg: hostileMessage }) },
      fc.record({ kind: fc.constant('"message"'), dir: fc.constantFrom('"out"', '"in"'), raw: stringText, problem: stringText }),
      fc.record({ kind: fc.constant('"lifecycle"'), state: fc.constantFrom('"connecting"', '"initializing"', '"ready"', '"closed"', '"failed"'), detail: stringText }),
      fc.record({ kind: fc.constant('"stderr"'), line: stringText }),
      fc.record({ kind: fc.constant('"note"'), text: stringText, about: fc.integer().map(String) }),
      fc.record({ kind: fc.constant('"client-error"'), message: stringText }),
      fc.record({
        kind: fc.constant('"http"'),
        request: fc.record({ method: stringText, url: stringText, headers: fc.dictionary(hostileString, hostileString).map((headers) => JSON.stringify(headers)) }).map(objectText),
        response: fc.record({ status: fc.integer({ min: 0, max: 999 }).map(String), headers: fc.dictionary(hostileString, hostileString).map((headers) => JSON.stringify(headers)) }).map(objectText),
        about: fc.array(fc.integer(), { maxLength: 3 }).map((seqs) => JSON.stringify(seqs)),
      }),
    ),
  })
  .map(({ t, conn, body }) => objectText({ t, conn, ...body }));

/** Any line of a file: a record, nearly a record, any JSON, or not JSON at all. */
export const hostileLine = fc.oneof(
  { weight: 4, arbitrary: shapedRecordLine },
  { weight: 2, arbitrary: hostileRecordLine },
  { weight: 1, arbitrary: hostileValue },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((text) => text.replace(/[\r\n]/g, ' ')) },
);

/** A JSON-RPC message text as the live wire or a HAR body carries it. */
export const hostileMessageText = fc.oneof(hostileMessage, hostileValue);

/** An ISO time, or something in its place that is not one. */
export const hostileTimestamp = fc.oneof(
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((date) => JSON.stringify(date.toISOString())),
  fc.constantFrom('"2026-13-45T99:99:99Z"', '"+275760-09-13T00:00:00.001Z"', '"now"', '""'),
  hostileValue,
);

/**
 * Wire records as the screens get them: hostile lines read by the JSONL reader (so nothing deeper
 * than the guard), some with times no reader lets through, as a damaged live clock might give.
 */
export const hostileWireRecords = fc
  .tuple(fc.array(fc.oneof({ weight: 3, arbitrary: shapedRecordLine }, { weight: 1, arbitrary: hostileLine }), { maxLength: 16 }), fc.array(fc.oneof(fc.double(), fc.constantFrom(1e16, -1e20, Number.NaN)), { maxLength: 16 }))
  .map(([lines, times]) => {
    const read = readTraceJsonl([HEADER, ...lines].join('\n'));
    const records = read.ok ? read.value.records : [];
    return records.map((record, index) => (times[index] === undefined || index % 3 !== 0 ? record : { ...record, t: times[index] }));
  });
