import { describe, expect, it } from 'vitest';
import type { WireRecord } from './wire';
import { editableRequestText, parseEditedRequest, resendPlan, resendRefusal } from './resend-request';

describe('re-sending a logged request', () => {
  it('edits method and params only: the bridge assigns the new id', () => {
    const text = editableRequestText({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'echo', arguments: { message: 'hi' } } });
    expect(JSON.parse(text)).toEqual({ method: 'tools/call', params: { name: 'echo', arguments: { message: 'hi' } } });
    expect(JSON.parse(editableRequestText({ jsonrpc: '2.0', id: 1, method: 'ping' }))).toEqual({ method: 'ping' });
  });

  it('says why initialize, notifications, server requests, recorded sessions and clipped requests cannot be re-sent', () => {
    const record: WireRecord = { kind: 'message', seq: 1, t: 0, conn: 'c1', dir: 'out', msg: {} };
    expect(resendRefusal({ kind: 'request', dir: 'out', method: 'tools/call', record }, false)).toBeUndefined();
    expect(resendRefusal({ kind: 'request', dir: 'out', method: 'initialize', record }, false)).toMatch(/handshake/);
    expect(resendRefusal({ kind: 'notification', dir: 'out', method: 'notifications/initialized', record }, false)).toMatch(/requests only/);
    expect(resendRefusal({ kind: 'request', dir: 'in', method: 'sampling/createMessage', record }, false)).toMatch(/server sent/);
    expect(resendRefusal({ kind: 'request', dir: 'out', method: 'tools/call', record }, true)).toMatch(/recorded/);
    const clipped: WireRecord = { ...record, clipped: [{ pointer: '/params/arguments/data', shownChars: 10, totalChars: 99 }] };
    expect(resendRefusal({ kind: 'request', dir: 'out', method: 'tools/call', record: clipped }, false)).toMatch(/preview/);
  });

  it('reads the edited text back, or says what is wrong with it', () => {
    expect(parseEditedRequest('{"method":"ping"}')).toEqual({ ok: true, request: { method: 'ping' } });
    expect(parseEditedRequest('{"method":')).toMatchObject({ ok: false, code: 'not-json' });
    expect(parseEditedRequest('{"params":{}}')).toMatchObject({ ok: false, code: 'not-a-request' });
    expect(parseEditedRequest('{"method":"ping","params":[1]}')).toMatchObject({ ok: false, code: 'not-a-request' });
  });

  it('sends tools/call through the call route and names what that route does not carry', () => {
    expect(resendPlan({ method: 'tools/call', params: { name: 'echo', arguments: { message: 'b' }, _meta: { progressToken: 3 } } })).toEqual({
      route: 'call',
      call: { tool: 'echo', arguments: { message: 'b' } },
      dropped: [],
    });
    expect(resendPlan({ method: 'tools/call', params: { name: 'slow', task: { ttl: 5000 }, extra: 1 } })).toEqual({
      route: 'call',
      call: { tool: 'slow', arguments: {}, task: { ttlMs: 5000 } },
      dropped: ['params.extra'],
    });
    expect(resendPlan({ method: 'tools/call', params: { arguments: {} } })).toMatchObject({ route: 'none' });
    expect(resendPlan({ method: 'prompts/get', params: { name: 'p' } })).toEqual({ route: 'rpc', rpc: { method: 'prompts/get', params: { name: 'p' } } });
  });
});
