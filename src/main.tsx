/**
 * The page's entry: a few KB that start what the first screen needs before the app's code has
 * arrived (issue 24, B9 and B3). It applies the theme, takes the token, starts the first screen's
 * reads (api/early-reads.ts), then runs the app, whose chunk the HTML already preloads
 * (vite.config.ts, preloadAppChunk).
 */
import { createBridgeClient } from './api/bridge-client';
import { withEarlyReads } from './api/early-reads';
import { takeLaunchFragment } from './api/token';
import { applyTheme, readThemePreference } from './ui/theme-preference';
import './index.css';

applyTheme(readThemePreference());

const { token, openTrace } = takeLaunchFragment();
const client = token ? createBridgeClient(token) : null;
// A page opened on a trace shows the trace first, not the tool list.
const live = client && !openTrace ? withEarlyReads(client) : client;

import('./app-main').then(
  ({ startApp }) => startApp({ live, token, openTrace }),
  (error: unknown) => {
    // Without its code the page cannot say more; the bridge may have stopped meanwhile.
    document.getElementById('root')!.textContent = `mcpscope could not load its page: ${error instanceof Error ? error.message : String(error)}. Is mcpscope still running?`;
  },
);
