/**
 * An MRTR call's step (MCP 2026-07-28; issue 18, item 8): its rounds and its final answer are
 * compared as one value, `{ rounds: { "1": { inputRequests }, … }, result }`, so a change reads
 * /rounds/1/inputRequests/dates/params/message (rounds are numbered from 1, as the call view
 * numbers them) and a round the live server did not ask for reads /rounds/2. requestState is
 * opaque and never compared; the inputs' answers came from the trace, so they are not either.
 */
import { inputQuestion, type InputRequest } from '../mrtr';
import type { Answer } from './plan';
import { comparableRounds, type PlannedRound } from './plan-rounds';
import { compareValues, type ValueChange } from './compare';
import type { IgnorePath } from './ignore';

/** A round of the live call, as the connection's CallRecord holds it. */
export interface LiveRound {
  round: number;
  inputRequests: Record<string, InputRequest>;
  /** What the retry carried (replay answers from the trace), by key; absent when no retry went. */
  inputResponses?: Record<string, Record<string, unknown>>;
}

export type StepStatus = 'same' | 'changed' | 'missing' | 'extra';

/** One round of a step, for the report: the inputs asked (key → method) and how it compared. */
export interface StepRound {
  round: number;
  inputs: Record<string, string>;
  /** What an input asked in words (an elicitation's message, a sampling request's last text), by key. */
  questions?: Record<string, string>;
  /**
   * How the inputs were answered, by key, always from the trace: what the live retry carried, or
   * for a round only the trace has, what the recorded retry carried. A key the trace had no answer
   * for is absent; no `answers` when no retry went (the live call was cancelled for want of one).
   */
  answers?: Record<string, Record<string, unknown>>;
  status: StepStatus;
}

export interface StepBody {
  status: StepStatus;
  changes?: ValueChange[];
  detail?: string;
}

function roundStatus(round: number, recorded: boolean, live: boolean, changes: readonly ValueChange[]): StepStatus {
  if (!live) return 'missing';
  if (!recorded) return 'extra';
  const prefix = `/rounds/${round}`;
  return changes.some((change) => change.path === prefix || change.path.startsWith(`${prefix}/`)) ? 'changed' : 'same';
}

/** Every round either side had, in order, with its status. */
export function stepRounds(recorded: readonly PlannedRound[], live: readonly LiveRound[], changes: readonly ValueChange[]): StepRound[] {
  const count = Math.max(recorded.length, live.length);
  return Array.from({ length: count }, (_, i) => {
    const [before, after] = [recorded[i], live[i]];
    const asked = Object.entries((after ?? before)!.inputRequests);
    const questions = asked.flatMap(([key, request]) => {
      const question = inputQuestion(request);
      return question === undefined ? [] : [[key, question] as const];
    });
    const answers = after ? after.inputResponses : before?.inputResponses;
    return {
      round: i + 1,
      inputs: Object.fromEntries(asked.map(([key, request]) => [key, request.method])),
      ...(questions.length > 0 ? { questions: Object.fromEntries(questions) } : {}),
      ...(answers ? { answers } : {}),
      status: roundStatus(i + 1, before !== undefined, after !== undefined, changes),
    };
  });
}

/**
 * The rounds compared, then folded into the final answer's own comparison (`final`): when both
 * sides answered, one comparison of the whole; otherwise a round that differs makes the step
 * `changed`, with the final answer's detail (why the live call has none) kept.
 */
export function compareRounds(
  recorded: { rounds: readonly PlannedRound[]; answer: Answer | null },
  live: { rounds: readonly LiveRound[]; answer: Answer | null },
  final: StepBody,
  rules: readonly IgnorePath[],
): StepBody {
  const rounds = (side: { rounds: readonly { round: number; inputRequests: Record<string, InputRequest> }[] }) => ({ rounds: comparableRounds(side.rounds) });
  if (recorded.answer && live.answer) {
    const compared = compareValues({ ...rounds(recorded), ...recorded.answer }, { ...rounds(live), ...live.answer }, rules);
    return compared.same ? { status: 'same' } : { status: 'changed', changes: compared.changes };
  }
  const compared = compareValues(rounds(recorded), rounds(live), rules);
  if (compared.same) return final;
  return { status: 'changed', changes: compared.changes, ...(final.detail ? { detail: final.detail } : {}) };
}
