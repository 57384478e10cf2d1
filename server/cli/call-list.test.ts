/**
 * `mcpscope call` and `mcpscope list` as a script runs them (issue 20): in-process, as cli.ts runs
 * them (output and exit code captured), against the demo server and server-everything over stdio,
 * one server-everything over Streamable HTTP, the 2026-07-28 fixture over stateless HTTP, and a
 * rude server that pages its lists and never answers a call. One run goes through the real binary, for its stdin.
 */
import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModernHttp, type ModernHttpServer } from '../../e2e/support/modern-server';
import { scaled } from '../../e2e/support/slowdown';
import { EVERYTHING, startHttpEverything } from '../connections/everything-http';
import { call } from './call';
import { list } from './list';
import { parseCommandLine } from './parse-args';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));
const DEMO = fileURLToPath(new URL('../../bin/mcpscope-demo.js', import.meta.url));
const LATE_RESPONDER = fileURLToPath(new URL('../connections/fixtures/late-responder.mjs', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `mcpscope <argv>` for call and list, with `stdin` as what `-` reads. */
async function run(argv: string[], stdin = ''): Promise<Run> {
  const parsed = parseCommandLine(argv, { env: {}, cwd: process.cwd() });
  if (!parsed.ok) return { code: 2, stdout: '', stderr: parsed.usageError };
  const out: string[] = [];
  const err: string[] = [];
  const io = { stdout: (line: string) => out.push(line), stderr: (line: string) => err.push(line), progress: () => undefined, color: false, exit: () => undefined as never };
  const { command } = parsed;
  if (command.kind !== 'call' && command.kind !== 'list') throw new Error(`not call or list: ${command.kind}`);
  const code = command.kind === 'call' ? await call(command.options, io, () => Promise.resolve(stdin)) : await list(command.options, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const names = (stdout: string) => (JSON.parse(stdout) as { name?: string; uriTemplate?: string }[]).map((item) => item.name);

// Each run starts or connects to a server, stdio ones probing the era in a process of their own first.
describe('mcpscope call and list', { timeout: scaled(90_000) }, () => {
  describe('against the demo server over stdio', () => {
    const demo = ['--stdio', `node ${DEMO}`];

    it('prints the result of a call as JSON, its arguments read from stdin with -', async () => {
      const { code, stdout } = await run(['call', ...demo, 'echo', '-'], '{"message":"from stdin"}');
      expect(JSON.parse(stdout)).toEqual({ content: [{ type: 'text', text: 'from stdin' }] });
      expect(code).toBe(0);
    });

    it('exits 1 with the result when the tool answers isError: true', async () => {
      const { code, stdout, stderr } = await run(['call', ...demo, 'failing_tool']);
      expect(JSON.parse(stdout)).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringContaining('503') as unknown }] });
      expect(stderr).toContain('failing_tool answered with isError: true');
      expect(code).toBe(1);
    });

    it('exits 1 with the JSON-RPC error on stdout, as JSON, for a tool the server does not have', async () => {
      const { code, stdout } = await run(['call', ...demo, 'no_such_tool', '{}']);
      expect(JSON.parse(stdout)).toEqual({ error: { code: -32602, message: 'Unknown tool: no_such_tool' } });
      expect(code).toBe(1);
    });
  });

  it('calls and lists server-everything over stdio', async () => {
    const everything = ['--stdio', `node ${EVERYTHING}`];
    const echo = await run(['call', ...everything, 'echo', '{"message":"over stdio"}']);
    expect(JSON.parse(echo.stdout)).toEqual({ content: [{ type: 'text', text: 'Echo: over stdio' }] });
    expect(echo.code).toBe(0);
    const tools = await run(['list', 'tools', ...everything]);
    expect(names(tools.stdout)).toEqual(expect.arrayContaining(['echo', 'get-sum', 'trigger-sampling-request']));
  });

  describe('against server-everything over Streamable HTTP', () => {
    let everything: ChildProcess | undefined;
    let url = '';
    beforeAll(async () => {
      const started = await startHttpEverything('streamableHttp');
      everything = started.child;
      url = started.url;
    });
    afterAll(() => everything?.kill());

    it('calls a tool', async () => {
      const { code, stdout } = await run(['call', '--url', url, 'get-sum', '{"a":2,"b":3}']);
      expect(JSON.parse(stdout)).toEqual({ content: [{ type: 'text', text: 'The sum of 2 and 3 is 5.' }] });
      expect(code).toBe(0);
    });

    it('refuses a sampling request no one is there to answer, so the call ends at once', async () => {
      const { code, stdout, stderr } = await run(['call', '--url', url, 'trigger-sampling-request', '{"prompt":"hi"}']);
      expect(stderr).toContain('the server sent sampling/createMessage; there is no one to answer it here, so it was refused');
      // server-everything reports the refusal as its tool's failure.
      expect(JSON.parse(stdout)).toMatchObject({ isError: true, content: [{ text: expect.stringContaining('User rejected sampling request') as unknown }] });
      expect(code).toBe(1);
    });

    it('lists tools, prompts, resources and templates', async () => {
      const tools = await run(['list', 'tools', '--url', url]);
      expect(names(tools.stdout)).toEqual(expect.arrayContaining(['echo', 'get-sum']));
      const prompts = await run(['list', 'prompts', '--url', url]);
      expect(names(prompts.stdout)).toContain('simple-prompt');
      const resources = await run(['list', 'resources', '--url', url]);
      expect(JSON.parse(resources.stdout)).not.toEqual([]);
      const templates = await run(['list', 'templates', '--url', url]);
      expect((JSON.parse(templates.stdout) as { uriTemplate: string }[]).map((template) => template.uriTemplate)).not.toEqual([]);
      expect([tools.code, prompts.code, resources.code, templates.code]).toEqual([0, 0, 0, 0]);
    });
  });

  describe('against the 2026-07-28 fixture over stateless HTTP', () => {
    let server: ModernHttpServer | undefined;
    beforeAll(async () => {
      server = await startModernHttp('modern-only');
    });
    afterAll(() => server?.stop());

    it('calls and lists as a 2026-07-28 client', async () => {
      const echo = await run(['call', '--url', server!.url, 'echo', '{"text":"modern"}']);
      expect(echo.code, echo.stderr).toBe(0);
      expect(JSON.parse(echo.stdout)).toMatchObject({ content: [{ type: 'text', text: 'modern (modern)' }] });
      const tools = await run(['list', 'tools', '--url', server!.url]);
      expect(names(tools.stdout)).toEqual(expect.arrayContaining(['echo', 'plan_trip']));
    });
  });

  describe('against a server that pages its lists and never answers a call', () => {
    // It answers no server/discover: --protocol legacy spares the era probe's wait.
    const rude = ['--stdio', `node ${LATE_RESPONDER}`, '--protocol', 'legacy'];

    it('follows every page and prints the items exactly as sent, malformed ones included', async () => {
      const { code, stdout } = await run(['list', 'tools', ...rude]);
      expect(JSON.parse(stdout)).toEqual([
        { name: 'answer_late', inputSchema: { type: 'object' } },
        { name: 'malformed', description: 'no inputSchema', extra: 42 },
      ]);
      expect(code).toBe(0);
    });

    it('exits 3 when the call gets no answer within --timeout', async () => {
      const { code, stdout, stderr } = await run(['call', ...rude, 'answer_late', '--timeout', String(scaled(3_000))]);
      expect(stdout).toBe('');
      expect(stderr).toContain('No answer to tools/call answer_late');
      expect(stderr).not.toContain('could not connect');
      expect(code).toBe(3);
    });
  });

  describe('a server named in an mcp.json (--config, --server)', () => {
    let sse: ChildProcess | undefined;
    let dir = '';
    /** A Cursor config: a url alone, which ends in /sse for a legacy SSE server (issue 20, item 8), and a stdio entry with its env. */
    let cursorConfig = '';
    beforeAll(async () => {
      const started = await startHttpEverything('sse');
      sse = started.child;
      dir = mkdtempSync(path.join(tmpdir(), 'mcpscope-call-list-config-'));
      cursorConfig = path.join(dir, 'mcp.json');
      const servers = {
        'everything sse': { url: started.url },
        'everything stdio': { command: process.execPath, args: [EVERYTHING, 'stdio'], env: { MCPSCOPE_CONFIG_MARKER: 'from the config' } },
      };
      writeFileSync(cursorConfig, JSON.stringify({ mcpServers: servers }));
    });
    afterAll(() => {
      sse?.kill();
      rmSync(dir, { recursive: true, force: true });
    });

    it('lists the tools of the entry --server names, a Cursor url ending in /sse over legacy SSE', async () => {
      const tools = await run(['list', 'tools', '--config', cursorConfig, '--server', 'everything sse']);
      expect(tools.code, tools.stderr).toBe(0);
      expect(names(tools.stdout)).toEqual(expect.arrayContaining(['echo', 'get-sum']));
    });

    it('calls a tool of a stdio entry, which starts with the env the file gives it', async () => {
      const env = await run(['call', '--config', cursorConfig, '--server', 'everything stdio', 'get-env']);
      expect(env.code, env.stderr).toBe(0);
      expect(env.stdout).toContain('from the config');
    });

    it('exits 2 naming the servers there are when --server names none of them, or is left out', async () => {
      const missing = await run(['list', 'tools', '--config', cursorConfig, '--server', 'notes']);
      expect(missing.stderr).toBe(`mcpscope list: ${cursorConfig} has no server "notes" to connect to; it has "everything sse", "everything stdio"`);
      expect(missing.code).toBe(2);
      const unnamed = await run(['call', '--config', cursorConfig, 'echo']);
      expect(unnamed.stderr).toBe(`mcpscope call: ${cursorConfig} holds 2 servers; name one with --server: "everything sse", "everything stdio"`);
      expect(unnamed.code).toBe(2);
    });
  });

  it('exits 3 when the server cannot be reached or started', async () => {
    const unreachable = await run(['call', '--url', 'http://127.0.0.1:9/mcp', 'echo', '--timeout', '5000']);
    expect(unreachable.stderr).toMatch(/could not connect to 127\.0\.0\.1:9/);
    expect(unreachable.code).toBe(3);
    const missing = await run(['list', 'tools', '--stdio', 'mcpscope-no-such-server']);
    expect(missing.stderr).toContain('command not found: mcpscope-no-such-server');
    expect(missing.code).toBe(3);
  });

  it('reads the arguments from the process\'s stdin with -, and exits 2 when they are no JSON object', async () => {
    // The binary, for its real stdin; the check comes before any server is started.
    const child = execFile(process.execPath, [BIN, 'call', '--stdio', 'mcpscope-no-such-server', 'echo', '-']);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    child.stdin?.end('[1]');
    const [code] = (await once(child, 'close')) as [number];
    expect(stderr).toContain("the tool's arguments must be a JSON object such as {\"message\":\"hi\"}, not [1]");
    expect(code).toBe(2);
  });
});
