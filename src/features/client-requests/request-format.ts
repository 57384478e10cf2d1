/** Small display helpers shared by the Requests tab's components. */
import type { ClientRequestStatus } from '../../core/bridge-api';
import type { BadgeTone } from '../../ui/Badge';
import { formatTime as wallTime } from '../../core/wall-time';

export const STATUS_TONES: Record<ClientRequestStatus, BadgeTone> = {
  pending: 'warning',
  answered: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

const TIME = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function formatTime(at: number): string {
  return wallTime(at, (date) => TIME.format(date));
}

export const INPUT =
  'w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900';
