/**
 * The MRTR rounds of a replay step in words (issue 18, item 8): which of the step's differences
 * belong to which round (a change at /rounds/2/… is round 2's), and one line for the answer the
 * trace gave an input, so a person reads "round 1: dates → accept, dates: "May 4-9"" without
 * opening the JSON. Pure: the components only render what this returns.
 */
import type { ValueChange } from '../../core/replay/compare';
import type { StepRound } from '../../core/replay/report';
import { isObject } from '../../core/is-object';

/** A longer answer is cut here: the call view of the replay's recorded session has it whole. */
const ANSWER_WIDTH = 100;

export interface RoundChanges {
  /** Round number → the changes under /rounds/<n>. */
  byRound: ReadonlyMap<number, ValueChange[]>;
  /** The changes of the final answer (/result, /error), and any other path. */
  rest: ValueChange[];
}

const ROUND_PATH = /^\/rounds\/(\d+)(?:\/|$)/;

export function changesByRound(changes: readonly ValueChange[]): RoundChanges {
  const byRound = new Map<number, ValueChange[]>();
  const rest: ValueChange[] = [];
  for (const change of changes) {
    const match = ROUND_PATH.exec(change.path);
    if (!match) {
      rest.push(change);
      continue;
    }
    const round = Number(match[1]);
    byRound.set(round, [...(byRound.get(round) ?? []), change]);
  }
  return { byRound, rest };
}

/** True when every round compared the same: the step shows them as plain lines, without badges. */
export function allRoundsSame(rounds: readonly StepRound[]): boolean {
  return rounds.every((round) => round.status === 'same');
}

function cut(text: string): string {
  return text.length > ANSWER_WIDTH ? `${text.slice(0, ANSWER_WIDTH - 1)}…` : text;
}

const compact = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** The text parts of a sampling result's content (one block, or several). */
function contentText(content: unknown): string | undefined {
  const blocks = Array.isArray(content) ? content : [content];
  const texts = blocks.flatMap((block) => (isObject(block) && typeof block.text === 'string' ? [block.text] : []));
  return texts.length > 0 ? texts.join(' ') : undefined;
}

/**
 * One line for the answer the trace gave an input of `method`: an elicitation's action and fields
 * (`accept, dates: "May 4-9"`), a sampling reply's text in quotes, the roots' URIs; compact JSON
 * for anything else.
 */
export function answerSummary(method: string, answer: Record<string, unknown>): string {
  if (method === 'elicitation/create' && typeof answer.action === 'string') {
    const fields = isObject(answer.content) ? Object.entries(answer.content).map(([key, value]) => `${key}: ${compact(value)}`) : [];
    return cut([answer.action, ...fields].join(', '));
  }
  if (method === 'sampling/createMessage') {
    const text = contentText(answer.content);
    if (text !== undefined) return cut(compact(text));
  }
  if (method === 'roots/list' && Array.isArray(answer.roots)) {
    const uris = answer.roots.map((root) => (isObject(root) && typeof root.uri === 'string' ? root.uri : compact(root)));
    return cut(uris.length > 0 ? `roots: ${uris.join(', ')}` : 'no roots');
  }
  return cut(compact(answer));
}

const STATUS_WORDS: Record<StepRound['status'], string> = {
  same: 'same',
  changed: 'asked differently',
  missing: 'not asked live',
  extra: 'asked only live',
};

/** What a round's badge says: "asked differently" rather than a bare "changed". */
export function roundStatusWords(status: StepRound['status']): string {
  return STATUS_WORDS[status];
}
