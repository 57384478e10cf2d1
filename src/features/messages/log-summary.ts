/** What the collapsed message dock says in one line (issue 20 §5): how many, how many problems, the latest. */
import type { LogSnapshot } from '../../api/message-store';
import type { EntryKind } from '../../core/log-entry';
import type { Direction } from '../../core/wire';

export interface LogSummary {
  count: number;
  /** Error responses (not the era probe's expected refusal), protocol pollution and client errors: what a developer must not miss. */
  problems: number;
  /** The newest wire message; stderr, lifecycle and notes say nothing about the conversation. */
  latest?: { dir: Direction; label: string; kind: EntryKind };
}

const PROBLEM_KINDS: readonly EntryKind[] = ['error', 'pollution', 'client-error'];

/** How far back to look for a wire message: a burst of stderr should not make every frame scan the whole log. */
const LOOKBACK = 200;

export function summarizeLog(snapshot: Pick<LogSnapshot, 'entries' | 'count' | 'countByKind' | 'probeRefusals'>): LogSummary {
  const problems = PROBLEM_KINDS.reduce((sum, kind) => sum + snapshot.countByKind[kind], 0) - snapshot.probeRefusals;
  for (let index = snapshot.count - 1; index >= Math.max(0, snapshot.count - LOOKBACK); index--) {
    const entry = snapshot.entries[index];
    if (entry?.dir === undefined) continue;
    return { count: snapshot.count, problems, latest: { dir: entry.dir, label: entry.method ?? entry.kind, kind: entry.kind } };
  }
  return { count: snapshot.count, problems };
}
