import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord } from './parse-record';

const cwd = '/home/u/project';

function usageErrorOf(argv: string[]): string {
  const parsed = parseRecord(argv, cwd);
  return parsed.ok ? '' : parsed.usageError;
}

describe('parseRecord', () => {
  it('takes a stdio server, split into words, and an --out resolved against the working directory', () => {
    expect(parseRecord(['--stdio', 'node "my server.js" --flag', '--out', 'traces/a.jsonl'], cwd)).toEqual({
      ok: true,
      options: { target: { transport: 'stdio', command: 'node', args: ['my server.js', '--flag'] }, out: path.resolve(cwd, 'traces/a.jsonl'), tracesDir: null, port: 0 },
    });
  });

  it('takes a Streamable HTTP URL and a local port; without --out the traces directory is used', () => {
    expect(parseRecord(['--url', 'https://example.com/mcp', '--port', '6000'], cwd)).toEqual({
      ok: true,
      options: { target: { transport: 'http', url: 'https://example.com/mcp' }, out: null, tracesDir: null, port: 6000 },
    });
  });

  it('takes --traces-dir, the directory a bridge started with the same flag lists', () => {
    expect(parseRecord(['--stdio', 'node server.js', '--traces-dir', 'my-traces'], cwd)).toMatchObject({ ok: true, options: { out: null, tracesDir: path.resolve(cwd, 'my-traces') } });
  });

  it.each([
    [['--stdio', 'x', '--out', 'a.jsonl', '--traces-dir', 'd'], 'give one'],
    [[], 'needs the real server'],
    [['--stdio', 'x', '--url', 'http://a/mcp'], 'not both'],
    [['--stdio', 'x', '--port', '1'], '--port applies only with --url'],
    [['--url', 'http://a/mcp', '--port', '70000'], '--port must be'],
    [['--url', 'ftp://a'], '--url must be'],
    [['--stdio', 'x', 'extra'], 'unexpected argument "extra"'],
  ])('refuses %j', (argv, mention) => {
    expect(usageErrorOf(argv)).toContain(mention);
  });
});
