/**
 * The `server/discover` probe for a stdio server, run in a disposable sibling process (issue 18,
 * item 2). SDK 2 probes on the connection itself for a custom transport such as ours, and a
 * server built on rmcp exits when its first request is not `initialize`: that would spend the
 * session's one process. So the probe gets its own process, spawned like the session's (no shell,
 * own process group, same command, args, env and cwd). The session then connects from the verdict
 * (`ConnectOptions.prior`), and its wire never carries a probe. A sibling that answered (a result
 * or an error) is alive and reading requests, the state SDK 2's own probe leaves a connection in
 * before it goes on with it: that process becomes the session's (`survivor`), so a server starts
 * once, not twice (issue 24: a 5,000-tool server's start-up was paid twice before its list showed).
 * One that exited or stayed silent is shut down, and the session starts its own.
 */
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, PROTOCOL_VERSION_META_KEY, type ClientCapabilities, type Implementation, type JSONRPCMessage } from '@modelcontextprotocol/client';
import { DiscoverResultSchema } from '@modelcontextprotocol/core';
import type { StdioTarget } from '../../src/core/bridge-api';
import { classifyMessage } from '../../src/core/jsonrpc';
import { MODERN_PROTOCOL_VERSION, supportedVersionsOf, type ProbeFailure } from '../../src/core/protocol-era';
import { err, ok, type Result } from '../../src/core/result';
import { StdioTransport, type StdioHooks } from './stdio-transport';

/** Enough for a server to start and answer; a legacy server that ignores the probe costs this much once. */
export const STDIO_PROBE_TIMEOUT_MS = 10_000;
/** The sibling's stderr kept for the lifecycle view. */
const STDERR_LINES = 50;
const PROBE_ID = 'mcpscope-probe';

export interface StdioProbe {
  /** The DiscoverResult as the server sent it, or why there is none. */
  outcome: { discover: Record<string, unknown> } | { failure: ProbeFailure };
  stderr: string[];
  durationMs: number;
  /** The probed process, still running after it answered; its owner hands it over (adoptProbed) or closes it. */
  survivor?: ProbedProcess;
}

/** A probed process the session can go on with, and what it wrote while probed, for the session to show. */
export interface ProbedProcess {
  transport: StdioTransport;
  stderr: readonly string[];
  /** stdout lines that were not messages (a banner), as StdioHooks.onPollution received them. */
  pollution: readonly Parameters<StdioHooks['onPollution']>[];
}

export interface ProbeIdentity {
  clientInfo: Implementation;
  capabilities: ClientCapabilities;
}

/** The sibling process while it runs, so a disconnect or the bridge's exit can end it too. */
export type OnProbeProcess = (sibling: StdioTransport | undefined) => void;

/** Never rejects for what the server does; an error only when the process cannot start at all. */
export async function probeStdio(target: StdioTarget, identity: ProbeIdentity, onProcess: OnProbeProcess, timeoutMs = STDIO_PROBE_TIMEOUT_MS): Promise<Result<StdioProbe>> {
  const stderr: string[] = [];
  const started = performance.now();
  let settle!: (outcome: StdioProbe['outcome']) => void;
  const settled = new Promise<StdioProbe['outcome']>((resolve) => (settle = resolve));
  const pollution: Parameters<StdioHooks['onPollution']>[] = [];
  const sibling = new StdioTransport(target, {
    onStderr: (line) => {
      stderr.push(line);
      if (stderr.length > STDERR_LINES) stderr.shift();
    },
    // A banner on stdout is not an answer; kept for the session, should this process become its own.
    onPollution: (...line) => {
      pollution.push(line);
      if (pollution.length > STDERR_LINES) pollution.shift();
    },
    onExit: (exit) => settle({ failure: { how: 'exited', code: exit.code, signal: exit.signal } }),
  });
  sibling.onmessage = (message) => {
    const answer = readAnswer(message);
    if (answer) settle(answer);
  };
  onProcess(sibling);
  try {
    await sibling.start();
  } catch (error) {
    onProcess(undefined);
    return err('spawn_failed', error instanceof Error ? error.message : String(error));
  }
  const timer = setTimeout(() => settle({ failure: { how: 'silent', timeoutMs } }), timeoutMs);
  sibling.send(probeRequest(identity)).catch(() => undefined); // a dead process reports itself through onExit
  const outcome = await settled;
  clearTimeout(timer);
  const durationMs = performance.now() - started;
  // The sibling stays the connection's process (onProcess) until its owner hands it over or closes it.
  if (answered(outcome)) return ok({ outcome, stderr: [...stderr], durationMs, survivor: { transport: sibling, stderr, pollution } });
  await sibling.close();
  onProcess(undefined);
  return ok({ outcome, stderr, durationMs });
}

/** The server read the probe and answered it; exited or silent, it did not. */
function answered(outcome: StdioProbe['outcome']): boolean {
  return 'discover' in outcome || outcome.failure.how === 'rpc-error' || outcome.failure.how === 'unreadable';
}

/**
 * The session's transport from a probed process: `hooks` from now on, and what the process wrote
 * while probed replayed to them, as a process started for the session would have written it again.
 * Undefined when the process has exited since it answered.
 */
export function adoptProbed({ transport, stderr, pollution }: ProbedProcess, hooks: StdioHooks): StdioTransport | undefined {
  if (!transport.handOver(hooks)) return undefined;
  for (const line of stderr) hooks.onStderr(line);
  for (const line of pollution) hooks.onPollution(...line);
  return transport;
}

/** The request SDK 2 sends: server/discover carrying the 2026-07-28 `_meta` envelope. */
function probeRequest({ clientInfo, capabilities }: ProbeIdentity): JSONRPCMessage {
  const _meta = { [PROTOCOL_VERSION_META_KEY]: MODERN_PROTOCOL_VERSION, [CLIENT_INFO_META_KEY]: clientInfo, [CLIENT_CAPABILITIES_META_KEY]: capabilities };
  return { jsonrpc: '2.0', id: PROBE_ID, method: 'server/discover', params: { _meta } };
}

/** The probe's answer, or undefined for anything else the server sent (a notification, a log line). */
function readAnswer(message: JSONRPCMessage): StdioProbe['outcome'] | undefined {
  const shape = classifyMessage(message);
  if ((shape.type !== 'result' && shape.type !== 'error') || shape.id !== PROBE_ID) return undefined;
  if (shape.type === 'error') {
    const supportedVersions = supportedVersionsOf(shape.error);
    return { failure: { how: 'rpc-error', error: shape.error, ...(supportedVersions ? { supportedVersions } : {}) } };
  }
  const parsed = DiscoverResultSchema.safeParse(shape.result);
  if (!parsed.success) return { failure: { how: 'unreadable', detail: `the answer to server/discover is not a DiscoverResult: ${parsed.error.message}` } };
  if (!parsed.data.supportedVersions.includes(MODERN_PROTOCOL_VERSION)) {
    return { failure: { how: 'unreadable', detail: `server/discover lists ${parsed.data.supportedVersions.join(', ') || 'no version'}, not ${MODERN_PROTOCOL_VERSION}` } };
  }
  return { discover: shape.result as Record<string, unknown> };
}
