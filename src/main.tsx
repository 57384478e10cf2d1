import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { createBridgeClient } from './api/bridge-client';
import { LiveBridgeProvider } from './api/LiveBridgeContext';
import { createAnalysisWorker } from './api/trace/analysis';
import { takeLaunchFragment } from './api/token';
import { bridgeTraceSource } from './features/traces/bridge-trace-source';
import { applyTheme, readThemePreference } from './ui/theme';
import './index.css';

applyTheme(readThemePreference());

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
