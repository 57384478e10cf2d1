/** The message dock's header: one line that says what the log holds, and opens or closes it. */
import { Badge } from '../../ui/Badge';
import type { LogSummary } from './log-summary';

/** Ctrl+` toggles the dock, as it toggles the bottom panel in VS Code; browsers leave it unbound. */
export const TOGGLE_SHORTCUT = { code: 'Backquote', label: 'Ctrl+`', aria: 'Control+`' } as const;

export function MessageLogSummary({ summary, open, onToggle }: { summary: LogSummary; open: boolean; onToggle: () => void }) {
  const { count, problems, latest } = summary;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls="message-log-body"
      aria-keyshortcuts={TOGGLE_SHORTCUT.aria}
      title={`${open ? 'Hide' : 'Show'} the message log (${TOGGLE_SHORTCUT.label})`}
      onClick={onToggle}
      data-testid="message-log-toggle"
      className="flex min-w-0 flex-1 items-center gap-2 text-left text-xs"
    >
      <span className="text-zinc-400">{open ? '▾' : '▸'}</span>
      <span className="font-semibold">Messages</span>
      <Badge tone="neutral">{count}</Badge>
      {problems > 0 && (
        <Badge tone="danger" title="Error responses, protocol pollution and client errors">
          {problems === 1 ? '1 problem' : `${problems} problems`}
        </Badge>
      )}
      {latest && (
        <span data-testid="message-log-latest" className="min-w-0 truncate font-mono text-[11px] text-zinc-500" title="The latest message">
          <span className={latest.dir === 'out' ? 'text-indigo-600 dark:text-indigo-400' : 'text-emerald-600 dark:text-emerald-400'}>
            {latest.dir === 'out' ? '→' : '←'}
          </span>{' '}
          {latest.label}
          {latest.kind !== 'request' && latest.kind !== 'notification' && <span className="text-zinc-400"> · {latest.kind}</span>}
        </span>
      )}
      {!open && <span className="ml-auto shrink-0 text-[11px] text-zinc-400">{TOGGLE_SHORTCUT.label}</span>}
    </button>
  );
}
