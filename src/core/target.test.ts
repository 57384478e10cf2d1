import { describe, expect, it } from 'vitest';
import { describeTarget, redactTarget, REDACTED, validateTarget } from './target';

describe('validateTarget', () => {
  it('accepts a stdio target and drops absent optional fields', () => {
    expect(validateTarget({ transport: 'stdio', command: 'node', args: ['s.js'] })).toEqual({ ok: true, value: { transport: 'stdio', command: 'node', args: ['s.js'] } });
  });

  it('refuses an empty command, non-string args and non-string env values', () => {
    expect(validateTarget({ transport: 'stdio', command: '  ', args: [] }).ok).toBe(false);
    expect(validateTarget({ transport: 'stdio', command: 'x', args: [1] }).ok).toBe(false);
    expect(validateTarget({ transport: 'stdio', command: 'x', args: [], env: { A: 1 } }).ok).toBe(false);
  });

  it('wants an http(s) URL for http and sse', () => {
    expect(validateTarget({ transport: 'http', url: 'http://127.0.0.1:3001/mcp' }).ok).toBe(true);
    expect(validateTarget({ transport: 'sse', url: 'file:///etc/passwd' }).ok).toBe(false);
    expect(validateTarget({ transport: 'http', url: 'not a url' }).ok).toBe(false);
    expect(validateTarget({ transport: 'websocket', url: 'ws://x' }).ok).toBe(false);
  });
});

describe('redactTarget', () => {
  it('masks env values, header values and URL passwords but keeps the names', () => {
    expect(redactTarget({ transport: 'stdio', command: 'srv', args: [], env: { API_KEY: 'sk-123' } })).toMatchObject({ env: { API_KEY: REDACTED } });
    const http = redactTarget({ transport: 'http', url: 'https://user:pw@example.com/mcp', headers: { Authorization: 'Bearer t' } });
    expect(http).toMatchObject({ headers: { Authorization: REDACTED } });
    expect(http.transport === 'http' && http.url).not.toContain('pw');
  });
});

describe('describeTarget', () => {
  it('names interpreters after their script and HTTP targets after their host', () => {
    expect(describeTarget({ transport: 'stdio', command: '/usr/bin/node', args: ['--import', 'file:///x/loader.mjs', '/srv/demo/main.ts'] })).toBe('node main.ts');
    expect(describeTarget({ transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-everything'] })).toBe('npx server-everything');
    expect(describeTarget({ transport: 'http', url: 'http://127.0.0.1:3001/mcp' })).toBe('127.0.0.1:3001');
  });
});
