/**
 * A HAR entry becomes an `http` record shaped like the one the bridge writes live (issue 18,
 * item 8), so the message log shows an imported request's headers and status on its row.
 */
import { describe, expect, it } from 'vitest';
import type { HttpRecord } from '../wire-http';
import type { WireRecord } from '../wire';
import { harHttpHeaders } from './import-har-http';
import { importHar } from './import-har';
import { checkRecord } from './record-shape';

const START = Date.parse('2026-07-28T09:00:00.000Z');
const URL_ = 'https://mcp.example.test/mcp';
const MODERN = '2026-07-28';
const json = (value: unknown) => JSON.stringify(value);
const pairs = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => ({ name, value }));

interface EntryOptions {
  offset?: number;
  method?: string;
  body?: unknown;
  requestHeaders?: Record<string, string>;
  status?: number;
  statusText?: string;
  type?: string;
  text?: string;
  failure?: string;
}

function entry(o: EntryOptions) {
  return {
    startedDateTime: new Date(START + (o.offset ?? 0)).toISOString(),
    time: 50,
    request: { method: o.method ?? 'POST', url: URL_, headers: pairs(o.requestHeaders ?? {}), ...(o.body !== undefined ? { postData: { mimeType: 'application/json', text: json(o.body) } } : {}) },
    response: {
      status: o.status ?? 200,
      statusText: o.statusText ?? 'OK',
      headers: pairs(o.type ? { 'Content-Type': o.type } : {}),
      content: { mimeType: o.type ?? 'x-unknown', text: o.text ?? '' },
      ...(o.failure ? { _failureText: o.failure } : {}),
    },
    timings: { blocked: -1, dns: -1, connect: -1, send: 0, wait: 10, receive: 40 },
  };
}

function records(...entries: unknown[]): WireRecord[] {
  const result = importHar({ log: { version: '1.2', entries } });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.records;
}

const httpRecords = (all: WireRecord[]) => all.filter((r): r is HttpRecord => r.kind === 'http');
const modernHeaders = (method: string, name?: string) => ({ 'Content-Type': 'application/json', 'MCP-Protocol-Version': MODERN, 'Mcp-Method': method, ...(name ? { 'Mcp-Name': name } : {}) });

describe('HAR entries as http records', () => {
  it('a 2026-07-28 request: its headers as sent, the status and response headers, timed at the first byte, linked to its message', () => {
    const call = { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_weather', arguments: { region: 'eu-west' } } };
    const all = records(entry({
      body: call,
      requestHeaders: { ...modernHeaders('tools/call', 'get_weather'), 'Mcp-Param-Region': 'eu-west', Authorization: 'Bearer sk-live-123', ':authority': 'mcp.example.test' },
      type: 'application/json',
      text: json({ jsonrpc: '2.0', id: 3, result: { content: [], resultType: 'complete' } }),
    }));
    expect(all.map((r) => r.kind)).toEqual(['message', 'http', 'message']);
    const [http] = httpRecords(all);
    expect(http).toEqual({
      seq: 2,
      t: START + 10,
      conn: 'http',
      kind: 'http',
      request: {
        method: 'POST',
        url: URL_,
        headers: {
          'content-type': 'application/json',
          'mcp-protocol-version': MODERN,
          'mcp-method': 'tools/call',
          'mcp-name': 'get_weather',
          'mcp-param-region': 'eu-west',
          // Masked as the bridge's fetch masks it live.
          authorization: 'Bearer •••',
        },
      },
      response: { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' } },
      about: [1],
    });
    expect(all[0]).toMatchObject({ kind: 'message', dir: 'out', msg: call });
  });

  it('writes the same record a trace file reads back', () => {
    const [, http] = records(entry({ body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, requestHeaders: modernHeaders('tools/list'), type: 'application/json', text: json({ jsonrpc: '2.0', id: 1, result: { tools: [] } }) }));
    const { seq: _seq, t, ...line } = http!;
    expect(checkRecord({ ...line, t: t - START }, START)).toEqual({ ok: true, record: { ...line, t } });
  });

  it('a batch links every member, a notification answered 202 with no body links its message, a stream without a body links nothing', () => {
    const all = records(
      entry({ body: [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { jsonrpc: '2.0', id: 2, method: 'prompts/list' }], type: 'application/json', text: json([{ jsonrpc: '2.0', id: 1, result: {} }, { jsonrpc: '2.0', id: 2, result: {} }]) }),
      entry({ offset: 100, body: { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'listen:0' } }, status: 202, statusText: 'Accepted' }),
      entry({ offset: 200, method: 'GET', requestHeaders: { Accept: 'text/event-stream', 'Mcp-Session-Id': 's1' }, status: 405, statusText: 'Method Not Allowed' }),
    );
    const [batch, accepted, get] = httpRecords(all);
    expect(batch!.about).toEqual([1, 2]);
    expect(all.filter((r) => batch!.about!.includes(r.seq)).map((r) => r.kind === 'message' && r.msg?.method)).toEqual(['tools/list', 'prompts/list']);
    expect(accepted).toMatchObject({ response: { status: 202, statusText: 'Accepted' } });
    expect(all.find((r) => r.seq === accepted!.about![0])).toMatchObject({ kind: 'message', msg: { method: 'notifications/cancelled' } });
    expect(get).toMatchObject({ request: { method: 'GET', headers: { accept: 'text/event-stream', 'mcp-session-id': 's1' } }, response: { status: 405 } });
    expect(get!.about).toBeUndefined();
  });

  it('a refused request and one that got no answer are there too, as the live recording shows them', () => {
    const refusal = { jsonrpc: '2.0', id: 'r1', error: { code: -32020, message: 'Bad Request: the request headers and body disagree' } };
    const all = records(
      entry({ body: { jsonrpc: '2.0', id: 'r1', method: 'tools/call', params: { name: 'echo' } }, requestHeaders: modernHeaders('tools/list', 'echo'), status: 400, statusText: 'Bad Request', type: 'application/json', text: json(refusal) }),
      { ...entry({ offset: 100, body: { jsonrpc: '2.0', id: 2, method: 'tools/list' } }), response: { status: 0, headers: [], content: {}, _failureText: 'net::ERR_CONNECTION_REFUSED' } },
    );
    const [refused, unanswered] = httpRecords(all);
    expect(refused).toMatchObject({ response: { status: 400, statusText: 'Bad Request' }, about: [1] });
    // The JSON-RPC error still answers its request.
    expect(all.find((r) => r.kind === 'message' && r.dir === 'in')).toMatchObject({ msg: refusal });
    expect(unanswered).toMatchObject({ t: START + 150, error: 'net::ERR_CONNECTION_REFUSED' });
    expect(unanswered!.response).toBeUndefined();
    expect(all.find((r) => r.seq === unanswered!.about![0])).toMatchObject({ kind: 'message', dir: 'out', msg: { id: 2 } });
  });

  it('an SSE answer the page stopped reading keeps its headers, and a note says its messages are missing', () => {
    const all = records(entry({ body: { jsonrpc: '2.0', id: 'listen:0', method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true } } }, requestHeaders: modernHeaders('subscriptions/listen'), type: 'text/event-stream', failure: 'net::ERR_ABORTED' }));
    expect(all.map((r) => r.kind)).toEqual(['message', 'http', 'note']);
    expect(httpRecords(all)[0]).toMatchObject({ response: { status: 200, headers: { 'content-type': 'text/event-stream' } }, about: [1] });
    expect(all[2]).toMatchObject({ text: expect.stringMatching(/stopped reading the answer \(net::ERR_ABORTED\).*not here/) as unknown });
  });

  it('lower-cases names, joins a repeated field and leaves HTTP/2 pseudo-headers out', () => {
    expect(harHttpHeaders([{ name: ':status', value: '200' }, { name: 'Vary', value: 'Accept' }, { name: 'vary', value: 'Origin' }, { name: 'Set-Cookie', value: 'a=1' }])).toEqual({ vary: 'Accept, Origin', 'set-cookie': '•••' });
  });
});
