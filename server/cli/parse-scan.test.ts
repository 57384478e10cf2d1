import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './parse-args';

const context = { env: {}, cwd: '/work' };

function scanOptions(argv: string[]) {
  const parsed = parseCommandLine(['scan', ...argv], context);
  if (!parsed.ok || parsed.command.kind !== 'scan') throw new Error(JSON.stringify(parsed));
  return parsed.command.options;
}

function usageErrorOf(argv: string[]): string {
  const parsed = parseCommandLine(['scan', ...argv], context);
  return parsed.ok ? '' : parsed.usageError;
}

describe('mcpscope scan arguments', () => {
  it('splits --stdio into argv without a shell and defaults to text, no gating', () => {
    expect(scanOptions(['--stdio', 'mcpscope-demo --suspicious'])).toEqual({
      target: { transport: 'stdio', command: 'mcpscope-demo', args: ['--suspicious'] },
      config: null,
      format: 'text',
      failOn: null,
      timeoutMs: 30_000,
      asClients: [],
      protocol: null,
    });
  });

  it('takes --as-client once or repeated, trimmed, in order', () => {
    expect(scanOptions(['--stdio', 'x', '--as-client', 'claude-ai']).asClients).toEqual([{ name: 'claude-ai' }]);
    expect(scanOptions(['--stdio', 'x', '--as-client', ' cursor ', '--as-client', 'copilot']).asClients).toEqual([{ name: 'cursor' }, { name: 'copilot' }]);
  });

  it('takes a config path relative to the working directory, a format and a threshold', () => {
    expect(scanOptions(['--config', 'mcp.json', '--format', 'sarif', '--fail-on', 'high'])).toMatchObject({
      target: null,
      config: '/work/mcp.json',
      format: 'sarif',
      failOn: 'high',
    });
  });

  it.each([
    [[], 'scan needs a server'],
    [['--stdio', 'x', '--format', 'xml'], '--format must be text, json or sarif'],
    [['--stdio', 'x', '--fail-on', 'severe'], '--fail-on must be one of info, low, medium, high, critical'],
    [['--stdio', 'x', '--url', 'http://127.0.0.1:1/mcp'], 'either --stdio or --url'],
    [['--stdio', 'a | sh'], 'shell'],
    [['--stdio', 'x', '--timeout', 'soon'], '--timeout must be a positive number'],
    [['--stdio', 'x', '--as-client', ''], '--as-client: clientInfo.name must be a non-empty string'],
    [['--stdio', 'x', '--as-client', 'x'.repeat(101)], '--as-client: clientInfo.name must be at most 100 characters'],
    [['--stdio', 'x', '--protocol', 'newest'], 'scan: --protocol must be auto, legacy'],
  ])('refuses %j', (argv, mention) => {
    expect(usageErrorOf(argv)).toContain(mention);
  });
});
