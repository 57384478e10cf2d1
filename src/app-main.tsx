/**
 * The app itself, loaded by the page's small entry (main.tsx) once that has started the first
 * screen's reads (issue 24, B9 and B3). Everything React lives here, so the entry stays a few KB.
 */
import { notifyManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import type { BridgeClient } from './api/bridge-client';
import { LiveBridgeProvider } from './api/LiveBridgeContext';
import { createFrameQueue, frameOrTimeout } from './api/frame-queue';
import { createAnalysisWorker } from './api/trace/analysis';
import { bridgeTraceSource } from './features/traces/bridge-trace-source';

export interface Launch {
  /** The page's one bridge client: the live screens and, while a trace is shown, the export use it. */
  live: BridgeClient | null;
  token: string | null;
  /** `mcpscope open <trace>`: show the trace the bridge serves. */
  openTrace: boolean;
}

export function startApp({ live, token, openTrace }: Launch): void {
  // react-query tells its observers once per frame, with the event stream's cache writes (issue 24, B8).
  notifyManager.setScheduler(createFrameQueue(frameOrTimeout(requestAnimationFrame)));
  // One worker for the page, started with the first trace that needs analysing.
  const analyze = createAnalysisWorker();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* The bridge stays reachable while a trace is shown, for the export (the viewer page has none). */}
      <LiveBridgeProvider client={live}>
        <AppRoot live={live} initialTrace={openTrace && token ? bridgeTraceSource(token) : null} analyze={analyze} />
      </LiveBridgeProvider>
    </StrictMode>,
  );
}
