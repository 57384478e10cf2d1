/**
 * The `server/discover` probe for a stdio server, run before the session (issue 18, item 2). SDK 2
 * probes on the connection itself for a custom transport such as ours, and a server built on rmcp
 * exits when its first request is not `initialize`: that would spend the session's one process.
 * So the probe starts the server itself, spawned like the session's (no shell, own process group,
 * same command, args, env and cwd), and the session connects from the verdict
 * (`ConnectOptions.prior`). A process that answered, with a result or an error, is alive and
 * reading requests: it is returned (`survivor`) to go on as the session's, with what it did while
 * probed (probe-handover.ts). One that exited or stayed silent is shut down, and the session
 * starts its own.
 */
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, PROTOCOL_VERSION_META_KEY, type ClientCapabilities, type Implementation, type JSONRPCMessage } from '@modelcontextprotocol/client';
import { DiscoverResultSchema } from '@modelcontextprotocol/core';
import type { StdioTarget } from '../../src/core/bridge-api';
import { classifyMessage } from '../../src/core/jsonrpc';
import { MODERN_PROTOCOL_VERSION, supportedVersionsOf, type ProbeFailure } from '../../src/core/protocol-era';
import { err, ok, type Result } from '../../src/core/result';
import { ProbeTranscript, type ProbedProcess } from './probe-handover';
import { StdioTransport } from './stdio-transport';
import { isLocalAnswer } from './wire-tap';

/** Enough for a server to start and answer; a legacy server that ignores the probe costs this much once. */
export const STDIO_PROBE_TIMEOUT_MS = 10_000;
/** The probed process's stderr kept for the lifecycle view. */
const STDERR_LINES = 50;
const PROBE_ID = 'mcpscope-probe';

export interface StdioProbe {
  /** The DiscoverResult as the server sent it, or why there is none. */
  outcome: { discover: Record<string, unknown> } | { failure: ProbeFailure };
  stderr: string[];
  durationMs: number;
  /** The probed process, still running after it answered: its owner adopts it or closes it. */
  survivor?: ProbedProcess;
}

export interface ProbeIdentity {
  clientInfo: Implementation;
  capabilities: ClientCapabilities;
}

/** The probed process while it runs, so a disconnect or the bridge's exit can end it too. */
export type OnProbeProcess = (probed: StdioTransport | undefined) => void;

/**
 * Never rejects for what the server does; an error only when the process cannot start at all.
 * `transcript`: where the process's lines go (tests give it a small limit).
 */
export async function probeStdio(
  target: StdioTarget,
  identity: ProbeIdentity,
  onProcess: OnProbeProcess,
  timeoutMs = STDIO_PROBE_TIMEOUT_MS,
  transcript = new ProbeTranscript(),
): Promise<Result<StdioProbe>> {
  const stderr: string[] = [];
  const started = performance.now();
  let settle!: (outcome: StdioProbe['outcome']) => void;
  const settled = new Promise<StdioProbe['outcome']>((resolve) => (settle = resolve));
  const probed = new StdioTransport(target, {
    onStderr: (line) => {
      transcript.add({ kind: 'stderr', t: Date.now(), line });
      stderr.push(line);
      if (stderr.length > STDERR_LINES) stderr.shift();
    },
    // A banner on stdout is not an answer; the session shows it, should this process become its own.
    onPollution: (raw, problem, pollution) => transcript.add({ kind: 'text', t: Date.now(), raw, problem, pollution }),
    onExit: (exit) => settle({ failure: { how: 'exited', code: exit.code, signal: exit.signal } }),
  });
  probed.onmessage = (message) => {
    // Stamped when read. An answer the transport made up for a line it kept as text never crossed the wire.
    if (!isLocalAnswer(message)) transcript.add({ kind: 'message', t: Date.now(), dir: 'in', msg: message });
    const answer = readAnswer(message);
    if (answer) settle(answer);
  };
  onProcess(probed);
  try {
    await probed.start();
  } catch (error) {
    onProcess(undefined);
    return err('spawn_failed', error instanceof Error ? error.message : String(error));
  }
  const spawnedAt = Date.now();
  const timer = setTimeout(() => settle({ failure: { how: 'silent', timeoutMs } }), timeoutMs);
  const request = probeRequest(identity);
  // Stamped when written, as the wire tap stamps the session's own requests.
  transcript.add({ kind: 'message', t: Date.now(), dir: 'out', msg: request });
  probed.send(request).catch(() => undefined); // a dead process reports itself through onExit
  const outcome = await settled;
  clearTimeout(timer);
  const durationMs = performance.now() - started;
  // The process stays the connection's (onProcess) until its owner adopts or closes it.
  if (answered(outcome)) return ok({ outcome, stderr: [...stderr], durationMs, survivor: { transport: probed, spawnedAt, transcript } });
  await probed.close();
  onProcess(undefined);
  return ok({ outcome, stderr, durationMs });
}

/** The server read the probe and answered it; one that exited or stayed silent did not. */
function answered(outcome: StdioProbe['outcome']): boolean {
  return 'discover' in outcome || outcome.failure.how === 'rpc-error' || outcome.failure.how === 'unreadable';
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
