import { levelRank } from '../../core/server-log';

/** Colour by severity: grey for debug/info, blue notice, amber warning, red error and above. */
const RANK_CLASSES = [
  'bg-zinc-100 text-zinc-600 ring-zinc-300 dark:bg-zinc-800 dark:text-zinc-400 dark:ring-zinc-700',
  'bg-sky-50 text-sky-700 ring-sky-200 dark:bg-sky-950 dark:text-sky-300 dark:ring-sky-800',
  'bg-indigo-50 text-indigo-700 ring-indigo-200 dark:bg-indigo-950 dark:text-indigo-300 dark:ring-indigo-800',
  'bg-amber-50 text-amber-800 ring-amber-300 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-800',
  'bg-red-50 text-red-700 ring-red-300 dark:bg-red-950 dark:text-red-300 dark:ring-red-800',
  'bg-red-600 text-white ring-red-700 dark:bg-red-700 dark:ring-red-500',
  'bg-red-700 text-white ring-red-800 dark:bg-red-800 dark:ring-red-500',
  'bg-fuchsia-700 text-white ring-fuchsia-800 dark:bg-fuchsia-800 dark:ring-fuchsia-500',
  // Not an RFC 5424 level.
  'bg-white text-amber-800 ring-amber-500 dark:bg-zinc-900 dark:text-amber-300',
];

export function LevelBadge({ level }: { level: string }) {
  return (
    <span
      className={`inline-flex w-[4.75rem] shrink-0 justify-center rounded px-1 py-px font-mono text-[10px] font-semibold leading-4 ring-1 ring-inset ${RANK_CLASSES[levelRank(level)]}`}
    >
      {level}
    </span>
  );
}
