import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './parse-args';
import { takeStdioArgv, targetFromFlags } from './target-flags';

const context = { env: {}, cwd: '/work' };
const SERVER = { transport: 'stdio', command: 'node', args: ['C:\\srv\\server.js', '--format', 'json', '"quoted"', '$HOME'] };

describe('--stdio -- <argv> (issue 19, item 6)', () => {
  it('takes every word after -- as the server argv, unsplit, on every command that starts a server', () => {
    const argv = ['--stdio', '--', 'node', 'C:\\srv\\server.js', '--format', 'json', '"quoted"', '$HOME'];
    expect(parseCommandLine(argv, context)).toMatchObject({ ok: true, command: { kind: 'serve', options: { target: SERVER } } });
    expect(parseCommandLine(['scan', '--format', 'sarif', ...argv], context)).toMatchObject({ ok: true, command: { kind: 'scan', options: { target: SERVER, format: 'sarif' } } });
    expect(parseCommandLine(['check', '--json', ...argv], context)).toMatchObject({ ok: true, command: { kind: 'check', options: { target: SERVER, json: true } } });
    expect(parseCommandLine(['replay', 'a.jsonl', ...argv], context)).toMatchObject({ ok: true, command: { kind: 'replay', options: { target: SERVER, trace: '/work/a.jsonl' } } });
    expect(parseCommandLine(['record', '--out', 'a.jsonl', ...argv], context)).toMatchObject({ ok: true, command: { kind: 'record', options: { target: SERVER } } });
  });

  it.each([
    [['scan', '--stdio', '--'], 'needs a command'],
    [['scan', '--stdio', 'node a.js', '--stdio', '--', 'node', 'b.js'], 'give --stdio once'],
    [['scan', '--url', 'http://a/mcp', '--stdio', '--', 'node'], 'either --stdio or --url'],
    [['scan', '--config', 'mcp.json', '--stdio', '--', 'node'], 'either --config or --stdio'],
    [['check', '--stdio', '--', 'FOO=1', 'node'], 'environment assignments'],
  ])('refuses %j', (argv, mention) => {
    expect(parseCommandLine(argv, context)).toMatchObject({ ok: false, usageError: expect.stringContaining(mention) as string });
  });

  it('leaves argv alone without `--stdio --`, and after an earlier --', () => {
    expect(takeStdioArgv(['--stdio', 'node s.js', '--url', 'x'])).toEqual({ flags: ['--stdio', 'node s.js', '--url', 'x'], stdioArgv: undefined });
    expect(takeStdioArgv(['a', '--', '--stdio', '--', 'b'])).toEqual({ flags: ['a', '--', '--stdio', '--', 'b'], stdioArgv: undefined });
  });

  it('checks an argv as it checks a split command line', () => {
    expect(targetFromFlags({ stdioArgv: ['npx', '-y', 'pkg'] })).toEqual({ ok: true, value: { transport: 'stdio', command: 'npx', args: ['-y', 'pkg'] } });
    expect(targetFromFlags({ stdioArgv: [''] })).toMatchObject({ ok: false, error: { message: expect.stringContaining('needs a command') as string } });
  });
});
