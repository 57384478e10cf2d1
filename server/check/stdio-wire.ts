/**
 * The check's stdio wire: the server spawned without a shell (spawn-server.ts), one JSON-RPC
 * message per line each way. Each session is its own process, since a stdio connection's era is
 * fixed by its opening.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { isObject } from '../../src/core/is-object';
import { maskSecrets } from '../../src/core/target';
import type { StdioTarget } from '../../src/core/bridge-api';
import type { Evidence } from '../../src/core/check/types';
import type { Json } from '../../src/core/check/messages';
import { escalateStop, processTree } from '../connections/process-tree';
import { spawnServer } from '../connections/spawn-server';
import { UnreachableError, type Session, type Wire } from './wire';

const STOP_GRACE_MS = 2_000;

/** The target's env is added to the bridge's own, as a connection's is. */
export function stdioWire(target: Pick<StdioTarget, 'command' | 'args' | 'env' | 'cwd'>, timeoutMs: number): Wire {
  return {
    transport: 'stdio',
    label: maskSecrets([target.command, ...target.args].join(' ')),
    open: () => openSession(target, timeoutMs),
  };
}

async function openSession({ command, args, env, cwd }: Pick<StdioTarget, 'command' | 'args' | 'env' | 'cwd'>, timeoutMs: number): Promise<Session> {
  const spawned = spawnServer({ command, args, cwd: cwd || undefined, env: { ...process.env, ...env } });
  if (!spawned.ok) throw new UnreachableError(maskSecrets(spawned.error.message));
  const child = spawned.value;
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) => reject(new UnreachableError(`${maskSecrets(command)}: ${error.message}`)));
  });
  child.stderr.resume();
  const inbox: unknown[] = [];
  let wake: (() => void) | undefined;
  let exited: string | undefined;
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.trim() === '') return;
    try {
      inbox.push(JSON.parse(line) as unknown);
    } catch {
      inbox.push({ unparsed: line.slice(0, 2_000) });
    }
    wake?.();
  });
  // 'close' as well: on Windows cross-spawn reports a missing command as 'error', not 'exit' (lib/enoent.js).
  const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
    exited ??= `the server exited (${signal ?? `code ${code}`})`;
    wake?.();
  };
  child.once('exit', onExit);
  child.once('close', onExit);
  const send = async (label: string, body: Json): Promise<Evidence> => {
    const request = { body };
    if (exited !== undefined) return { label, request, response: { messages: [], failure: exited } };
    inbox.length = 0;
    child.stdin.write(`${JSON.stringify(body)}\n`);
    // A notification has no answer; whatever the server says next belongs to the next request.
    if (!('id' in body)) return { label, request, response: { messages: [] } };
    const failure = await waitForAnswer(inbox, body.id, timeoutMs, () => exited, (wakeUp) => (wake = wakeUp));
    return { label, request, response: { messages: inbox.splice(0), ...(failure ? { failure } : {}) } };
  };
  return { send, close: () => stop(child) };
}

function waitForAnswer(inbox: unknown[], id: unknown, timeoutMs: number, exited: () => string | undefined, onWake: (wake: () => void) => void): Promise<string | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
    const check = () => {
      const answered = inbox.some((message) => isObject(message) && !('method' in message) && message.id === id);
      const gone = exited();
      if (!answered && gone === undefined) return;
      clearTimeout(timer);
      resolve(answered ? undefined : gone);
    };
    onWake(check);
    check();
  });
}

/**
 * stdin closed first (the polite stop), then SIGTERM, then SIGKILL, as the SDK's own stdio client
 * does, to the server's whole tree: an `npx` launcher's server goes too (process-tree.ts).
 */
async function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  const tree = processTree(child.pid!);
  if (!tree.alive()) return;
  child.stdin.end();
  await escalateStop(tree, STOP_GRACE_MS);
  await tree.waitForExit(STOP_GRACE_MS);
}
