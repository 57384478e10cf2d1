/**
 * Keeping a connection's call list current when updates arrive from two places: the bridge's
 * event stream and the HTTP answers to start/cancel. Those race, so an older snapshot must not
 * overwrite a newer one.
 */
import type { CallRecord } from './bridge-api/calls';

/**
 * Inserts or replaces `incoming` by id, keeping the list oldest first. A snapshot that says
 * "running" never replaces one that has finished: the HTTP answer to startCall can arrive after
 * the event that reported the result of a fast tool. An unchanged list is returned as is, so
 * react-query does not re-render for a stale snapshot.
 */
export function upsertCallRecord(list: CallRecord[] | undefined, incoming: CallRecord): CallRecord[] {
  const calls = list ?? [];
  const index = calls.findIndex((call) => call.id === incoming.id);
  if (index === -1) return [...calls, incoming].sort((a, b) => a.startedAt - b.startedAt);
  const existing = calls[index]!;
  if (existing.status !== 'running' && incoming.status === 'running') return calls;
  if (
    existing.status === 'running' &&
    incoming.status === 'running' &&
    ((existing.progress?.count ?? 0) > (incoming.progress?.count ?? 0) || taskSteps(existing) > taskSteps(incoming))
  ) {
    return calls;
  }
  const next = [...calls];
  next[index] = incoming;
  return next;
}

/** A task's history only grows, so a shorter one is older (the HTTP answer to startCall has none). */
function taskSteps(call: CallRecord): number {
  return call.task?.history.length ?? 0;
}
