/**
 * Shown above every tab when the server changed a list the person has not looked at yet: a tool
 * list that changes under the Tools screen must not change silently.
 */
import type { ListChange } from '../../core/bridge-api';
import { Button } from '../../ui/Button';
import { KIND_LABEL, summarizeChange } from './change-format';

export function ListChangedNotice({ unseen, onShow, onDismiss }: { unseen: readonly ListChange[]; onShow: () => void; onDismiss: () => void }) {
  if (unseen.length === 0) return null;
  const lines = unseen.slice(-3).map((change) => `${KIND_LABEL[change.kind]}: ${summarizeChange(change)}`);
  return (
    <div role="status" data-testid="list-changed-notice" className="mx-4 mt-2 flex flex-wrap items-center gap-2 rounded border border-amber-300 bg-amber-50 px-3 py-1.5 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200">
      <span className="font-semibold">The server changed its lists mid-session.</span>
      <span className="min-w-0 flex-1">{lines.join(' · ')}{unseen.length > 3 ? ` (and ${unseen.length - 3} earlier)` : ''}</span>
      <Button data-testid="show-list-changes" onClick={onShow}>
        Show changes
      </Button>
      <Button variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
