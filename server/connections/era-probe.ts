/**
 * The `server/discover` probe for a stdio server, run in a disposable sibling process (issue 18,
 * item 2). SDK 2 probes on the connection itself for a custom transport such as ours, and a
 * server built on rmcp exits when its first request is not `initialize`: that would spend the
 * session's one process. So the probe gets its own process, spawned like the session's (no shell,
 * own process group, same command, args, env and cwd), which is shut down once it has answered,
 * exited or stayed silent. The session then connects from the verdict (`ConnectOptions.prior`),
 * and its wire never carries a probe.
 */
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, PROTOCOL_VERSION_META_KEY, type ClientCapabilities, type Implementation, type JSONRPCMessage } from '@modelcontextprotocol/client';
import { DiscoverResultSchema } from '@modelcontextprotocol/core';
import type { StdioTarget } from '../../src/core/bridge-api';
import { classifyMessage } from '../../src/core/jsonrpc';
import { MODERN_PROTOCOL_VERSION, supportedVersionsOf, type ProbeFailure } from '../../src/core/protocol-era';
import { err, ok, type Result } from '../../src/core/result';
import { StdioTransport } from './stdio-transport';

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
  const sibling = new StdioTransport(target, {
    onStderr: (line) => {
      stderr.push(line);
      if (stderr.length > STDERR_LINES) stderr.shift();
    },
    // A banner on stdout is not an answer; the session will show it again if it matters.
    onPollution: () => undefined,
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
  await sibling.close();
  onProcess(undefined);
  return ok({ outcome, stderr, durationMs: performance.now() - started });
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
