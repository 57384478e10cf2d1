import { describe, expect, it } from 'vitest';
import { describeHeaders, requestHeadersToForward, responseHeadersToForward } from './http-headers';

describe('record --url headers', () => {
  const incoming = { host: '127.0.0.1:6000', connection: 'keep-alive', authorization: 'Bearer s3cret', cookie: 'sid=1', 'x-api-key': 'k', 'mcp-session-id': 'abc', origin: 'http://127.0.0.1:6000', accept: 'application/json, text/event-stream' };

  it('forwards credentials and MCP headers, but not hop-by-hop ones or the local origin', () => {
    const out = requestHeadersToForward(incoming);
    expect(Object.fromEntries(out)).toEqual({ authorization: 'Bearer s3cret', cookie: 'sid=1', 'x-api-key': 'k', 'mcp-session-id': 'abc', accept: 'application/json, text/event-stream' });
  });

  it('masks credential values when describing headers for the trace', () => {
    const text = describeHeaders(incoming);
    expect(text).not.toMatch(/s3cret|sid=1|: k\b/);
    expect(text).toContain('authorization: •••');
    expect(text).toContain('mcp-session-id: abc');
  });

  it('passes response headers on, minus the encoding fetch already undid, and keeps every Set-Cookie', () => {
    const headers = new Headers([['content-type', 'text/event-stream'], ['content-encoding', 'gzip'], ['mcp-session-id', 'abc'], ['set-cookie', 'a=1'], ['set-cookie', 'b=2']]);
    expect(responseHeadersToForward(headers)).toEqual({ 'content-type': 'text/event-stream', 'mcp-session-id': 'abc', 'set-cookie': ['a=1', 'b=2'] });
  });
});
