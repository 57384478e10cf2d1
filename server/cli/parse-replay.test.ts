import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './parse-args';

const context = { env: {}, cwd: '/work' };

describe('mcpscope replay arguments', () => {
  it('reads the trace, the target, the format, the ignore rules and the timeout', () => {
    const parsed = parseCommandLine(['replay', 'traces/a.jsonl', '--stdio', 'node server.js', '--format', 'json', '--ignore', '/result/content/*/text', '--ignore', 'result.meta', '--timeout', '5000'], context);
    expect(parsed).toEqual({
      ok: true,
      command: {
        kind: 'replay',
        options: {
          trace: '/work/traces/a.jsonl',
          target: { transport: 'stdio', command: 'node', args: ['server.js'] },
          format: 'json',
          ignore: [['result', 'content', '*', 'text'], ['result', 'meta']],
          timeoutMs: 5000,
        },
      },
    });
  });

  it('defaults to text and a 30 s timeout, and takes --url with headers', () => {
    const parsed = parseCommandLine(['replay', '/t.har', '--url', 'http://127.0.0.1:3000/mcp', '--header', 'Authorization: Bearer x'], context);
    expect(parsed).toMatchObject({ ok: true, command: { options: { format: 'text', timeoutMs: 30_000, ignore: [], target: { transport: 'http', headers: { Authorization: 'Bearer x' } } } } });
  });

  it.each([
    [['replay', '--stdio', 'x'], 'needs a trace file'],
    [['replay', 'a.jsonl'], 'needs a server to replay against'],
    [['replay', 'a.jsonl', 'b.jsonl', '--stdio', 'x'], 'unexpected argument "b.jsonl"'],
    [['replay', 'a.jsonl', '--stdio', 'x', '--format', 'sarif'], '--format must be text or json'],
    [['replay', 'a.jsonl', '--stdio', 'x', '--ignore', '/a//b'], 'empty segment'],
    [['replay', 'a.jsonl', '--stdio', 'x', '--timeout', '0'], '--timeout must be a positive number'],
    [['replay', 'a.jsonl', '--stdio', 'x', '--config', 'mcp.json'], 'Unknown option'],
  ])('refuses %j', (argv, message) => {
    const parsed = parseCommandLine(argv, context);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.usageError).toContain(message);
  });
});
