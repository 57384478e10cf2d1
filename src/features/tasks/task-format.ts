/** How task statuses (spec 2025-11-25, tasks) look, on the Tools and Requests screens alike. */
import type { TaskStatus } from '../../core/bridge-api';
import type { BadgeTone } from '../../ui/Badge';

export const TASK_STATUS_DISPLAY: Record<TaskStatus, { label: string; tone: BadgeTone }> = {
  working: { label: 'working', tone: 'info' },
  input_required: { label: 'input required', tone: 'warning' },
  completed: { label: 'completed', tone: 'success' },
  failed: { label: 'failed', tone: 'danger' },
  cancelled: { label: 'cancelled', tone: 'neutral' },
};

/** A ttl in ms as people read it; null is the spec's "unlimited". */
export function formatTtl(ttl: number | null | undefined): string {
  if (ttl === null) return 'unlimited';
  if (ttl === undefined) return 'not given';
  if (ttl < 60_000) return `${Math.round(ttl / 1000)} s`;
  const minutes = ttl / 60_000;
  return `${Number.isInteger(minutes) ? minutes : minutes.toFixed(1)} min`;
}
