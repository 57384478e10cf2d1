/**
 * Issue 17, finding 7: crafted traces and imports never crash a reader. Generated hostile input
 * goes to each reader and importer; none may throw, every record that comes out holds a time a
 * Date can hold and can be written back, and every line or entry that is not read is listed with
 * its line or entry number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTime } from '../wall-time';
import { importClaudeDesktopLog } from './import-claude-desktop';
import { importHar } from './import-har';
import { importInspectorExport } from './import-inspector';
import { importMcpjamLog } from './import-mcpjam';
import { deepJson, HEADER, hostileLine, hostileMessageText, hostileTimestamp, hostileValue, T0 } from './hostile-records';
import { openTrace } from './open-trace';
import { readTraceJsonl } from './read-jsonl';
import type { Trace, TraceResult } from './trace';
import { CollectedTail, TraceTail } from './trace-tail';
import { traceToJsonl } from './write-jsonl';

/** Small and few: the machine running them is busy (a run takes a few seconds). */
const RUNS = { numRuns: 60 };

/** What every opened trace must be: times a Date can hold, in order for imports, and writable back. */
function expectShowable(trace: Trace): void {
  for (const record of trace.records) expect(isValidTime(record.t), `record ${record.seq} has t ${record.t}`).toBe(true);
  expect(trace.records.map((record) => record.seq)).toEqual(trace.records.map((_, index) => index + 1));
  // Writing it back (what export does) must not overflow, and reads back whole.
  const again = readTraceJsonl(traceToJsonl(trace, '0.1.0'));
  expect(again.ok && again.value.warnings).toEqual([]);
}

function opened(result: TraceResult): Trace | undefined {
  if (!result.ok) {
    expect(result.error.message).not.toBe('');
    return undefined;
  }
  expectShowable(result.value);
  return result.value;
}

/** The line numbers a reader's warnings name ("line 12: …", "line 12 was dropped: …"). */
function warnedLines(warnings: readonly string[]): Set<number> {
  return new Set(warnings.flatMap((warning) => (/^line (\d+)\b/.exec(warning) ? [Number(/^line (\d+)\b/.exec(warning)![1])] : [])));
}

describe('hostile traces in our JSONL format', () => {
  it('every line after the header is a record or a listed problem with its line number, whatever it holds', () => {
    fc.assert(
      fc.property(fc.array(hostileLine, { maxLength: 12 }), fc.boolean(), (lines, newlineAtEnd) => {
        const text = [HEADER, ...lines].join('\n') + (newlineAtEnd ? '\n' : '');
        const read = readTraceJsonl(text);
        if (!read.ok) throw new Error(read.error.message);
        expectShowable(read.value);
        const numbered = lines.map((line, index) => ({ line, number: index + 2 })).filter(({ line }) => line.trim() !== '');
        const warned = warnedLines(read.value.warnings);
        for (const number of warned) expect(numbered.some((line) => line.number === number)).toBe(true);
        expect(read.value.records.length + warned.size).toBe(numbered.length);

        // The rest of a long trace, read in pieces, comes out the same.
        const collected = new CollectedTail();
        const tail = new TraceTail(Date.parse(T0), 2, 1, collected);
        const rest = text.slice(HEADER.length + 1);
        for (let at = 0; at < rest.length; at += 97) tail.feed(rest.slice(at, at + 97));
        tail.end();
        expect(collected.records).toEqual(read.value.records);
        expect(collected.warnings).toEqual(read.value.warnings);
      }),
      RUNS,
    );
  });

  it('openTrace takes any text without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), hostileValue, fc.array(hostileLine, { maxLength: 6 }).map((lines) => lines.join('\n'))), (text) => {
        opened(openTrace(text, 'any.jsonl'));
        opened(openTrace(text));
      }),
      RUNS,
    );
  });
});

interface Entries {
  items: unknown[];
  /** How many of them are well-formed: each gives at least one record, whatever is around it. */
  good: number;
}

/** Entries that are well-formed, hostile, or any JSON at all, as JSON text parsed once. */
const entries = (good: fc.Arbitrary<string>, hostile: fc.Arbitrary<string>): fc.Arbitrary<Entries> =>
  fc.array(fc.oneof(good.map((text) => ({ text, good: true })), hostile.map((text) => ({ text, good: false })), hostileValue.map((text) => ({ text, good: false }))), { maxLength: 8 }).map((list) => ({
    items: JSON.parse(`[${list.map((entry) => entry.text).join(',')}]`) as unknown[],
    good: list.filter((entry) => entry.good).length,
  }));

/** A bad entry costs only itself. */
function expectGoodOnesRead(result: TraceResult, good: number): void {
  if (good > 0) expect(result.ok && result.value.records.length).toBeGreaterThanOrEqual(good);
}

const ISO = fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((date) => JSON.stringify(date.toISOString()));

/**
 * Every entry that is not even an object is listed by its index; when no entry could be read, the
 * error names the first problems (it says how many more there are).
 */
function expectNonObjectsListed(result: TraceResult, items: readonly unknown[]): void {
  const bad = items.flatMap((item, index) => (typeof item !== 'object' || item === null || Array.isArray(item) ? [index] : []));
  if (!result.ok) {
    if (bad.length > 0) expect(result.error.message).toMatch(/entry \d+/);
    return;
  }
  for (const index of bad) expect(result.value.warnings.join('\n')).toMatch(new RegExp(`entry ${index}\\b`));
}

describe('hostile imports', () => {
  const harEntry = fc
    .record({
      startedDateTime: hostileTimestamp,
      time: fc.oneof(fc.constantFrom('1e300', '1e400', '-5', '100'), hostileValue),
      method: fc.constantFrom('"POST"', '"GET"', '"DELETE"', '"OPTIONS"', '5'),
      body: hostileMessageText,
      status: fc.constantFrom('200', '202', '0', '405', '"200"'),
      type: fc.constantFrom('"application/json"', '"text/event-stream"', '"text/html"'),
      text: fc.oneof(hostileMessageText.map((message) => JSON.stringify(message)), hostileMessageText.map((message) => JSON.stringify(`event: message\ndata: ${message}\n\n`)), fc.constantFrom('"%%% not base64 %%%"', '"e30="')),
      encoding: fc.constantFrom('"base64"', '""', 'null', '7'),
      session: fc.constantFrom('"s1"', '"__proto__"', '""'),
    })
    .map(
      (e) =>
        `{"startedDateTime":${e.startedDateTime},"time":${e.time},"request":{"method":${e.method},"url":"http://x/mcp","headers":[{"name":"mcp-session-id","value":${e.session}}],"postData":{"text":${JSON.stringify(e.body)}}},"response":{"status":${e.status},"headers":[{"name":"content-type","value":${e.type}}],"content":{"text":${e.text},"encoding":${e.encoding}}},"timings":{"wait":${e.time}}}`,
    );

  const goodHarEntry = fc.tuple(ISO, fc.constantFrom('"%%% not base64 %%%"', '"e30="', '"x"')).map(
    ([time, text]) => `{"startedDateTime":${time},"time":1e300,"request":{"method":"POST","url":"http://x/mcp","headers":[],"postData":{"text":"{\\"jsonrpc\\":\\"2.0\\",\\"id\\":1,\\"method\\":\\"ping\\"}"}},"response":{"status":200,"headers":[],"content":{"text":${text},"encoding":"utf8"}}}`,
  );
  const badBase64 = ISO.map((time) => `{"startedDateTime":${time},"request":{"method":"POST","url":"http://x/mcp"},"response":{"status":200,"content":{"text":"%%% not base64 %%%","encoding":"base64"}}}`);

  it('HAR: never throws; every well-formed entry is read and every one that is not an object is listed', () => {
    fc.assert(
      fc.property(entries(goodHarEntry, fc.oneof(harEntry, badBase64)), ({ items, good }) => {
        const result = importHar({ log: { entries: items } });
        opened(result);
        expectNonObjectsListed(result, items);
        expectGoodOnesRead(result, good);
      }),
      RUNS,
    );
  });

  const inspectorEntry = fc
    .record({ timestamp: hostileTimestamp, direction: fc.constantFrom('"request"', '"response"', '"notification"', '"x"'), origin: fc.constantFrom('"client"', '"server"', '3'), message: hostileMessageText, response: hostileMessageText, duration: fc.oneof(fc.constantFrom('1e300', '1e400', '-1', '5'), hostileValue), clientError: hostileValue })
    .map((e) => `{"timestamp":${e.timestamp},"direction":${e.direction},"origin":${e.origin},"message":${e.message},"response":${e.response},"duration":${e.duration},"clientError":${e.clientError}}`);

  const goodInspectorEntry = ISO.map((time) => `{"timestamp":${time},"direction":"request","origin":"client","message":{"jsonrpc":"2.0","id":1,"method":"ping"},"response":{"jsonrpc":"2.0","id":1,"result":{}},"duration":1e300}`);

  it('MCP Inspector: never throws; every well-formed entry is read and every one that is not an object is listed', () => {
    fc.assert(
      fc.property(entries(goodInspectorEntry, inspectorEntry), ({ items, good }) => {
        const result = importInspectorExport(items, 'inspector-protocol-x-2026-01-01T00-00-00.000Z.json');
        opened(result);
        expectNonObjectsListed(result, items);
        expectGoodOnesRead(result, good);
      }),
      RUNS,
    );
  });

  const mcpjamItem = fc
    .record({ timestamp: hostileTimestamp, serverId: fc.oneof(fc.constantFrom('"s1"', '"__proto__"'), hostileValue), direction: fc.constantFrom('"SEND"', '"RECEIVE"', '"HTTP"', '"OAUTH"', '4'), method: hostileValue, payload: hostileMessageText })
    .map((e) => `{"timestamp":${e.timestamp},"serverId":${e.serverId},"direction":${e.direction},"method":${e.method},"payload":${e.payload}}`);

  const goodMcpjamItem = ISO.map((time) => `{"timestamp":${time},"serverId":"s1","direction":"SEND","method":"ping","payload":{"jsonrpc":"2.0","id":1,"method":"ping"}}`);

  it('MCPJam: never throws; every well-formed entry is read and every one that is not an object is listed', () => {
    fc.assert(
      fc.property(entries(goodMcpjamItem, mcpjamItem), ({ items, good }) => {
        const result = importMcpjamLog(items);
        opened(result);
        expectNonObjectsListed(result, items);
        expectGoodOnesRead(result, good);
      }),
      RUNS,
    );
  });

  const claudeLine = fc.oneof(
    fc
      .record({ time: fc.oneof(fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((date) => date.toISOString()), fc.constantFrom('2026-13-45T99:99:99Z', '0000-00-00T00:00:00Z')), server: fc.constantFrom('[x] ', '[__proto__] ', ''), level: fc.constantFrom('[info]', '[error]'), from: fc.constantFrom('client', 'server'), body: fc.oneof(hostileMessageText, deepJson) })
      .map((l) => `${l.time} ${l.server}${l.level} Message from ${l.from}: ${l.body} { metadata: undefined }`),
    fc.string({ maxLength: 40 }).map((text) => text.replace(/[\r\n]/g, ' ')),
  );

  it('Claude Desktop: never throws; every line with a time that is no time is listed by its line', () => {
    fc.assert(
      fc.property(fc.array(claudeLine, { maxLength: 10 }), (lines) => {
        const result = importClaudeDesktopLog(lines.join('\n') + '\n', 'mcp-server-x.log');
        opened(result);
        if (!result.ok) return;
        const warned = warnedLines(result.value.warnings);
        lines.forEach((line, index) => {
          if (/^(2026-13-45|0000-00-00)T/.test(line)) expect(warned.has(index + 1)).toBe(true);
        });
      }),
      RUNS,
    );
  });
});
