/**
 * `mcpscope record --stdio` (issue 5, item 7): a stdio shim that a host launches in place of the
 * server. Bytes pass through untouched in both directions (piped, never re-serialized, so the host
 * and the server see exactly what the other wrote); a copy of each line is recorded on the side.
 * Our stdout carries the server's stdout and nothing else: every diagnostic goes to stderr.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { constants } from 'node:os';
import type { Readable, Writable } from 'node:stream';
import type { StdioTarget } from '../../src/core/bridge-api';
import type { Direction, ProcessExit } from '../../src/core/wire';
import { lineFields, oversizeLineFields } from '../../src/core/wire-line';
import { describeExit } from '../connections/connect-errors';
import { cutStderrLine, LineSplitter, lineText, MAX_LINE_BYTES, oversizeText, type OversizeLine } from '../connections/line-splitter';
import { escalateStop, processTree } from '../connections/process-tree';
import { spawnServer } from '../connections/spawn-server';
import { recordSafely, type Recording } from './recording';

export interface ShimStreams {
  /** The host's side: what it writes to the server, where the server's answers go, our stderr. */
  input: Readable;
  output: Writable;
  errors: Writable;
}

/** MCP lifecycle, "Shutdown" (stdio): after stdin closes, the server gets this long per step. */
const EXIT_GRACE_MS = 2_000;
/** After the server exits its pipes may still hold unread output; wait briefly for 'close'. */
const DRAIN_MS = 500;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Runs until the server exits; resolves with the exit code to pass on to the host. */
export function runStdioShim(target: StdioTarget, recording: Recording, streams: ShimStreams): Promise<number> {
  const { errors } = streams;
  const log = (line: string) => errors.write(`mcpscope record: ${line}\n`);
  recording.record({ kind: 'lifecycle', state: 'connecting' });
  // No shell (issue 2, bridge security); the host's environment is the server's: it meant it for the server.
  // The server is the root of a tree that shutdown reaches whole (process-tree.ts).
  const spawned = spawnServer({ command: target.command, args: target.args, cwd: target.cwd, env: { ...process.env, ...target.env } });
  const notStarted = (detail: string): number => {
    log(detail);
    recording.record({ kind: 'lifecycle', state: 'failed', detail });
    return 127;
  };
  if (!spawned.ok) return Promise.resolve(notStarted(spawned.error.message));
  const child = spawned.value;
  return new Promise((resolve) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (child.pid !== undefined) return log(`server process error: ${error.message}`);
      resolve(notStarted(error.code === 'ENOENT' ? `command not found: ${target.command}` : `cannot start ${target.command}: ${error.message}`));
    });
    child.once('spawn', () => {
      recording.record({ kind: 'lifecycle', state: 'initializing' });
      void pipeThrough(child, recording, streams, log).then(resolve);
    });
  });
}

async function pipeThrough(child: ChildProcessWithoutNullStreams, recording: Recording, { input, output, errors }: ShimStreams, log: (line: string) => void): Promise<number> {
  const tree = processTree(child.pid!);
  let hostClosed = false;
  const message = (dir: Direction) => (line: string) => recording.message(dir, lineFields(line, dir === 'out' ? 'on stdin' : 'on stdout'));
  const oversizeMessage = (dir: Direction) => (line: OversizeLine) => recording.message(dir, oversizeLineFields(oversizeText(line), MAX_LINE_BYTES));
  const stderrLine = (line: string) => recording.record({ kind: 'stderr', line });
  const fromHost = tee(input, message('out'), oversizeMessage('out'));
  const fromServer = tee(child.stdout, message('in'), oversizeMessage('in'));
  const fromStderr = tee(child.stderr, stderrLine, (line) => stderrLine(cutStderrLine(line)));

  input.pipe(child.stdin);
  child.stdout.pipe(output, { end: false });
  child.stderr.pipe(errors, { end: false });
  // The server gone, or the host: neither is a crash of ours. Shutdown handles both.
  child.stdin.on('error', () => undefined);
  const hostGone = (): void => {
    if (hostClosed) return;
    hostClosed = true;
    child.stdin.end();
    void escalateStop(tree, EXIT_GRACE_MS);
  };
  input.once('end', hostGone);
  output.on('error', hostGone);
  const forward = (signal: NodeJS.Signals) => () => {
    hostClosed = true;
    tree.signal(signal);
  };
  const handlers = SIGNALS.map((signal) => [signal, forward(signal)] as const);
  for (const [signal, handler] of handlers) process.on(signal, handler);

  const exit = await new Promise<ProcessExit>((resolve) => {
    // 'close' alone also covers Windows, where cross-spawn reports a missing command as 'error', not 'exit' (lib/enoent.js).
    child.once('exit', (code, signal) => setTimeout(() => resolve({ code, signal }), DRAIN_MS).unref());
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
  for (const [signal, handler] of handlers) process.off(signal, handler);
  input.unpipe(child.stdin);
  fromHost.end();
  fromServer.end();
  fromStderr.end();
  // A clean end is one the host asked for, or a server that chose to stop with code 0.
  const clean = hostClosed || exit.code === 0;
  const detail = `The server process ${describeExit(exit)}.`;
  recording.record({ kind: 'lifecycle', state: clean ? 'closed' : 'failed', detail, exit });
  if (!clean) log(detail);
  // Grandchildren may outlive the leader; they hold no pipe of ours, but must not linger.
  tree.signal('SIGTERM');
  return exit.code ?? 128 + (constants.signals[exit.signal as NodeJS.Signals] ?? 0);
}

/** Copies a stream's lines to `onLine` without consuming it: the pipe still carries every byte. */
function tee(stream: Readable, onLine: (line: string) => void, onOversizeLine: (line: OversizeLine) => void): { end(): void } {
  const lines = new LineSplitter(
    (line) => recordSafely('a line', () => onLine(lineText(line))),
    (line) => recordSafely('a line', () => onOversizeLine(line)),
  );
  const onData = (chunk: Buffer | string) => lines.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  stream.on('data', onData);
  return {
    end: () => {
      stream.off('data', onData);
      lines.end();
    },
  };
}
