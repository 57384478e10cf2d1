import { notifyManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { createBridgeClient } from './api/bridge-client';
import { LiveBridgeProvider } from './api/LiveBridgeContext';
import { createFrameQueue, frameOrTimeout } from './api/frame-queue';
import { createAnalysisWorker } from './api/trace/analysis';
import { takeLaunchFragment } from './api/token';
import { bridgeTraceSource } from './features/traces/bridge-trace-source';
import { applyTheme, readThemePreference } from './ui/theme';
import './index.css';

applyTheme(readThemePreference());
// react-query tells its observers once per frame, with the event stream's cache writes (issue 24, B8).
notifyManager.setScheduler(createFrameQueue(frameOrTimeout(requestAnimationFrame)));

const { token, openTrace } = takeLaunchFragment();
// One client for the page: the live screens and, while a trace is shown, the export use it.
const live = token ? createBridgeClient(token) : null;
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
