/**
 * The inputs an input_required task waits for (Tasks extension, "Task Update Requests") are put
 * before the person the way an MRTR round's are: a round of the call (CallRecord.rounds), its
 * elicitation and sampling inputs in the client-requests panel. The answers go back with
 * tasks/update rather than a retried tools/call, so the round's "retry" is that tasks/update.
 */
import type { CallRecord } from '../../src/core/bridge-api';
import type { RequestId } from '../../src/core/jsonrpc';
import type { InputRequired } from '../../src/core/mrtr';
import type { AnsweredInputs } from './extension-tasks';
import { askRound, type GatherInputs } from './round-inputs';

export interface TaskInputSources {
  inputs: GatherInputs;
  /** Aborts when the call ends: the panel withdraws what is still waiting. */
  signal: AbortSignal;
  emit(): void;
}

/** `askedBy`: the tasks/get whose answer carried the inputs (its id, and when it was sent). */
export function taskInputRound(record: CallRecord, asked: InputRequired, askedBy: { id?: RequestId; sentAt: number } | undefined, sources: TaskInputSources): Promise<AnsweredInputs | undefined> {
  const askedAt = Date.now();
  const stopped = () => (record.status !== 'running' || sources.signal.aborted ? `the call was ${record.status} before the inputs were answered` : undefined);
  const context = { holder: record, origin: { callId: record.id, tool: record.tool }, inputs: sources.inputs, signal: sources.signal, emit: () => sources.emit(), stopped };
  return askRound(context, asked, { id: askedBy?.id ?? record.requestId ?? 0, sentAt: askedBy?.sentAt ?? askedAt }, askedAt);
}
