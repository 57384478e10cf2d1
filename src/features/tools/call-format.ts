/** Display helpers shared by the call view and the history list. */
import type { CallRecord, CallStatus } from '../../core/bridge-api';
import type { BadgeTone } from '../../ui/Badge';
import { formatTime } from '../../core/wall-time';

export const STATUS_DISPLAY: Record<CallStatus, { label: string; tone: BadgeTone }> = {
  running: { label: 'running', tone: 'info' },
  ok: { label: 'ok', tone: 'success' },
  'tool-error': { label: 'tool error', tone: 'warning' },
  'rpc-error': { label: 'JSON-RPC error', tone: 'danger' },
  cancelled: { label: 'cancelled', tone: 'neutral' },
  'timed-out': { label: 'timed out', tone: 'warning' },
  failed: { label: 'failed', tone: 'danger' },
};

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** Latency of a finished call; undefined while it runs. */
export function callLatency(call: CallRecord): number | undefined {
  return call.endedAt === undefined ? undefined : call.endedAt - call.startedAt;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// One formatter for every row: toLocaleTimeString builds a new one per call, which cost seconds of
// CPU with thousands of history rows. It holds no per-connection state, so module scope is fine.
// hourCycle h23 rather than hour12: false, which some engines render as "24:05:00" after midnight.
const CLOCK = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

export function formatClock(ms: number): string {
  return formatTime(ms, (date) => CLOCK.format(date));
}
