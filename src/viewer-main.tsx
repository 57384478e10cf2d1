/**
 * The self-contained trace viewer (issue 5, "Share"): one HTML file, built by
 * vite.viewer.config.ts, that opens from file:// with no bridge and no network. `mcpscope export`
 * embeds a trace, with its findings, in it; without one it is an offline viewer that opens files.
 * It has no analysis engine (the tokenizer and secretlint are most of the app's weight): an
 * export's findings come with it, and a file opened here by hand is shown without findings.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { analysisUnavailable } from './api/trace/carried-analysis';
import { embeddedTraceSource } from './features/traces/embedded-trace';
import { applyTheme, readThemePreference } from './ui/theme-preference';
import './index.css';

applyTheme(readThemePreference());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot live={null} initialTrace={embeddedTraceSource(document)} analyze={analysisUnavailable} />
  </StrictMode>,
);
