import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './parse-args';

const context = { env: {}, cwd: '/work' };

function usageErrorOf(argv: string[]): string {
  const parsed = parseCommandLine(argv, context);
  return parsed.ok ? '' : parsed.usageError;
}

describe('mcpscope call arguments', () => {
  it('takes the server, the tool and its arguments as a JSON object, {} when none are given', () => {
    expect(parseCommandLine(['call', '--stdio', 'mcpscope-demo', 'echo', '{"message":"hi"}'], context)).toEqual({
      ok: true,
      command: { kind: 'call', options: { server: { kind: 'target', target: { transport: 'stdio', command: 'mcpscope-demo', args: [] } }, tool: 'echo', arguments: { message: 'hi' }, timeoutMs: 60_000, protocol: null } },
    });
    expect(parseCommandLine(['call', 'echo', '--url', 'http://127.0.0.1:3001/mcp', '--timeout', '500'], context)).toMatchObject({ ok: true, command: { options: { tool: 'echo', arguments: {}, timeoutMs: 500 } } });
    expect(parseCommandLine(['call', 'echo', '-', '--stdio', '--', 'node', 'server.js'], context)).toMatchObject({ ok: true, command: { options: { tool: 'echo', arguments: 'stdin', server: { target: { command: 'node', args: ['server.js'] } } } } });
  });

  it('refuses arguments that are no JSON object, a missing tool or server, and extra words', () => {
    expect(usageErrorOf(['call', '--stdio', 'x', 'echo', '{message: hi}'])).toMatch(/^call: the tool's arguments are not JSON \(.+\): \{message: hi\}$/);
    expect(usageErrorOf(['call', '--stdio', 'x', 'echo', '["hi"]'])).toBe('call: the tool\'s arguments must be a JSON object such as {"message":"hi"}, not ["hi"]');
    expect(usageErrorOf(['call', '--stdio', 'x'])).toContain('call needs the name of a tool');
    expect(usageErrorOf(['call', 'echo'])).toBe('call needs a server: --stdio "<command line>", --url <url> or --config <mcp.json> --server <name>');
    expect(usageErrorOf(['call', '--stdio', 'x', 'echo', '{}', 'more'])).toContain('call: unexpected argument "more"');
    expect(usageErrorOf(['call', '--stdio', 'x', 'echo', '--timeout', '0'])).toBe('call: --timeout must be a positive number of milliseconds, not "0"');
  });
});

describe('mcpscope list arguments', () => {
  it('takes tools, prompts, resources or templates (resources/templates/list)', () => {
    expect(parseCommandLine(['list', 'templates', '--url', 'http://127.0.0.1:3001/mcp', '--protocol', 'modern'], context)).toEqual({
      ok: true,
      command: { kind: 'list', options: { server: { kind: 'target', target: { transport: 'http', url: 'http://127.0.0.1:3001/mcp' } }, kind: 'resourceTemplates', timeoutMs: 30_000, protocol: 'modern' } },
    });
    for (const word of ['tools', 'prompts', 'resources']) expect(parseCommandLine(['list', word, '--stdio', 'x'], context)).toMatchObject({ ok: true, command: { options: { kind: word } } });
  });

  it('refuses another word, none, and a missing server', () => {
    expect(usageErrorOf(['list', 'toString', '--stdio', 'x'])).toBe('list: "toString" is not a list; the lists are tools, prompts, resources, templates');
    expect(usageErrorOf(['list', '--stdio', 'x'])).toBe('list needs what to list: tools, prompts, resources, templates');
    expect(usageErrorOf(['list', 'tools'])).toBe('list needs a server: --stdio "<command line>", --url <url> or --config <mcp.json> --server <name>');
  });
});

describe('a server of an mcp.json for call and list', () => {
  it('takes the file, resolved from the working directory, and the name of its entry, read when the command runs', () => {
    expect(parseCommandLine(['list', 'tools', '--config', '.cursor/mcp.json', '--server', 'notes'], context)).toMatchObject({
      ok: true,
      command: { kind: 'list', options: { server: { kind: 'config', file: '/work/.cursor/mcp.json', name: 'notes' } } },
    });
    expect(parseCommandLine(['call', '--config', '/etc/mcp.json', 'echo'], context)).toMatchObject({ ok: true, command: { options: { server: { kind: 'config', file: '/etc/mcp.json', name: undefined }, tool: 'echo' } } });
  });

  it('refuses --server without --config, and --config beside --stdio or --url', () => {
    expect(usageErrorOf(['call', '--stdio', 'x', '--server', 'notes', 'echo'])).toBe('call: --server names an entry of the file given with --config');
    expect(usageErrorOf(['list', 'tools', '--config', 'mcp.json', '--url', 'http://127.0.0.1:3001/mcp'])).toBe('list: give either --config or --url, not both');
  });
});
