/**
 * The inputs an input_required task waits for (Tasks extension, "Task Update Requests") are put
 * before the person the way an MRTR round's are: a round of the call (CallRecord.rounds), its
 * elicitation and sampling inputs in the client-requests panel. The answers go back with
 * tasks/update rather than a retried tools/call, so the round's "retry" is that tasks/update.
 */
import type { CallRecord, CallRound } from '../../src/core/bridge-api';
import { openRound, replaceRound } from '../../src/core/call-rounds';
import type { RequestId } from '../../src/core/jsonrpc';
import type { InputRequired } from '../../src/core/mrtr';
import type { CallEnvironment } from './calls';
import type { AnsweredInputs } from './extension-tasks';

export interface TaskInputSources {
  inputs: CallEnvironment['inputs'];
  /** Aborts when the call ends: the panel withdraws what is still waiting. */
  signal: AbortSignal;
  emit(): void;
}

/** `askedBy`: the tasks/get whose answer carried the inputs (its id, and when it was sent). */
export async function taskInputRound(record: CallRecord, asked: InputRequired, askedBy: { id?: RequestId; sentAt: number } | undefined, sources: TaskInputSources): Promise<AnsweredInputs | undefined> {
  const askedAt = Date.now();
  const opened = openRound(record, asked, askedBy?.id ?? record.requestId ?? 0, askedBy?.sentAt ?? askedAt, askedAt);
  const { clientRequests, answers } = sources.inputs(record, opened, sources.signal);
  let round: CallRound = { ...opened, clientRequests };
  replaceRound(record, round);
  sources.emit();
  const inputResponses = await answers;
  if (record.status !== 'running' || sources.signal.aborted) {
    replaceRound(record, { ...round, abandoned: `the call was ${record.status} before the inputs were answered` });
    sources.emit();
    return undefined;
  }
  return {
    answers: inputResponses,
    sent: (requestId, at) => {
      round = { ...round, inputResponses, retriedAt: at, ...(requestId === undefined ? {} : { retryRequestId: requestId }) };
      replaceRound(record, round);
      sources.emit();
    },
  };
}
