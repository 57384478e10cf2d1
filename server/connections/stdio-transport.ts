/**
 * Our stdio client transport. The SDK's StdioClientTransport hides two things a debugger must
 * show: a non-JSON stdout line only reaches onerror (the raw text is lost), and a line failing
 * the SDK's message schema is rejected before any wrapper sees it. Here every stdout line is
 * either delivered as a message object or reported verbatim as pollution; the SDK decides
 * afterwards what it accepts.
 *
 * Spawning never goes through a shell (issue 2, bridge security; spawn-server.ts), and shutdown
 * reaches the server's whole process tree, grandchildren included (process-tree.ts).
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { statSync } from 'node:fs';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/client';
import { getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import type { StdioTarget } from '../../src/core/bridge-api';
import type { ProcessExit } from '../../src/core/wire';
import { lineFields, oversizeLineFields, type KeptAsText } from '../../src/core/wire-line';
import { keepRawLine } from '../log/raw-lines';
import { cutStderrLine, LineSplitter, MAX_LINE_BYTES, lineText, oversizeText, type LineBytes } from './line-splitter';
import { processTree, type ProcessTree } from './process-tree';
import { spawnServer } from './spawn-server';
import { unreadableAnswer, type DepthGuardedTransport } from './wire-tap';

export interface StdioHooks {
  onStderr(line: string): void;
  /**
   * A stdout line that is not a JSON-RPC message object, or one too deep to keep as an object
   * (issue 17, finding 3): it is kept as text and never reaches the SDK as a message. `pollution`
   * is false for the too-deep one: it is a message, so it is no banner to quote (finding 9).
   */
  onPollution(raw: string, problem: string, pollution: boolean): void;
  /** The server process exited; called before `onclose`, so pending work can name the exit. */
  onExit(exit: ProcessExit): void;
}

/** The process could not be started at all (the command or the working directory is missing). */
export class SpawnFailedError extends Error {}

/** MCP lifecycle, "Shutdown" (stdio): close stdin, then SIGTERM, then SIGKILL. */
const EXIT_GRACE_MS = 2_000;
/** After the leader exits, its stdio may still hold unread lines; wait briefly for 'close'. */
const DRAIN_MS = 500;

export class StdioTransport implements DepthGuardedTransport {
  /** Every line goes through lineFields, which keeps a too-deep one as text. */
  readonly depthGuarded = true;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  private child: ChildProcessWithoutNullStreams | undefined;
  private tree: ProcessTree | undefined;
  private exit: ProcessExit | undefined;
  private readonly exited: Promise<ProcessExit>;
  private resolveExited!: (exit: ProcessExit) => void;
  private readonly stdoutLines: LineSplitter;
  private readonly stderrLines: LineSplitter;
  /** Set by handOver: the process already runs, so its new owner's start() has nothing to spawn. */
  private handedOver = false;

  /** `maxLineBytes` is the size guard (line-splitter.ts); tests lower it. */
  constructor(
    private readonly target: StdioTarget,
    private hooks: StdioHooks,
    maxLineBytes = MAX_LINE_BYTES,
  ) {
    this.stdoutLines = new LineSplitter(
      (line) => this.handleStdoutLine(line),
      (line) => this.keepAsText(oversizeLineFields(oversizeText(line), maxLineBytes)),
      maxLineBytes,
    );
    this.stderrLines = new LineSplitter(
      (line) => this.hooks.onStderr(lineText(line)),
      (line) => this.hooks.onStderr(cutStderrLine(line)),
      maxLineBytes,
    );
    this.exited = new Promise((resolve) => (this.resolveExited = resolve));
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /**
   * The running process becomes another owner's (issue 24: the era probe's process goes on as the
   * session's, probe-handover.ts): its lines go to `hooks` from now on, its message handler is
   * cleared for the new owner's, and the next start() resolves without spawning. False when the
   * process has exited meanwhile: the caller starts a fresh one.
   */
  handOver(hooks: StdioHooks): boolean {
    if (!this.child || this.exit) return false;
    this.hooks = hooks;
    this.onmessage = undefined;
    this.handedOver = true;
    return true;
  }

  start(): Promise<void> {
    if (this.handedOver) {
      this.handedOver = false;
      return Promise.resolve();
    }
    if (this.child) return Promise.reject(new Error('StdioTransport already started'));
    const { command, args, cwd, env } = this.target;
    if (cwd !== undefined && !isDirectory(cwd)) return Promise.reject(new SpawnFailedError(`working directory not found: ${cwd}`));
    const spawned = spawnServer({ command, args, cwd, env: { ...getDefaultEnvironment(), ...env } });
    if (!spawned.ok) return Promise.reject(new SpawnFailedError(spawned.error.message));
    const child = spawned.value;
    this.child = child;
    return new Promise((resolve, reject) => {
      child.once('spawn', () => {
        this.tree = processTree(child.pid!);
        this.attach(child);
        resolve();
      });
      child.once('error', (error: NodeJS.ErrnoException) => {
        if (child.pid === undefined) reject(new SpawnFailedError(spawnErrorMessage(command, error)));
      });
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || !stdin.writable || this.exit) return Promise.reject(new Error('Not connected: the server process is not running'));
    return new Promise((resolve, reject) => {
      stdin.write(`${JSON.stringify(message)}\n`, (error) => (error ? reject(error) : resolve()));
    });
  }

  async close(): Promise<void> {
    const { child, tree } = this;
    if (!child || !tree || this.exit) return;
    child.stdin.end();
    if (await this.exitedWithin(EXIT_GRACE_MS)) return;
    tree.signal('SIGTERM');
    if (await this.exitedWithin(EXIT_GRACE_MS)) return;
    tree.signal('SIGKILL');
    await this.exitedWithin(EXIT_GRACE_MS);
  }

  /** Last resort on bridge exit: synchronous, so it works inside process.on('exit'). */
  killNow(): void {
    this.tree?.killNow();
  }

  private attach(child: ChildProcessWithoutNullStreams): void {
    // Bytes, not text: each line is decoded once, whole (line-splitter.ts).
    child.stdout.on('data', (chunk: Buffer) => this.stdoutLines.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => this.stderrLines.push(chunk));
    // EPIPE after the server died surfaces through send()'s callback; keep it from crashing the bridge.
    child.stdin.on('error', (error) => this.onerror?.(error));
    child.on('error', (error) => this.onerror?.(error));
    // 'close' ends it once the pipes are drained, or DRAIN_MS after 'exit'. 'close' alone also
    // covers Windows, where cross-spawn turns the exit of a cmd.exe that found no such command
    // into 'error' (lib/enoent.js), so no 'exit' comes.
    child.once('exit', (code, signal) => setTimeout(() => this.finish({ code, signal }), DRAIN_MS).unref());
    child.once('close', (code, signal) => this.finish({ code, signal }));
  }

  private finish(exit: ProcessExit): void {
    if (this.exit) return;
    this.exit = exit;
    this.stdoutLines.end();
    this.stderrLines.end();
    this.child?.stdout.removeAllListeners('data');
    this.child?.stderr.removeAllListeners('data');
    this.hooks.onExit(exit);
    this.resolveExited(exit);
    this.reapStragglers();
    this.onclose?.();
  }

  /** The leader is gone but grandchildren may remain in its group: ask, then insist. */
  private reapStragglers(): void {
    const tree = this.tree;
    if (!tree?.signal('SIGTERM')) return;
    void tree.waitForExit(EXIT_GRACE_MS).then((gone) => {
      if (!gone) tree.signal('SIGKILL');
    });
  }

  private exitedWithin(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms).unref();
      void this.exited.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  private handleStdoutLine(line: LineBytes): void {
    const fields = lineFields(lineText(line));
    // A JSON object goes on unchecked against JSON-RPC: the tap records the problem and the SDK reports it.
    if ('raw' in fields) return this.keepAsText(fields);
    keepRawLine(fields.msg, line);
    this.onmessage?.(fields.msg as JSONRPCMessage);
  }

  private keepAsText(fields: KeptAsText): void {
    this.hooks.onPollution(fields.raw, fields.problem, fields.tooBig !== true);
    // An answer kept as text: its caller gets the reason now rather than a timeout.
    if (fields.answers !== undefined) this.onmessage?.(unreadableAnswer(fields.answers, fields.problem));
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function spawnErrorMessage(command: string, error: NodeJS.ErrnoException): string {
  if (error.code === 'ENOENT') return `command not found: ${command}`;
  if (error.code === 'EACCES') return `permission denied: ${command}`;
  return `cannot start ${command}: ${error.message}`;
}
