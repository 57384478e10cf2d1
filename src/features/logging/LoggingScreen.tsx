/**
 * The Logging screen (issue 3, section 6; spec 2025-06-18 server/utilities/logging): sets the
 * server's level with logging/setLevel and shows this connection's notifications/message entries
 * live from the message store, filtered by level, logger and text.
 */
import { useReadOnlyView } from '../../api/BridgeContext';
import { useMemo, useState } from 'react';
import type { ConnectionSummary } from '../../core/bridge-api';
import { declaresCapability } from '../../core/server-capabilities';
import { NO_SERVER_LOG_FILTER, type ServerLogFilter } from '../../core/server-log';
import { missingInEra } from '../../core/protocol-era';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useDebouncedValue } from '../messages/useDebouncedValue';
import { LevelControl } from './LevelControl';
import { ServerLogFilters } from './ServerLogFilters';
import { ServerLogList } from './ServerLogList';
import { useServerLog, useSetLogLevel } from './use-server-log';

export function LoggingScreen({ connection }: { connection: ConnectionSummary }) {
  return <ConnectionLogging key={connection.id} connection={connection} />;
}

function ConnectionLogging({ connection }: { connection: ConnectionSummary }) {
  const [filter, setFilter] = useState<Omit<ServerLogFilter, 'search'>>(NO_SERVER_LOG_FILTER);
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search, 150);
  const fullFilter = useMemo<ServerLogFilter>(() => ({ ...filter, search: settledSearch }), [filter, settledSearch]);
  const [followTail, setFollowTail] = useState(true);
  const log = useServerLog(connection.id, fullFilter);
  const { state, setLevel } = useSetLogLevel(connection.id);
  // A recording cannot ask the server for another level.
  const readOnly = useReadOnlyView();
  const declared = declaresCapability(connection.lifecycle.serverCapabilities, 'logging');
  const setLevelMissing = missingInEra('logging/setLevel', connection.lifecycle.era?.era);

  return (
    <div data-testid="logging-screen" className="flex h-full min-h-0 flex-col">
      <div className="space-y-2 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
        {readOnly ? null : setLevelMissing ? (
          <p data-testid="set-level-missing" className="text-[11px] text-zinc-500">
            {setLevelMissing}: the server logs for a request only when that request asks for it in its own _meta.
          </p>
        ) : (
          <LevelControl state={state} onSet={setLevel} disabled={connection.state !== 'ready'} />
        )}
        {declared === false && (
          <p data-testid="logging-undeclared" className="text-[11px] text-amber-700 dark:text-amber-400">
            The server does not declare the logging capability in its initialize response; logging/setLevel will likely fail and
            notifications/message are not expected.
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <div className="min-w-0 flex-1">
            <ServerLogFilters
              filter={fullFilter}
              search={search}
              onFilterChange={({ minLevel, logger }) => setFilter({ minLevel, logger })}
              onSearchChange={setSearch}
              loggers={log.loggers}
            />
          </div>
          <span className="text-[11px] text-zinc-500" data-testid="log-count">
            {log.visibleCount === log.all.length ? `${log.all.length} messages` : `${log.visibleCount} of ${log.all.length} messages`}
          </span>
          {log.notHeld > 0 && (
            <span className="text-[11px] text-amber-700 dark:text-amber-400" data-testid="log-not-held">
              {log.notHeld.toLocaleString('en')} older log messages are not listed: the page keeps only recent message bodies (the message log lists every one).
            </span>
          )}
          <Button variant={followTail ? 'primary' : 'secondary'} aria-pressed={followTail} onClick={() => setFollowTail(!followTail)} title="Keep the newest message in view">
            Follow
          </Button>
        </div>
      </div>
      {log.all.length === 0 ? (
        <EmptyState title="No log messages yet" testId="logging-empty">
          <p>The server sends notifications/message when it has something to log at or above the level set above.</p>
          <p>Pick a level and press Set level to ask it for messages; some servers log only after something happens (server-everything: the toggle-simulated-logging tool).</p>
        </EmptyState>
      ) : log.visibleCount === 0 ? (
        <EmptyState title="No log messages match the filters" testId="logging-filtered-out" />
      ) : (
        <ServerLogList messages={log.visible} count={log.visibleCount} followTail={followTail} onFollowTailChange={setFollowTail} />
      )}
    </div>
  );
}
