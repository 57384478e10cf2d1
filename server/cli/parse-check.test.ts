import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './parse-args';

const context = { env: {}, cwd: '/work' };

function parsed(argv: string[]) {
  return parseCommandLine(['check', ...argv], context);
}

describe('mcpscope check arguments', () => {
  it('takes a stdio command line, split without a shell, with the defaults', () => {
    expect(parsed(['--stdio', 'node server.js --flag'])).toEqual({
      ok: true,
      command: { kind: 'check', options: { target: { transport: 'stdio', command: 'node', args: ['server.js', '--flag'] }, json: false, sarif: null, calls: [], timeoutMs: 15_000, conformance: true, modernOnly: false } },
    });
  });

  it('takes a URL with headers, JSON, SARIF to a file, tools to call, no conformance suite and a modern-only server', () => {
    const result = parsed(['--url', 'http://127.0.0.1:3000/mcp', '--header', 'Authorization: Bearer x', '--json', '--sarif', 'out.sarif', '--call', 'a', '--call', 'b', '--no-conformance', '--modern-only', '--timeout', '500']);
    expect(result).toEqual({
      ok: true,
      command: {
        kind: 'check',
        options: { target: { transport: 'http', url: 'http://127.0.0.1:3000/mcp', headers: { Authorization: 'Bearer x' } }, json: true, sarif: '/work/out.sarif', calls: ['a', 'b'], timeoutMs: 500, conformance: false, modernOnly: true },
      },
    });
  });

  it('refuses no server, two servers, a bad timeout and a stray argument', () => {
    expect(parsed([])).toEqual({ ok: false, usageError: 'check needs a server: --stdio "<command line>" or --url <url>', command: 'check' });
    expect(parsed(['--stdio', 'x', '--url', 'http://a/'])).toMatchObject({ ok: false, usageError: 'check: give either --stdio or --url, not both' });
    expect(parsed(['--stdio', 'x', '--timeout', '0'])).toMatchObject({ ok: false });
    expect(parsed(['--stdio', 'x', 'extra'])).toMatchObject({ ok: false, usageError: 'check: unexpected argument "extra"' });
  });
});
