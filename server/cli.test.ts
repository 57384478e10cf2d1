/**
 * The real `mcpscope` process: the ready line, usage errors, a port in use, and no orphan server
 * after SIGTERM (issue 2, acceptance). `--dev` skips the UI build, which the e2e suite covers;
 * everything else is the production start-up path.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMAND_NAMES } from './cli/commands';
import { commandHelp } from './cli/usage';

const BIN = fileURLToPath(new URL('../bin/mcpscope.js', import.meta.url));
const READY_LINE = /^mcpscope ready at http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]{43}$/;

interface Run {
  child: ChildProcessWithoutNullStreams;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: Run[] = [];
const tempDirs: string[] = [];

function runCli(args: string[], env: NodeJS.ProcessEnv = { ...process.env, CI: 'true' }): Run {
  const child = spawn(process.execPath, [BIN, ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const run = { child, stdout: () => stdout, stderr: () => stderr, exited };
  started.push(run);
  return run;
}

// Generous: the bridge starts through tsx and probes a stdio server's era in a second process
// first; on a busy two-core machine that alone can take half a minute. A wait that passes ends early.
async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Child pids of `pid` whose command line mentions `needle`, read from /proc. */
/** The demo server as the bridge starts it: its sources through tsx, or its build under `npm test` (bin/run-entry.js). */
const DEMO_PROCESS = /server\/demo\/main\.ts|dist\/server\/demo\.js/;

function childrenRunning(pid: number, needle: string | RegExp): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.filter((child) => {
    if (!isAlive(child)) return false;
    const commandLine = readFileSync(`/proc/${child}/cmdline`, 'utf8');
    return typeof needle === 'string' ? commandLine.includes(needle) : needle.test(commandLine);
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A zombie still answers kill(0); it is dead for our purposes.
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** Every process's argv that mentions `needle`, as any local user can read them. */
function commandLinesContaining(needle: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (argv.includes(needle)) found.push(`${entry}: ${argv.replaceAll('\0', ' ')}`);
    } catch {
      // The process ended between readdir and read.
    }
  }
  return found;
}

/**
 * A browser for $BROWSER that writes the arguments it was started with and stays open, as a real
 * one would, until the test kills it.
 */
async function fakeBrowser(dir: string): Promise<{ path: string; seen: () => { pid: number; argv: string[] } | undefined }> {
  const script = path.join(dir, 'fake-browser');
  const seenFile = path.join(dir, 'browser-argv.json');
  await writeFile(
    script,
    `#!${process.execPath}\nrequire('node:fs').writeFileSync(${JSON.stringify(seenFile)}, JSON.stringify({ pid: process.pid, argv: process.argv.slice(2) }));\nsetInterval(() => {}, 1 << 30);\n`,
  );
  await chmod(script, 0o755);
  return {
    path: script,
    seen: () => {
      try {
        return JSON.parse(readFileSync(seenFile, 'utf8')) as { pid: number; argv: string[] };
      } catch {
        return undefined;
      }
    },
  };
}

async function tempTracesDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mcpscope-cli-'));
  tempDirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const run of started.splice(0)) {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
  }
  for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('mcpscope CLI', { timeout: 180_000 }, () => {
  it('prints exactly the ready line, and leaves no demo server behind after SIGTERM', async () => {
    const run = runCli(['--no-open', '--port', '0', '--dev', '--traces-dir', await tempTracesDir()]);
    const line = await waitFor(() => (run.stdout().includes('\n') ? run.stdout() : undefined), 'the ready line');
    expect(line.endsWith('\n')).toBe(true);
    expect(line.trimEnd()).toMatch(READY_LINE);

    const pid = run.child.pid!;
    const [demoPid] = await waitFor(() => {
      const found = childrenRunning(pid, DEMO_PROCESS);
      return found.length > 0 ? found : undefined;
    }, 'the demo server process');

    run.child.kill('SIGTERM');
    const exit = await run.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(isAlive(demoPid!)).toBe(false);
    expect(run.stdout().trimEnd().split('\n')).toHaveLength(1);
  });

  it('makes a 0755 traces folder owner-only on start, and writes the session trace 0600 (issue 17, finding 5)', async () => {
    const tracesDir = await tempTracesDir();
    await chmod(tracesDir, 0o755);
    const run = runCli(['--no-open', '--port', '0', '--dev', '--traces-dir', tracesDir]);
    await waitFor(() => (run.stdout().includes('\n') ? true : undefined), 'the ready line');
    expect(statSync(tracesDir).mode & 0o777).toBe(0o700);
    const trace = await waitFor(() => readdirSync(tracesDir).find((name) => name.endsWith('.jsonl')), 'the demo session trace');
    expect(statSync(path.join(tracesDir, trace)).mode & 0o777).toBe(0o600);
  });

  it('shuts down with its servers when its launcher is killed (npx does not forward SIGTERM)', async () => {
    const tracesDir = await tempTracesDir();
    // A launcher that dies without passing anything on to its child, as npm exec does on SIGTERM.
    const launcher = spawn('/bin/sh', ['-c', `"${process.execPath}" "${BIN}" --no-open --port 0 --dev --traces-dir "${tracesDir}" & wait`], {
      env: { ...process.env, CI: 'true' },
      stdio: 'ignore',
    });
    const launcherPid = launcher.pid!;
    const [bridgePid] = await waitFor(() => {
      const found = childrenRunning(launcherPid, 'mcpscope.js');
      return found.length > 0 ? found : undefined;
    }, 'the bridge process');
    const [demoPid] = await waitFor(() => {
      const found = childrenRunning(bridgePid!, DEMO_PROCESS);
      return found.length > 0 ? found : undefined;
    }, 'the demo server process');

    launcher.kill('SIGKILL');
    await waitFor(() => (isAlive(bridgePid!) ? undefined : true), 'the bridge to exit');
    await waitFor(() => (isAlive(demoPid!) ? undefined : true), 'the demo server to exit');
  });

  it('opens the browser on an owner-only launch page: the token is on no command line (issue 17, finding 1)', async () => {
    const dir = await tempTracesDir();
    const configDir = path.join(dir, 'config');
    const browser = await fakeBrowser(dir);
    const { CI: _ci, ...env } = process.env;
    const run = runCli(['--port', '0', '--dev', '--traces-dir', dir], { ...env, BROWSER: browser.path, MCPSCOPE_CONFIG_DIR: configDir });
    const [, url, token] = await waitFor(() => /^mcpscope ready at (\S+#token=([\w-]+))/m.exec(run.stdout()) ?? undefined, 'the ready line');
    const opened = await waitFor(browser.seen, 'the browser to start');
    try {
      expect(commandLinesContaining(token!)).toEqual([]);
      expect(opened.argv).toHaveLength(1);
      const launchPage = fileURLToPath(opened.argv[0]!);
      expect(path.dirname(launchPage)).toBe(configDir);
      expect(statSync(launchPage).mode & 0o777).toBe(0o600);
      expect(statSync(configDir).mode & 0o777).toBe(0o700);
      // The page sends the browser on to the printed URL, and that URL's token opens the API.
      expect(readFileSync(launchPage, 'utf8')).toContain(`location.replace(${JSON.stringify(url)})`);
      const api = await fetch(new URL('/api/connections', url), { headers: { authorization: `Bearer ${token}` } });
      expect(api.status).toBe(200);

      run.child.kill('SIGTERM');
      expect((await run.exited).code).toBe(0);
      expect(() => statSync(launchPage)).toThrow(/ENOENT/);
    } finally {
      process.kill(opened.pid, 'SIGKILL');
    }
  });

  it.each([
    [['--host', '0.0.0.0'], '--dangerously-allow-remote'],
    [['--stdio', 'a | b'], 'shell operator'],
    [['replay', 'trace.jsonl'], 'needs a server to replay against'],
  ])('exits 2 on %j', async (args, mention) => {
    const run = runCli(args);
    expect((await run.exited).code).toBe(2);
    expect(run.stderr()).toContain(mention);
    expect(run.stdout()).toBe('');
  });

  it.each(COMMAND_NAMES)('prints the help of %s on stdout and exits 0, with --quiet too', async (name) => {
    const run = runCli(['-q', name, '--help']);
    expect((await run.exited).code).toBe(0);
    expect(run.stdout()).toBe(commandHelp(name));
    expect(run.stderr()).toBe('');
  });

  it('exits 2 on help for an unknown command, naming the commands, and points a command\'s usage error at its help', async () => {
    const unknown = runCli(['help', 'scna']);
    expect((await unknown.exited).code).toBe(2);
    expect(unknown.stderr()).toContain(`unknown command "scna"; the commands are ${COMMAND_NAMES.join(', ')}`);
    const wrong = runCli(['scan', '--bogus']);
    expect((await wrong.exited).code).toBe(2);
    expect(wrong.stderr()).toContain('Run "mcpscope help scan" for usage.');
  });

  it('says why a scan could not connect without echoing the URL password or token it was given (issue 17, finding 2)', async () => {
    const run = runCli(['scan', '--url', 'http://ops:Url-Pa55-In-Target@127.0.0.1:1/mcp?access_token=qt-9bf31c7ff062936a96d3c8bd1f8f2ff3']);
    expect((await run.exited).code).toBe(3);
    expect(run.stderr()).toContain('http://ops:•••@127.0.0.1:1/mcp?access_token=•••');
    expect(run.stderr()).not.toContain('Url-Pa55-In-Target');
    expect(run.stderr()).not.toContain('qt-9bf31c7ff062936a96d3c8bd1f8f2ff3');
  });

  it('exits 1 with a clear message when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const run = runCli(['--no-open', '--dev', '--port', String(port), '--traces-dir', await tempTracesDir()]);
      expect((await run.exited).code).toBe(1);
      expect(run.stderr()).toContain('already in use');
    } finally {
      blocker.close();
    }
  });
});
