import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, parseCommandLine, type ParsedCommandLine, type ServeOptions } from './parse-args';

const context = { env: {}, cwd: '/home/u/project' };

function serveOptions(argv: string[], env: Record<string, string> = {}): ServeOptions {
  const parsed = parseCommandLine(argv, { ...context, env });
  if (!parsed.ok || parsed.command.kind !== 'serve') throw new Error(`expected serve, got ${JSON.stringify(parsed)}`);
  return parsed.command.options;
}

function usageErrorOf(argv: string[]): string {
  const parsed: ParsedCommandLine = parseCommandLine(argv, context);
  if (parsed.ok) throw new Error(`expected a usage error for ${argv.join(' ')}`);
  return parsed.usageError;
}

describe('parseCommandLine: serve', () => {
  it('defaults to the demo server on 127.0.0.1:5577, opening a browser', () => {
    expect(serveOptions([])).toEqual({
      target: null,
      config: null,
      port: 5577,
      host: '127.0.0.1',
      open: true,
      allowRemote: false,
      allowOrigins: [],
      tracesDir: null,
      dev: false,
      openTrace: null,
      protocol: null,
      traceContext: false,
      otlpEndpoint: null,
      otlpReceiver: 0,
    });
  });

  it('runs the OTLP receiver on a free port unless --otlp-receiver names a port or says off (issue 23)', () => {
    expect(serveOptions(['--otlp-receiver', '4318'])).toMatchObject({ otlpReceiver: 4318 });
    expect(serveOptions(['--otlp-receiver', 'off'])).toMatchObject({ otlpReceiver: null });
    expect(usageErrorOf(['--otlp-receiver', 'on'])).toContain('--otlp-receiver must be a port from 0 to 65535, or off, not "on"');
  });

  it('takes --trace-context and an http(s) --otlp-endpoint (issue 23)', () => {
    expect(serveOptions(['--stdio', 'x', '--trace-context', '--otlp-endpoint', 'http://localhost:4318'])).toMatchObject({ traceContext: true, otlpEndpoint: 'http://localhost:4318' });
    expect(usageErrorOf(['--otlp-endpoint', 'localhost:4318'])).toContain('--otlp-endpoint must be an http(s) URL');
  });

  it('takes --protocol auto, legacy or modern, and refuses anything else', () => {
    expect(serveOptions(['--stdio', 'x', '--protocol', 'modern']).protocol).toBe('modern');
    expect(serveOptions(['--protocol', 'legacy']).protocol).toBe('legacy');
    expect(usageErrorOf(['--protocol', '2026-07-28'])).toContain('--protocol must be auto, legacy (2025-11-25 and older) or modern (2026-07-28 only)');
  });

  it('reads a stdio target, port 0, --no-open and the traces dir', () => {
    const options = serveOptions(['--stdio', 'npx -y "@scope/server" --flag', '--port', '0', '--no-open', '--traces-dir', 't']);
    expect(options.target).toEqual({ transport: 'stdio', command: 'npx', args: ['-y', '@scope/server', '--flag'] });
    expect(options.port).toBe(0);
    expect(options.open).toBe(false);
    expect(options.tracesDir).toBe(path.resolve('/home/u/project/t'));
  });

  it('reads an HTTP target with transport and repeated headers', () => {
    const options = serveOptions([
      '--url', 'http://127.0.0.1:3001/mcp', '--transport', 'sse',
      '--header', 'Authorization: Bearer abc:def', '--header', 'X-Trace:1',
    ]);
    expect(options.target).toEqual({
      transport: 'sse',
      url: 'http://127.0.0.1:3001/mcp',
      headers: { Authorization: 'Bearer abc:def', 'X-Trace': '1' },
    });
  });

  it('resolves --config against the working directory and starts no single target', () => {
    const options = serveOptions(['--config', '.vscode/mcp.json']);
    expect(options.config).toBe(path.resolve('/home/u/project/.vscode/mcp.json'));
    expect(options.target).toBeNull();
  });

  it('takes the same flags after an explicit serve', () => {
    expect(serveOptions(['serve', '--port', '0', '--no-open'])).toEqual(serveOptions(['--port', '0', '--no-open']));
  });

  it('never opens a browser under CI=true', () => {
    expect(serveOptions([], { CI: 'true' }).open).toBe(false);
  });

  it('accepts a remote host only with --dangerously-allow-remote', () => {
    expect(usageErrorOf(['--host', '0.0.0.0'])).toContain('--dangerously-allow-remote');
    expect(serveOptions(['--host', '0.0.0.0', '--dangerously-allow-remote']).allowRemote).toBe(true);
  });

  it('normalizes --allow-origin values', () => {
    expect(serveOptions(['--allow-origin', 'http://LOCALHOST:5173/', '--dev']).allowOrigins).toEqual(['http://localhost:5173']);
  });

  it.each([
    [['--stdio', 'a | b'], 'shell operator "|"'],
    [['--stdio', 'a', '--url', 'http://x'], 'either --stdio or --url'],
    [['--url', 'ftp://x'], 'http:// or https://'],
    [['--url', 'http://x', '--transport', 'ws'], 'http or sse'],
    [['--transport', 'sse'], 'only with --url'],
    [['--stdio', 'a', '--header', 'A: b'], 'only with --url'],
    [['--url', 'http://x', '--header', 'no colon'], 'Name: value'],
    [['--config', 'mcp.json', '--stdio', 'a'], 'either --config or --stdio'],
    [['--config', 'mcp.json', '--url', 'http://x'], 'either --config or --url'],
    [['--config', ''], '--config needs'],
    [['--config'], 'config'],
    [['--port', '70000'], '--port'],
    [['--port', 'abc'], '--port'],
    [['--allow-origin', 'http://localhost:5173/path'], '--allow-origin'],
    [['--bogus'], 'bogus'],
    [['--port'], 'port'],
    [['extra'], 'unknown command "extra"'],
    [['--no-open', 'extra'], 'unexpected argument "extra"'],
  ])('refuses %j', (argv, mention) => {
    expect(usageErrorOf(argv)).toContain(mention);
  });
});

describe('parseCommandLine: other commands', () => {
  it('routes help, version and record', () => {
    expect(parseCommandLine(['--help'], context)).toEqual({ ok: true, command: { kind: 'help', topic: null } });
    expect(parseCommandLine(['-v'], context)).toEqual({ ok: true, command: { kind: 'version' } });
    expect(parseCommandLine(['record', '--stdio', 'x'], context)).toMatchObject({ ok: true, command: { kind: 'record' } });
  });
});

describe('parseCommandLine: open', () => {
  it('takes one trace file, resolved against the working directory, and connects nothing', () => {
    const parsed = parseCommandLine(['open', 'traces/session.jsonl', '--port', '0', '--no-open'], context);
    expect(parsed).toMatchObject({ ok: true, command: { kind: 'serve', options: { openTrace: path.resolve('/home/u/project/traces/session.jsonl'), target: null, config: null, port: 0, open: false } } });
  });

  it('refuses a missing trace, a second one, and flags that would connect a server', () => {
    expect(usageErrorOf(['open'])).toMatch(/needs a trace file/);
    expect(usageErrorOf(['open', 'a.jsonl', 'b.jsonl'])).toMatch(/unexpected argument "b.jsonl"/);
    expect(usageErrorOf(['open', 'a.jsonl', '--stdio', 'node server.js'])).toMatch(/--stdio does not apply/);
    expect(usageErrorOf(['open', 'a.jsonl', '--host', '0.0.0.0'])).toMatch(/refusing to listen on non-loopback/);
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback from the rest', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'example.com', '127.0.0.1.evil.example']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
