/**
 * The pinned messages (issue 20), above the log's scrolling rows: they ignore the filters, so what
 * someone keeps an eye on stays in view. A pinned row opens its message in the log below.
 */
import type { LogSnapshot } from '../../api/message-store';
import { entryBySeq } from '../../api/message-store';
import type { LogEntry } from '../../core/log-entry';
import { isoTime } from '../../core/wall-time';
import { MessageRow } from './MessageRow';

export function PinnedMessages({
  seqs,
  snapshot,
  connectionNames,
  timeOf,
  onOpen,
  onTogglePin,
}: {
  seqs: readonly number[];
  snapshot: LogSnapshot;
  connectionNames: ReadonlyMap<string, string>;
  timeOf: (entry: LogEntry) => string;
  onOpen: (seq: number) => void;
  onTogglePin: (conn: string, seq: number) => void;
}) {
  // A pin of a record this log does not hold (yet) is kept, not shown.
  const entries = seqs.map((seq) => entryBySeq(snapshot, seq)).filter((entry) => entry !== undefined);
  if (entries.length === 0) return null;
  return (
    <div role="grid" aria-label="Pinned messages" data-testid="pinned-messages" className="max-h-28 shrink-0 overflow-auto border-b border-indigo-200 bg-indigo-50/40 dark:border-indigo-900 dark:bg-indigo-950/20">
      {entries.map((entry, index) => (
        <MessageRow
          key={entry.record.seq}
          entry={entry}
          position={index + 1}
          time={timeOf(entry)}
          timeTitle={isoTime(entry.record.t)}
          connectionName={connectionNames.get(entry.record.conn) ?? entry.record.conn}
          expanded={false}
          onToggle={onOpen}
          pinned
          onTogglePin={onTogglePin}
        />
      ))}
    </div>
  );
}
