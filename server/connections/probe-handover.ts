/**
 * The era probe's process going on as the session's (issue 24). A stdio server that answered
 * `server/discover` (a result, or a legacy server's error) is alive and reading requests, so the
 * session keeps it instead of starting the server a second time: a 5,000-tool server's start-up
 * was paid twice before its list showed. The log shows each era on the wire as it was, so what
 * that process read and wrote while probed (the request, its answer, stderr, a stdout banner) is
 * kept here with the time it happened, and becomes the session's first records.
 */
import type { Direction, WireMessage } from '../../src/core/wire';
import type { StdioHooks, StdioTransport } from './stdio-transport';

/** One thing the probed process did: a line written to its stdin, or read from its stdout or stderr. */
export type ProbeLine =
  | { kind: 'message'; t: number; dir: Direction; msg: WireMessage }
  /** A stdout line that is no message object (a banner), as StdioHooks.onPollution received it. */
  | { kind: 'text'; t: number; raw: string; problem: string; pollution: boolean }
  | { kind: 'stderr'; t: number; line: string };

/**
 * Lines a probe keeps for the session. The probe lasts 10 s at most, but a server can write a lot
 * in that time; one that wrote more is not handed over, since the session could not show it whole.
 */
export const PROBE_TRANSCRIPT_LINES = 10_000;

/** Everything a probed process did, in order, up to a limit. */
export class ProbeTranscript {
  private readonly lines: ProbeLine[] = [];
  private overflowed = false;

  constructor(private readonly limit = PROBE_TRANSCRIPT_LINES) {}

  add(line: ProbeLine): void {
    if (this.lines.length >= this.limit) this.overflowed = true;
    else this.lines.push(line);
  }

  /** Every line, or undefined once there were more than the limit. */
  whole(): readonly ProbeLine[] | undefined {
    return this.overflowed ? undefined : this.lines;
  }
}

/** A probed process still running after it answered; its owner adopts it (adoptProbed) or closes it. */
export interface ProbedProcess {
  transport: StdioTransport;
  /** When the process spawned: the session's transport started then, not when it was adopted. */
  spawnedAt: number;
  transcript: ProbeTranscript;
}

export interface AdoptedProcess {
  transport: StdioTransport;
  spawnedAt: number;
  /** What the process did while probed, for the session to record first, at the times it happened. */
  lines: readonly ProbeLine[];
}

/**
 * The probed process as the session's transport, its lines going to `hooks` from now on.
 * Undefined when it has exited since it answered, or wrote more than its transcript holds: the
 * session then starts a process of its own, as for a server that exited on the probe.
 */
export function adoptProbed({ transport, spawnedAt, transcript }: ProbedProcess, hooks: StdioHooks): AdoptedProcess | undefined {
  const lines = transcript.whole();
  if (!lines || !transport.handOver(hooks)) return undefined;
  return { transport, spawnedAt, lines };
}
