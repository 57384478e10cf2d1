/**
 * What the page is connected to: the bridge (with its token), or a recorded trace opened from
 * disk (no bridge needed). Each gets its own query cache and message store, so closing a trace
 * returns to the live session untouched, and nothing of one leaks into the other.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App } from './App';
import type { BridgeClient } from './api/bridge-client';
import { BridgeProvider } from './api/BridgeContext';
import { MessageStore } from './api/message-store';
import { animationFrameScheduler, MessageStoreProvider, useShowInLog } from './api/MessageStoreContext';
import type { AnalyzeTrace } from './api/trace/analysis';
import type { LoadedTrace } from './api/trace/load-trace';
import { MissingTokenPage } from './features/connections/MissingTokenPage';
import { TraceOpenFailedPage } from './features/traces/TraceOpenFailedPage';
import { readTraceFile, traceFromText, type TraceLoader } from './features/traces/read-trace-file';
import { PlaybackSync } from './features/traces/PlaybackSync';
import { TraceOpener } from './features/traces/TraceOpener';
import { useInitialTrace, type InitialTraceSource } from './features/traces/use-initial-trace';

function Session({ client, children }: { client: BridgeClient; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // The event stream writes live changes into the cache (api/apply-bridge-event.ts), so
          // refetching on focus or staleness would only repeat what we already know.
          queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: 1 },
        },
      }),
  );
  const [store] = useState(() => new MessageStore(animationFrameScheduler));
  return (
    <QueryClientProvider client={queryClient}>
      <BridgeProvider client={client}>
        <MessageStoreProvider store={store}>{children}</MessageStoreProvider>
      </BridgeProvider>
    </QueryClientProvider>
  );
}

/** Opens one record in the message log once, as the trace is shown. */
function ShowInLogOnOpen({ seq }: { seq: number }) {
  const showInLog = useShowInLog();
  useEffect(() => showInLog(seq), [showInLog, seq]);
  return null;
}

export interface AppRootProps {
  /** The bridge, reached with its per-run token; null when the page was opened without one (or is a file). */
  live: BridgeClient | null;
  /** A trace to show at start instead of the bridge's connections. */
  initialTrace: InitialTraceSource | null;
  /** Analyses the traces the page opens: the app's worker, or none in the self-contained viewer. */
  analyze: AnalyzeTrace;
}

export function AppRoot({ live, initialTrace, analyze }: AppRootProps) {
  const [shown, setShown] = useState<LoadedTrace | null>(null);
  const loader = useMemo<TraceLoader>(
    () => ({ load: (file) => readTraceFile(file, analyze), loadText: (text, fileName) => traceFromText(text, fileName, analyze), show: setShown }),
    [analyze],
  );
  const fromBridge = useInitialTrace(initialTrace, analyze, setShown);
  // Bumped when playback moves back: the caches start over at the earlier position.
  const [rewinds, setRewinds] = useState(0);
  const rewind = useCallback(() => setRewinds((count) => count + 1), []);
  // A trace that is closed or replaced stops playing, and stops following its recording.
  useEffect(
    () => () => {
      shown?.playback.dispose();
      shown?.follow?.stop();
    },
    [shown],
  );

  if (shown) {
    return (
      // Keyed by the trace, its length and the rewinds: another trace, this one with a new note,
      // or an earlier position starts from empty caches. A followed trace grows in place: its caches stay.
      <Session key={`trace:${shown.fileName}:${shown.trace.header.createdAt}:${shown.follow ? 'live' : shown.trace.records.length}:${rewinds}`} client={shown.client}>
        <PlaybackSync playback={shown.playback} onRewind={rewind} />
        {shown.showSeq !== undefined && <ShowInLogOnOpen seq={shown.showSeq} />}
        <App
          trace={{ fileName: shown.fileName, trace: shown.trace, playback: shown.playback, onClose: () => setShown(null), ...(shown.annotate ? { annotate: shown.annotate } : {}), ...(shown.follow ? { follow: shown.follow } : {}) }}
          traceLoader={loader}
        />
      </Session>
    );
  }
  if (fromBridge.status === 'loading') return <p className="p-6 text-sm text-zinc-500">Opening the trace…</p>;
  if (live && !initialTrace) {
    return (
      <Session key="live" client={live}>
        <App traceLoader={loader} />
      </Session>
    );
  }
  if (fromBridge.status === 'failed') {
    return (
      <TraceOpenFailedPage message={fromBridge.message}>
        <TraceOpener loader={loader} />
      </TraceOpenFailedPage>
    );
  }
  return (
    <MissingTokenPage>
      <TraceOpener loader={loader} />
    </MissingTokenPage>
  );
}
