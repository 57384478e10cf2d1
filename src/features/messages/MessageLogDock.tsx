import { useCallback, useMemo, useState } from 'react';
import { useLogFocus } from '../../api/MessageStoreContext';
import type { ConnectionSummary } from '../../core/bridge-api';
import { NO_FILTER, positionOf, type LogFilter } from '../../core/log-filter';
import { ResizableDock } from '../../ui/ResizableDock';
import { MessageFilters } from './MessageFilters';
import { MessageList } from './MessageList';
import { MessageLogSummary } from './MessageLogSummary';
import { summarizeLog } from './log-summary';
import type { AddNote } from './NoteForm';
import { useDebouncedValue } from './useDebouncedValue';
import { useDockOpen } from './use-dock-open';
import { useFilteredLog } from './useFilteredLog';

/**
 * The message log as a bottom panel, so it stays in view next to the tools and the lifecycle
 * (issue 2 §8): every wire message of every connection, filterable and searchable.
 */
export function MessageLogDock({ connections, onAddNote }: { connections: readonly ConnectionSummary[]; onAddNote?: AddNote }) {
  const dock = useDockOpen();
  const [draft, setDraft] = useState<LogFilter>(NO_FILTER);
  const [followTail, setFollowTail] = useState(true);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [scrollTarget, setScrollTarget] = useState<{ seq: number } | null>(null);

  // The search scans message text, so it waits for typing to pause; the other filters are instant.
  const search = useDebouncedValue(draft.search, 200);
  const filter = useMemo(() => ({ ...draft, search }), [draft, search]);
  const { snapshot, result } = useFilteredLog(filter);

  const connectionNames = useMemo(() => new Map(connections.map((c) => [c.id, c.name])), [connections]);

  const toggle = useCallback(
    (seq: number) => {
      const opening = !expanded.has(seq);
      // Someone reading a message does not want it scrolled away by the next one.
      if (opening) setFollowTail(false);
      const next = new Set(expanded);
      if (opening) next.add(seq);
      else next.delete(seq);
      setExpanded(next);
    },
    [expanded],
  );

  const jump = useCallback(
    (seq: number) => {
      const index = snapshot.indexBySeq.get(seq);
      // The pair may be hidden by the filters: show everything rather than jump nowhere.
      if (index !== undefined && positionOf(result, index) === -1) setDraft(NO_FILTER);
      setFollowTail(false);
      setExpanded((current) => new Set(current).add(seq));
      setScrollTarget({ seq });
    },
    [snapshot, result],
  );

  // Another view (the timeline) asked to show a message: open the dock and jump to it, once per
  // request. Adjusted while rendering rather than in an effect, as React recommends for state
  // that follows a changing input.
  const focus = useLogFocus();
  // Starts from none, so a request made as the page opened (a trace shown again with a new note) is handled too.
  const [handledFocus, setHandledFocus] = useState<typeof focus>(null);
  if (focus !== handledFocus) {
    setHandledFocus(focus);
    if (focus) {
      dock.show();
      jump(focus.seq);
    }
  }

  const summary = useMemo(() => summarizeLog(snapshot), [snapshot]);
  const header = <MessageLogSummary summary={summary} open={dock.open} onToggle={dock.toggle} />;

  return (
    <ResizableDock header={header} open={dock.open} storageKey="mcpscope.messages.height" testId="message-log">
      <div id="message-log-body" className="flex min-h-0 flex-1 flex-col">
        <MessageFilters
          filter={draft}
          onChange={setDraft}
          methods={snapshot.methods}
          connections={connections}
          shown={result.count}
          total={snapshot.count}
          followTail={followTail}
          onFollowTailChange={setFollowTail}
          bodiesNotHeld={snapshot.evictedCount}
          hasAppRecords={snapshot.countByKind.app + snapshot.countByKind['app-csp'] > 0}
        />
        <MessageList
          snapshot={snapshot}
          result={result}
          connectionNames={connectionNames}
          expanded={expanded}
          onToggle={toggle}
          onJump={jump}
          scrollTarget={scrollTarget}
          followTail={followTail}
          onFollowTailChange={setFollowTail}
          {...(onAddNote ? { onAddNote } : {})}
        />
      </div>
    </ResizableDock>
  );
}
