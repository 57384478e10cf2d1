/**
 * The self-contained trace viewer (issue 5, "Share"): one HTML file, built by
 * vite.viewer.config.ts, that opens from file:// with no bridge and no network. `mcpscope export`
 * embeds a trace in it; without one it is an offline viewer that opens files.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { embeddedTraceSource } from './features/traces/embedded-trace';
import { applyTheme, readThemePreference } from './ui/theme';
import './index.css';

applyTheme(readThemePreference());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot live={null} initialTrace={embeddedTraceSource(document)} />
  </StrictMode>,
);
