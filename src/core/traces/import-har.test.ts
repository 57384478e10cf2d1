import { describe, expect, it } from 'vitest';
import { repairMisdecodedUtf8, sseEvents } from './har-body';
import { importHar } from './import-har';

const START = '2026-01-01T00:00:00.000Z';
const URL_ = 'https://mcp.example.test/mcp';
const json = (value: unknown) => JSON.stringify(value);

interface EntryOptions {
  method?: string;
  body?: unknown;
  requestHeaders?: Record<string, string>;
  status?: number;
  type?: string;
  text?: string;
  encoding?: string;
  responseHeaders?: Record<string, string>;
  offset?: number;
}

function entry(o: EntryOptions) {
  const headers = (h: Record<string, string> = {}) => Object.entries(h).map(([name, value]) => ({ name, value }));
  return {
    startedDateTime: new Date(Date.parse(START) + (o.offset ?? 0)).toISOString(),
    time: 100,
    request: { method: o.method ?? 'POST', url: URL_, headers: headers(o.requestHeaders), ...(o.body !== undefined ? { postData: { mimeType: 'application/json', text: json(o.body) } } : {}) },
    response: { status: o.status ?? 200, statusText: 'OK', headers: headers({ 'content-type': o.type ?? 'application/json', ...o.responseHeaders }), content: { mimeType: o.type ?? 'application/json', text: o.text ?? '', ...(o.encoding ? { encoding: o.encoding } : {}) } },
    timings: { blocked: -1, dns: -1, connect: -1, send: 0, wait: 20, receive: 80 },
  };
}

const har = (...entries: unknown[]) => ({ log: { version: '1.2', entries } });

function imported(value: unknown) {
  const result = importHar(value);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('importHar', () => {
  it('reads JSON bodies, batches, session ids and skips what is not MCP', () => {
    const trace = imported(har(
      { ...entry({ method: 'GET', type: 'text/html', text: '<html>' }), request: { method: 'GET', url: 'https://mcp.example.test/', headers: [] } },
      entry({
        body: { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} },
        text: json({ jsonrpc: '2.0', id: 1, result: {} }),
        responseHeaders: { 'Mcp-Session-Id': 'abc' },
      }),
      entry({ method: 'OPTIONS', offset: 150 }),
      entry({
        offset: 200,
        requestHeaders: { 'mcp-session-id': 'abc' },
        body: [{ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { jsonrpc: '2.0', method: 'notifications/initialized' }],
        text: json([{ jsonrpc: '2.0', id: 2, result: { tools: [] } }]),
      }),
    ));
    expect(trace.records.map((r) => [r.t - Date.parse(START), r.kind, r.kind === 'message' ? r.dir : '', r.conn])).toEqual([
      [0, 'message', 'out', 'abc'],
      [20, 'http', '', 'abc'],
      [20, 'note', '', 'abc'],
      [100, 'message', 'in', 'abc'],
      [200, 'message', 'out', 'abc'],
      [200, 'message', 'out', 'abc'],
      [220, 'http', '', 'abc'],
      [300, 'message', 'in', 'abc'],
    ]);
    expect(trace.header.target).toEqual({ transport: 'http', url: URL_ });
    expect(trace.warnings).toContain('2 of 4 HAR entries are not MCP traffic and were skipped');
  });

  it('spreads the events of an SSE body over its life and says so', () => {
    const sse = ['event: message', 'data: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}}', '', 'id: 7', 'data: {"jsonrpc":"2.0","id":1,"result":{}}', '', ''].join('\n');
    const trace = imported(har(entry({ body: { jsonrpc: '2.0', id: 1, method: 'tools/call' }, type: 'text/event-stream', text: sse })));
    expect(trace.records.map((r) => [r.t - Date.parse(START), r.kind])).toEqual([[0, 'message'], [20, 'http'], [60, 'message'], [100, 'message']]);
    expect(trace.warnings.join()).toMatch(/spread evenly/);
  });

  it('decodes base64 bodies and repairs UTF-8 stored as windows-1252', () => {
    const text = json({ jsonrpc: '2.0', id: 1, result: { text: 'Server – ready 🎉' } });
    const utf8 = new TextEncoder().encode(text);
    const base64 = btoa(String.fromCharCode(...utf8));
    const misdecoded = new TextDecoder('windows-1252').decode(utf8);
    for (const content of [{ text: base64, encoding: 'base64' }, { text: misdecoded }]) {
      const trace = imported(har(entry({ body: { jsonrpc: '2.0', id: 1, method: 'x' }, ...content })));
      expect(trace.records.find((r) => r.kind === 'message' && r.dir === 'in')).toMatchObject({ msg: { result: { text: 'Server – ready 🎉' } } });
    }
  });

  it('reports HTTP errors and failed requests as client errors, and DELETE as the end of the session', () => {
    const trace = imported(har(
      entry({ body: { jsonrpc: '2.0', id: 1, method: 'x' }, status: 404, type: 'text/plain', text: 'Session not found' }),
      { ...entry({ body: { jsonrpc: '2.0', id: 2, method: 'y' }, status: 0 }), response: { status: 0, headers: [], content: {}, _failureText: 'net::ERR_CONNECTION_REFUSED' } },
      entry({ method: 'DELETE', requestHeaders: { 'mcp-session-id': 's' }, offset: 300 }),
    ));
    expect(trace.records.filter((r) => r.kind !== 'message' && r.kind !== 'http')).toMatchObject([
      { kind: 'client-error', message: `HTTP 404 OK for POST ${URL_} (entry 0): "Session not found"` },
      { kind: 'client-error', message: `POST ${URL_} (entry 1) failed: net::ERR_CONNECTION_REFUSED` },
      { kind: 'lifecycle', state: 'closed', conn: 's' },
    ]);
  });

  it('skips a bad entry, naming it and what was expected, and shows the rest', () => {
    expect(importHar({ log: {} })).toMatchObject({ ok: false, error: { message: 'expected a HAR object {"log":{"entries":[…]}}, got an object without log.entries' } });
    const ping = entry({ body: { jsonrpc: '2.0', id: 1, method: 'ping' } });
    const read = importHar(har({ ...entry({}), startedDateTime: 'soon' }, { startedDateTime: START, request: { method: 'POST' }, response: { status: 200 } }, ping));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.records).toEqual([expect.objectContaining({ kind: 'message', dir: 'out' }), expect.objectContaining({ kind: 'http', about: [1] })]);
    expect(read.value.warnings).toEqual([
      'entry 0 (log.entries[0]): expected "startedDateTime" to be an ISO-8601 time, got "soon"',
      'entry 1 (log.entries[1]): expected "request" with a string "method" and "url", got an object',
    ]);
    expect(importHar(har(entry({ method: 'GET', type: 'text/html' })))).toMatchObject({ ok: false, error: { code: 'trace_empty' } });
  });

  // Issue 17, finding 7: atob threw uncaught out of the importer, and a huge "time" made no Date.
  it('skips an entry whose body is not the base64 it says, and keeps times a Date can hold', () => {
    const bad = entry({ body: { jsonrpc: '2.0', id: 1, method: 'ping' }, text: '%%% not base64 %%%', encoding: 'base64' });
    const late = { ...entry({ body: { jsonrpc: '2.0', id: 2, method: 'ping' }, text: json({ jsonrpc: '2.0', id: 2, result: {} }) }), time: 1e300 };
    const read = importHar(har(bad, late));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.warnings).toContain('entry 0 (log.entries[0]): expected "response.content.text" to be base64, as its "encoding" says, got "%%% not base64 %%%"');
    expect(read.value.records.map((record) => record.t - Date.parse(START))).toEqual([0, 0, 0]);
  });
});

describe('HAR body helpers', () => {
  it('leaves ASCII and genuine text alone', () => {
    expect(repairMisdecodedUtf8('plain')).toBeUndefined();
    expect(repairMisdecodedUtf8('café au lait')).toBeUndefined();
    expect(repairMisdecodedUtf8('â€“')).toBe('–');
  });

  it('reports an SSE body cut off mid-event', () => {
    const { events, cutOff } = sseEvents('data: {"a":1}\n\ndata: {"b"');
    expect(events).toHaveLength(1);
    expect(cutOff).toBe(true);
  });
});
