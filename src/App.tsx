import { startTransition, useState } from 'react';
import { ScreenFocusProvider } from './api/ScreenFocusContext';
import type { ScreenTarget } from './core/screen-target';
import { useConnections } from './api/connections';
import type { StreamStatus } from './api/event-stream';
import { useEventStream } from './api/useEventStream';
import type { ConnectionSummary } from './core/bridge-api';
import { PendingRequestsBanner } from './features/client-requests/PendingRequestsBanner';
import { usePendingAcrossConnections } from './features/client-requests/use-client-requests';
import { ConnectionScreen, type ConnectionTab } from './features/connections/ConnectionScreen';
import { ConnectionsSidebar } from './features/connections/ConnectionsSidebar';
import { OpenTraceButton } from './features/traces/OpenTraceButton';
import type { TraceLoader } from './features/traces/read-trace-file';
import { TraceBar, type TraceBarProps } from './features/traces/TraceBar';
import { LaterScreenBoundary, preloadLaterScreens, TracesScreen } from './features/connections/later-screens';
import type { AddNote } from './features/messages/NoteForm';
import { useSession } from './api/session';
import { Button } from './ui/Button';
import { ConnectionStateDot } from './features/connections/ConnectionStateBadge';
import { StreamIndicator } from './features/connections/StreamIndicator';
import { MessageLogDock } from './features/messages/MessageLogDock';
import { EmptyState } from './ui/EmptyState';
import { Preloaded } from './ui/preloadable';
import { useTheme } from './ui/theme';
import { ThemeToggle } from './ui/ThemeToggle';

const NO_CONNECTIONS: readonly ConnectionSummary[] = [];

interface TopBarProps {
  selected: ConnectionSummary | undefined;
  stream: StreamStatus;
  live: boolean;
  traceLoader: TraceLoader;
  showingTraces: boolean;
  onToggleTraces: () => void;
}

function TopBar({ selected, stream, live, traceLoader, showingTraces, onToggleTraces }: TopBarProps) {
  const [theme, setTheme] = useTheme();
  return (
    <header className="flex h-10 shrink-0 items-center gap-3 border-b border-zinc-200 bg-zinc-50 px-3 dark:border-zinc-800 dark:bg-zinc-900">
      <span className="font-mono text-sm font-semibold tracking-tight">
        mcp<span className="text-indigo-600 dark:text-indigo-400">scope</span>
      </span>
      {selected && (
        <span className="flex min-w-0 items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-300" data-testid="topbar-connection">
          <ConnectionStateDot state={selected.state} />
          <span className="truncate" title={selected.name}>
            {selected.name}
          </span>
        </span>
      )}
      <span className="ml-auto" />
      {live && (
        <Button variant="ghost" aria-pressed={showingTraces} data-testid="show-traces" onClick={onToggleTraces} onPointerEnter={preloadLaterScreens} className={showingTraces ? 'bg-zinc-200 dark:bg-zinc-800' : ''}>
          Traces
        </Button>
      )}
      <OpenTraceButton loader={traceLoader} />
      {/* A trace has no stream: the trace bar below says what the page shows. */}
      {live && <StreamIndicator status={stream} />}
      <ThemeToggle value={theme} onChange={setTheme} />
    </header>
  );
}

function MainView({ query, selected, tab, onTabChange }: {
  query: ReturnType<typeof useConnections>;
  selected: ConnectionSummary | undefined;
  tab: ConnectionTab;
  onTabChange: (tab: ConnectionTab) => void;
}) {
  if (query.isPending) return <EmptyState title="Loading connections…" />;
  if (query.isError && !query.data) {
    return (
      <EmptyState title="Could not reach the mcpscope bridge" testId="bridge-error">
        <p className="font-mono">{query.error.message}</p>
        <p>Is mcpscope still running? Open the address it printed, including #token=….</p>
      </EmptyState>
    );
  }
  if (!selected) {
    return (
      <EmptyState title="No server connected" testId="no-connection-selected">
        <p>Add one with “+ New” in the sidebar, or start mcpscope with --stdio "…" or --url ….</p>
      </EmptyState>
    );
  }
  // Keyed, so per-connection state (pending commands, tool selection) never leaks to another one.
  return <ConnectionScreen key={selected.id} connection={selected} tab={tab} onTabChange={onTabChange} />;
}

export interface AppProps {
  /** Set when the page shows a recorded trace instead of the bridge's live connections. */
  trace?: TraceBarProps & { annotate?: AddNote };
  traceLoader: TraceLoader;
}

export function App({ trace, traceLoader }: AppProps) {
  const stream = useEventStream();
  const query = useConnections();
  const connections = query.data ?? NO_CONNECTIONS;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<ConnectionTab>('tools');
  const [showingTraces, setShowingTraces] = useState(false);
  // The screen the message log last asked for (issue 20); navigating by hand drops it, so a screen
  // opened again later does not pick out that item again.
  const [screenRequest, setScreenRequest] = useState<ScreenTarget | null>(null);
  const selectConnection = (id: string) => {
    setScreenRequest(null);
    setSelectedId(id);
  };
  // In transitions: a screen whose code has not arrived yet (features/connections/later-screens.tsx)
  // is switched to once it has, with the current screen shown meanwhile instead of a loading state.
  const selectTab = (next: ConnectionTab) =>
    startTransition(() => {
      setScreenRequest(null);
      setTab(next);
    });
  const openScreen = (target: ScreenTarget) =>
    startTransition(() => {
      setShowingTraces(false);
      setSelectedId(target.conn);
      setTab(target.tab);
      setScreenRequest(target);
    });
  const session = useSession();
  // Until the user picks one (or when theirs is removed), show the first connection.
  const selected = connections.find((c) => c.id === selectedId) ?? connections[0];
  // Sampling and elicitation block the server's own request, so any connection's pending ask is shown app-wide.
  const pending = usePendingAcrossConnections(connections);
  const openRequests = (connectionId: string) => {
    selectConnection(connectionId);
    selectTab('requests');
  };

  return (
    <ScreenFocusProvider value={{ request: screenRequest, open: openScreen }}>
    <div className="flex h-full flex-col">
      <TopBar
        selected={selected}
        stream={stream}
        live={!trace}
        traceLoader={traceLoader}
        showingTraces={showingTraces}
        onToggleTraces={() => startTransition(() => setShowingTraces(!showingTraces))}
      />
      {trace && <TraceBar fileName={trace.fileName} trace={trace.trace} playback={trace.playback} onClose={trace.onClose} {...(trace.follow ? { follow: trace.follow } : {})} />}
      <PendingRequestsBanner pending={pending} onOpen={openRequests} />
      <div className="flex min-h-0 flex-1">
        <ConnectionsSidebar connections={connections} selectedId={selected?.id ?? null} onSelect={selectConnection} readOnly={trace !== undefined} />
        <main className="flex min-w-0 flex-1 flex-col">
          <div className="flex min-h-0 flex-1 flex-col">
            <LaterScreenBoundary screen={showingTraces && !trace ? 'traces' : `${selected?.id ?? ''}/${tab}`}>
              {showingTraces && !trace ? (
                <Preloaded view={TracesScreen} props={{ loader: traceLoader, tracesDir: session.data?.tracesDir }} />
              ) : (
                <MainView query={query} selected={selected} tab={tab} onTabChange={selectTab} />
              )}
            </LaterScreenBoundary>
          </div>
          <MessageLogDock connections={connections} {...(trace?.annotate ? { onAddNote: trace.annotate } : {})} />
        </main>
      </div>
    </div>
    </ScreenFocusProvider>
  );
}
