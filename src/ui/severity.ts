import type { Severity } from '../core/analysis/finding';
import type { BadgeTone } from './Badge';

export const SEVERITY_TONE: Record<Severity, BadgeTone> = { critical: 'danger', high: 'danger', medium: 'warning', low: 'info', info: 'neutral' };

/** Mark colours per severity, for highlighted spans inside text. */
export const SEVERITY_MARK: Record<Severity, string> = {
  critical: 'bg-red-200 text-red-950 ring-red-500 dark:bg-red-900/70 dark:text-red-50',
  high: 'bg-red-100 text-red-900 ring-red-400 dark:bg-red-950 dark:text-red-100',
  medium: 'bg-amber-100 text-amber-950 ring-amber-400 dark:bg-amber-950 dark:text-amber-100',
  low: 'bg-sky-100 text-sky-950 ring-sky-300 dark:bg-sky-950 dark:text-sky-100',
  info: 'bg-zinc-100 text-zinc-900 ring-zinc-300 dark:bg-zinc-800 dark:text-zinc-100',
};
