/**
 * Waiting for a connection to get somewhere: ready, failed or closed. The CLI commands (scan,
 * replay) connect, then wait here before they list or send anything.
 */
import type { ConnectionSummary } from '../../src/core/bridge-api';
import type { BridgeBackend } from './backend';

/** Resolves with the connection once it is ready, failed or closed, or when `timeoutMs` runs out. */
export function whenSettled(manager: BridgeBackend, id: string, timeoutMs: number): Promise<ConnectionSummary> {
  return new Promise((resolve) => {
    const current = () => {
      const summary = manager.get(id);
      if (!summary.ok) throw new Error(summary.error.message);
      return summary.value;
    };
    const done = (summary: ConnectionSummary) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(summary);
    };
    const timer = setTimeout(() => done({ ...current(), error: { code: 'timed_out', message: `not ready after ${timeoutMs} ms` } }), timeoutMs);
    const unsubscribe = manager.subscribe((event) => {
      if (event.type === 'connection' && event.connection.id === id && ['ready', 'failed', 'closed'].includes(event.connection.state)) done(event.connection);
    });
    const now = current();
    if (['ready', 'failed', 'closed'].includes(now.state)) done(now);
  });
}
