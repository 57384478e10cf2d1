import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createBridgeClient } from './api/bridge-client';
import { BridgeProvider } from './api/BridgeContext';
import { MessageStore } from './api/message-store';
import { animationFrameScheduler, MessageStoreProvider } from './api/MessageStoreContext';
import { takeToken } from './api/token';
import { MissingTokenPage } from './features/connections/MissingTokenPage';
import { applyTheme, readThemePreference } from './ui/theme';
import './index.css';

applyTheme(readThemePreference());

const root = createRoot(document.getElementById('root')!);
const token = takeToken();

if (!token) {
  root.render(<MissingTokenPage />);
} else {
  const queryClient = new QueryClient({
    defaultOptions: {
      // The event stream writes live changes into the cache (api/apply-bridge-event.ts), so
      // refetching on focus or staleness would only repeat what we already know.
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: 1 },
    },
  });
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BridgeProvider client={createBridgeClient(token)}>
          <MessageStoreProvider store={new MessageStore(animationFrameScheduler)}>
            <App />
          </MessageStoreProvider>
        </BridgeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
