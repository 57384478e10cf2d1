/**
 * A recorded prompts/get or resources/read as the Prompts and Resources screens show one: the
 * outcome a live read with `RpcRequest.rounds` answers (src/core/bridge-api/rpc.ts), its MRTR
 * rounds included (MCP 2026-07-28, issue 18 item 8). Rebuilt by calls-from-wire.ts in the shape of
 * a tool call, the prompt's name or the resource's URI standing for the tool.
 */
import type { CallRecord } from '../bridge-api/calls';
import type { RpcOutcome } from '../bridge-api/rpc';
import { isObject } from '../is-object';

export interface RecordedRead {
  /** "rpc-<seq of the first attempt>", the id its round inputs carry in the Requests panel. */
  id: string;
  method: 'prompts/get' | 'resources/read';
  /** The prompt's name, or the resource's URI. */
  target: string;
  /** A prompt's arguments as the first attempt sent them. */
  arguments: Record<string, unknown>;
  sentAt: number;
  /** Absent while no answer came (the trace ends first, or it was cancelled). */
  outcome?: RpcOutcome;
}

/** `read` as its screen shows it; the latency is the last attempt's, as a live read's is. */
export function recordedRead(read: CallRecord, method: 'prompts/get' | 'resources/read'): RecordedRead {
  const base = { id: read.id, method, target: read.tool, arguments: read.arguments, sentAt: read.startedAt };
  const latencyMs = read.endedAt === undefined ? 0 : read.endedAt - (read.rounds?.at(-1)?.retriedAt ?? read.startedAt);
  const rounds = read.rounds && read.rounds.length > 0 ? { rounds: read.rounds } : {};
  const requestId = read.requestId === undefined ? {} : { requestId: read.requestId };
  if (read.status === 'ok' || read.status === 'tool-error') return { ...base, outcome: { status: 'ok', result: isObject(read.result) ? read.result : {}, latencyMs, ...requestId, ...rounds } };
  if (read.status === 'rpc-error' && read.rpcError) return { ...base, outcome: { status: 'rpc-error', error: read.rpcError, latencyMs, ...requestId, ...rounds } };
  if (read.status === 'failed' && read.failure) return { ...base, outcome: { status: 'failed', failure: read.failure, latencyMs, ...rounds } };
  return base;
}
