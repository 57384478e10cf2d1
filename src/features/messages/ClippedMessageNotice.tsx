/** Said above a message the bridge sent clipped (issue 6, B3 and B4), with the way to the whole message. */
import { isClippedItems, type Clip } from '../../core/clips';
import type { MessageRecord } from '../../core/wire';
import { formatSize } from './format';
import { useFullMessage, type FullMessageAction } from './use-full-message';

const BUTTON =
  'rounded border border-zinc-300 px-1.5 py-0.5 text-[11px] text-zinc-700 hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800';

export function ClippedMessageNotice({ record }: { record: MessageRecord }) {
  const { state, run } = useFullMessage(record);
  const cuts = record.clipped ?? [];
  const button = (action: FullMessageAction, label: string) => (
    <button type="button" data-testid={`full-message-${action}`} disabled={state.status === 'pending'} onClick={() => run(action)} className={BUTTON}>
      {label}
    </button>
  );
  return (
    <div data-testid="clipped-message" className="flex flex-wrap items-center gap-2 text-[11px] text-zinc-600 dark:text-zinc-400">
      <span>
        Shown cut to a preview:{' '}
        {cuts.map((cut) => (
          <span key={cut.pointer} className="mr-1 font-mono">
            {cut.pointer} ({shownOf(cut)})
          </span>
        ))}
      </span>
      {button('copy', 'Copy full message')}
      {button('download', 'Download full message')}
      {state.status === 'pending' && <span>Fetching…</span>}
      {state.status === 'done' && <span className="text-emerald-700 dark:text-emerald-400">{state.action === 'copy' ? 'Copied.' : 'Downloaded.'}</span>}
      {state.status === 'error' && (
        <span role="alert" className="text-red-700 dark:text-red-400">
          Could not fetch the message: {state.message}
        </span>
      )}
    </div>
  );
}

function shownOf(cut: Clip): string {
  if (isClippedItems(cut)) return `${cut.shownItems.toLocaleString('en')} of ${cut.totalItems.toLocaleString('en')} items`;
  return `${formatSize(cut.shownChars)} of ${formatSize(cut.totalChars)}`;
}
