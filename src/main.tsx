import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './AppRoot';
import { takeLaunchFragment } from './api/token';
import { bridgeTraceSource } from './features/traces/use-initial-trace';
import { applyTheme, readThemePreference } from './ui/theme';
import './index.css';

applyTheme(readThemePreference());

const { token, openTrace } = takeLaunchFragment();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot token={token} initialTrace={openTrace && token ? bridgeTraceSource(token) : null} />
  </StrictMode>,
);
