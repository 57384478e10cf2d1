import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './parse-args';

const context = { env: {}, cwd: '/work' };

describe('mcpscope mock arguments', () => {
  it('serves a trace over stdio by default, or over HTTP on a port', () => {
    expect(parseCommandLine(['mock', 'a.jsonl'], context)).toEqual({ ok: true, command: { kind: 'mock', options: { trace: '/work/a.jsonl', httpPort: null } } });
    expect(parseCommandLine(['mock', '/t/b.har', '--http', '0'], context)).toEqual({ ok: true, command: { kind: 'mock', options: { trace: '/t/b.har', httpPort: 0 } } });
  });

  it.each([
    [['mock'], 'mock needs a trace file'],
    [['mock', 'a.jsonl', 'b.jsonl'], 'unexpected argument "b.jsonl"'],
    [['mock', 'a.jsonl', '--http', '70000'], '--http must be a port from 0 to 65535, not "70000"'],
    [['mock', 'a.jsonl', '--http', 'x'], 'not "x"'],
    [['mock', 'a.jsonl', '--stdio', 'server'], "Unknown option '--stdio'"],
  ])('refuses %j', (argv, message) => {
    const parsed = parseCommandLine(argv, context);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.usageError).toContain(message);
  });
});
