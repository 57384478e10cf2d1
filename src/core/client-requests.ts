/**
 * Server-to-client requests that wait for a person (spec 2025-11-25 client/sampling and
 * client/elicitation): their order in the list, and the answers built from what the person chose.
 * Display models for the params live in sampling.ts and elicitation.ts.
 */
import type { ClientRequestAnswer, ClientRequestRecord } from './bridge-api/client-requests';

/** Pending first (newest first: the latest ask is usually the one the person just triggered), then history, newest first. */
export function orderClientRequests(records: readonly ClientRequestRecord[]): ClientRequestRecord[] {
  const pending = records.filter((r) => r.status === 'pending');
  const done = records.filter((r) => r.status !== 'pending');
  const newestFirst = (a: ClientRequestRecord, b: ClientRequestRecord) => b.receivedAt - a.receivedAt;
  return [...pending.sort(newestFirst), ...done.sort(newestFirst)];
}

export function countPending(records: readonly ClientRequestRecord[] | undefined): number {
  return records?.reduce((n, r) => (r.status === 'pending' ? n + 1 : n), 0) ?? 0;
}

export const METHOD_LABELS: Record<ClientRequestRecord['method'], string> = {
  'sampling/createMessage': 'Sampling',
  'elicitation/create': 'Elicitation',
};

// ---------------------------------------------------------------- sampling replies

export type SamplingStopReason = 'endTurn' | 'maxTokens' | 'stopSequence';
export const SAMPLING_STOP_REASONS: readonly SamplingStopReason[] = ['endTurn', 'maxTokens', 'stopSequence'];

export interface SamplingReply {
  role: 'assistant' | 'user';
  text: string;
  model: string;
  stopReason: SamplingStopReason;
}

export const DEFAULT_SAMPLING_REPLY: SamplingReply = { role: 'assistant', text: '', model: 'mcpscope-human', stopReason: 'endTurn' };

/** A CreateMessageResult with one text block (spec: CreateMessageResult). */
export function samplingAnswer(reply: SamplingReply): ClientRequestAnswer {
  return {
    result: {
      role: reply.role,
      content: { type: 'text', text: reply.text },
      model: reply.model.trim() || DEFAULT_SAMPLING_REPLY.model,
      stopReason: reply.stopReason,
    },
  };
}

/** The spec's example for a person refusing a sampling request uses code -1, "User rejected sampling request". */
export function samplingRejection(message: string): ClientRequestAnswer {
  return { error: { code: -1, message: message.trim() || 'User rejected sampling request' } };
}

// ---------------------------------------------------------------- elicitation replies

export type ElicitationAction = 'accept' | 'decline' | 'cancel';

/** An ElicitResult; `content` only with accept, and never for URL mode (the data goes to the URL, not to us). */
export function elicitationAnswer(action: ElicitationAction, content?: Record<string, unknown>): ClientRequestAnswer {
  return { result: action === 'accept' && content ? { action, content } : { action } };
}

/**
 * Inserts or replaces `incoming` by id, oldest first. The HTTP answer to "respond" and the event
 * stream race; a "pending" snapshot never replaces a settled one, nor a shorter task history a longer one.
 */
export function upsertClientRequest(list: ClientRequestRecord[] | undefined, incoming: ClientRequestRecord): ClientRequestRecord[] {
  const records = list ?? [];
  const index = records.findIndex((r) => r.id === incoming.id);
  if (index === -1) return [...records, incoming].sort((a, b) => a.receivedAt - b.receivedAt);
  const existing = records[index]!;
  if (existing.status !== 'pending' && incoming.status === 'pending') return records;
  // A hosted task's history only grows: the HTTP answer to "respond" is taken before the task
  // store records the result, so it can arrive after the event that said "completed".
  if ((existing.task?.history.length ?? 0) > (incoming.task?.history.length ?? 0)) return records;
  return records.map((r, i) => (i === index ? incoming : r));
}
