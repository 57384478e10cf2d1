import { describe, expect, it } from 'vitest';
import { readTraceJsonl } from './read-jsonl';

const CREATED = '2026-01-02T03:04:05.000Z';
const START = Date.parse(CREATED);
const header = { format: 'mcpscope-trace', version: 1, createdAt: CREATED, mcpscopeVersion: '0.1.0', conn: 'c1', target: { transport: 'stdio', command: 'srv', args: [], env: { TOKEN: '•••' } } };
const lines = (...values: unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join('\n');

const ping = { t: 5, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 0, method: 'ping' } };
const pong = { t: 9, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 0, result: {} } };

function error(text: string) {
  const read = readTraceJsonl(text);
  if (read.ok) throw new Error('expected an error');
  return read.error;
}

describe('readTraceJsonl', () => {
  it('reads the header and every record kind, with absolute times and seq in file order', () => {
    const read = readTraceJsonl(`${lines(
      header,
      { t: 0, conn: 'c1', kind: 'lifecycle', state: 'connecting' },
      ping,
      { t: 7, conn: 'c1', kind: 'message', dir: 'in', raw: 'debug: hi', problem: 'not JSON' },
      pong,
      { t: 8, conn: 'c1', kind: 'stderr', line: 'boom' },
      { t: 10, conn: 'c1', kind: 'note', text: 'look here', about: 2 },
      { t: 11, conn: 'c1', kind: 'client-error', message: 'unknown id' },
      { t: 12, conn: 'c1', kind: 'lifecycle', state: 'failed', detail: 'exited with code 3', exit: { code: 3, signal: null } },
    )}\n`);
    if (!read.ok) throw new Error(read.error.message);
    const { header: h, records, warnings, source } = read.value;
    expect(source).toBe('mcpscope');
    expect(h).toEqual({ createdAt: CREATED, conn: 'c1', mcpscopeVersion: '0.1.0', target: header.target });
    expect(warnings).toEqual([]);
    expect(records.map((r) => [r.seq, r.t - START, r.kind])).toEqual([
      [1, 0, 'lifecycle'], [2, 5, 'message'], [3, 7, 'message'], [4, 9, 'message'], [5, 8, 'stderr'], [6, 10, 'note'], [7, 11, 'client-error'], [8, 12, 'lifecycle'],
    ]);
    expect(records[2]).toEqual({ seq: 3, t: START + 7, conn: 'c1', kind: 'message', dir: 'in', raw: 'debug: hi', problem: 'not JSON' });
    expect(records[7]).toMatchObject({ exit: { code: 3, signal: null }, detail: 'exited with code 3' });
  });

  it('drops a torn last line (no newline, not JSON) with a warning', () => {
    const read = readTraceJsonl(lines(header, ping, '{"t":12,"conn":"c1","kind":"mess'));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.records).toHaveLength(1);
    expect(read.value.warnings).toEqual([expect.stringMatching(/^line 3 was dropped: it is incomplete/)]);
  });

  it('keeps a complete last line that merely lacks its newline', () => {
    const read = readTraceJsonl(lines(header, ping, pong));
    expect(read.ok && read.value.records.length).toBe(2);
  });

  it('skips a broken line nested 20,000 deep like any broken line, instead of overflowing the stack', () => {
    const deep = `{"t":12,"conn":"c1","kind":"message","dir":"in","msg":${'{"a":'.repeat(20_000)}`;
    const read = readTraceJsonl(`${lines(header, ping, deep, pong)}\n`);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.records.map((record) => record.seq)).toEqual([1, 2]);
    expect(read.value.warnings).toEqual([expect.stringMatching(/^line 3: /)]);
  });

  it('skips a broken line anywhere else, naming it, and keeps the records around it', () => {
    const read = readTraceJsonl(`${lines(header, ping, '{"t":12,"conn":"c1","kind":"mess', pong)}\n`);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.records.map((record) => record.seq)).toEqual([1, 2]);
    expect(read.value.warnings).toEqual([expect.stringMatching(/^line 3: expected a JSON object, got "\{\\"t\\":12/)]);
    // A terminated last line was written whole, so a broken one is corruption, not a torn write.
    const last = readTraceJsonl(`${lines(header, ping, '{"t":12,')}\n`);
    expect(last.ok && last.value.warnings).toEqual([expect.stringMatching(/^line 3: expected a JSON object/)]);
  });

  it('names the line, the kind and what was expected for a record of the wrong shape', () => {
    const problem = (record: unknown) => {
      const read = readTraceJsonl(lines(header, record, ping));
      if (!read.ok) throw new Error(read.error.message);
      expect(read.value.records).toHaveLength(1);
      return read.value.warnings[0];
    };
    expect(problem({ t: 1, conn: 'c1', kind: 'bogus' })).toBe('line 2: expected a JSON object with "kind" one of message|lifecycle|stderr|note|client-error|http|app|app-csp|span, got "bogus"');
    expect(problem({ ...ping, dir: 'sideways' })).toBe('line 2: record kind \'message\': expected "dir" to be "out" or "in", got "sideways"');
    expect(problem({ ...ping, t: '5' })).toBe('line 2: record kind \'message\': expected "t" to be a valid time in ms since the header\'s createdAt, got "5"');
    expect(problem({ t: 1, conn: 'c1', kind: 'message', dir: 'in' })).toBe('line 2: record kind \'message\': expected a message record to hold "msg" or "raw", got nothing');
    expect(problem({ t: 1, conn: 'c1', kind: 'lifecycle', state: 'ready', exit: { code: '1' } })).toMatch(/^line 2: record kind 'lifecycle': expected "exit" to be/);
    expect(problem([1, 2])).toBe('line 2: expected a JSON object with "kind" one of message|lifecycle|stderr|note|client-error|http|app|app-csp|span, got an array of 2');
    expect(problem({ t: 1, conn: 'c1', kind: 'http', request: { method: 'POST', url: '/mcp' } })).toMatch(/^line 2: record kind 'http': expected "request" to be \{"method": string/);
    expect(problem({ t: 1, conn: 'c1', kind: 'http', request: { method: 'GET', url: '/mcp', headers: {} }, response: { status: '200', headers: {} } })).toMatch(/^line 2: record kind 'http': expected "response"/);
  });

  // Issue 18: replay speaks the era a session recorded, and compares its server/discover answer.
  it("keeps a lifecycle record's era decision, without the writer's probe record numbers", () => {
    const era = { setting: 'auto', era: 'modern', reason: { kind: 'probe-answered' }, discover: { supportedVersions: ['2026-07-28'] }, probeSeqs: { request: 3, response: 5 } };
    const refused = { setting: 'modern', reason: { kind: 'pin-refused', failure: { how: 'rpc-error', error: { code: -32601, message: 'Method not found' } } } };
    const read = readTraceJsonl(lines(header, { t: 1, conn: 'c1', kind: 'lifecycle', state: 'ready', era }, { t: 2, conn: 'c1', kind: 'lifecycle', state: 'failed', era: refused }));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.records.map((record) => record.kind === 'lifecycle' && record.era)).toEqual([
      { setting: 'auto', era: 'modern', reason: { kind: 'probe-answered' }, discover: { supportedVersions: ['2026-07-28'] } },
      refused,
    ]);
    const bad = readTraceJsonl(lines(header, { t: 1, conn: 'c1', kind: 'lifecycle', state: 'ready', era: { setting: 'sometimes', reason: { kind: 'pinned' } } }));
    expect(bad.ok && bad.value.warnings).toEqual([expect.stringMatching(/^line 2: record kind 'lifecycle': expected "era.setting" one of auto\|legacy\|modern/)]);
  });

  // Issue 17, finding 7: these blanked the viewer and crashed `mcpscope export`.
  it('skips a record whose time no Date can hold, or that nests 6,000 deep, and shows the rest', () => {
    const deep = `${'['.repeat(6000)}${']'.repeat(6000)}`;
    const read = readTraceJsonl(lines(header, { ...ping, t: 1e16 }, { ...ping, t: -1e20 }, `{"t":1,"conn":"c1","kind":"message","dir":"in","msg":{"jsonrpc":"2.0","id":1,"result":${deep}}}`, pong));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.records).toEqual([expect.objectContaining({ seq: 1, msg: expect.objectContaining({ result: {} }) as unknown })]);
    expect(read.value.warnings).toEqual([
      'line 2: record kind \'message\': expected "t" to be a valid time in ms since the header\'s createdAt, got 10000000000000000',
      'line 3: record kind \'message\': expected "t" to be a valid time in ms since the header\'s createdAt, got -100000000000000000000',
      'line 4: record kind \'message\': expected JSON nested at most 256 levels deep, got deeper',
    ]);
  });

  it('checks the header', () => {
    expect(error(lines({ ...header, format: 'other' }, ping))).toMatchObject({ line: 1, message: expect.stringMatching(/^line 1: expected the header \{"format":"mcpscope-trace"/) as unknown });
    expect(error(lines({ ...header, createdAt: 'yesterday' })).message).toBe('line 1: expected "createdAt" to be an ISO-8601 time, got "yesterday"');
    expect(error(lines({ ...header, target: { transport: 'carrier-pigeon' } })).message).toMatch(/^line 1: expected "target" to be a connection target/);
    expect(error('')).toMatchObject({ code: 'trace_empty' });
    expect(error('{"format":"mcpscope-tr')).toMatchObject({ code: 'trace_syntax', line: 1, message: 'line 1: the header is incomplete (the writer stopped mid-line)' });
  });

  it('refuses a newer format version clearly', () => {
    expect(error(lines({ ...header, version: 2, mcpscopeVersion: '3.0.0' }, ping))).toEqual({
      code: 'trace_version',
      line: 1,
      message: 'this trace is format version 2, written by a newer mcpscope (3.0.0); this build reads version 1: upgrade mcpscope to open it',
    });
  });

  it('tolerates CRLF line ends and blank lines', () => {
    const read = readTraceJsonl(`${lines(header, ping).replace('\n', '\r\n')}\r\n\r\n`);
    expect(read.ok && read.value.records.length).toBe(1);
  });

  it("reads an MCP App's records and skips a malformed one with what was expected (issue 21)", () => {
    const uri = 'ui://get-time/mcp-app.html';
    const app = { t: 20, conn: 'c1', kind: 'app', dir: 'from-app', view: 'v1', uri, call: 2, msg: { jsonrpc: '2.0', id: 0, method: 'ui/initialize' }, extra: 'dropped' };
    const csp = { t: 21, conn: 'c1', kind: 'app-csp', view: 'v1', uri, directive: 'connect-src', blockedUri: 'https://telemetry.example.com' };
    const read = readTraceJsonl(`${lines(
      header,
      ping,
      app,
      csp,
      { ...app, dir: 'out' },
      { ...app, call: 'two' },
      { ...csp, view: undefined },
      { ...csp, blockedUri: 7 },
    )}\n`);
    if (!read.ok) throw new Error(read.error.message);
    const { extra: _extra, ...known } = app;
    expect(read.value.records.slice(1)).toEqual([
      { ...known, seq: 2, t: START + 20 },
      { ...csp, seq: 3, t: START + 21 },
    ]);
    expect(read.value.warnings).toEqual([
      'line 5: record kind \'app\': expected "dir" to be "to-app" or "from-app", got "out"',
      'line 6: record kind \'app\': expected "call" to be a record number, got "two"',
      'line 7: record kind \'app-csp\': expected "view" to be a string, got nothing',
      'line 8: record kind \'app-csp\': expected "blockedUri" to be a string, got 7',
    ]);
  });

  it("reads the spans a server sent to mcpscope's OTLP receiver and skips a span whose ids or times are not OTLP's (issue 23)", () => {
    const span = { traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), parentSpanId: 'c'.repeat(16), name: 'db.query', kind: 1, startTimeUnixNano: '1700000000000000000', endTimeUnixNano: '1700000000005000000', attributes: [{ key: 'db.query.text', value: { stringValue: 'SELECT 1' } }] };
    const received = { t: 30, conn: 'c1', kind: 'span', span, service: 'otel-fixture' };
    const read = readTraceJsonl(`${lines(
      header,
      ping,
      received,
      { t: 31, conn: 'otlp', kind: 'span', span: { ...span, parentSpanId: '' }, unmatched: true },
      { ...received, span: { ...span, traceId: 'A'.repeat(32) } },
      { ...received, span: { ...span, startTimeUnixNano: 'soon' } },
      { ...received, unmatched: false },
    )}\n`);
    if (!read.ok) throw new Error(read.error.message);
    const { parentSpanId: _parent, ...root } = span;
    expect(read.value.records.slice(1)).toEqual([
      { ...received, seq: 2, t: START + 30 },
      { t: START + 31, conn: 'otlp', kind: 'span', span: root, unmatched: true, seq: 3 },
    ]);
    expect(read.value.warnings).toEqual([
      'line 5: record kind \'span\': expected "span" to be an OTLP/JSON span: "traceId" must be 32 lower-case hex digits',
      'line 6: record kind \'span\': expected "span" to be an OTLP/JSON span: "startTimeUnixNano" must be nanoseconds since the epoch',
      'line 7: record kind \'span\': expected "unmatched" to be true when present, got false',
    ]);
  });
});
