/** "Open call" and its kin (issue 20): from a logged request or answer to the screen it belongs to. */
import { entryBySeq } from '../../api/message-store';
import { useLogSelector, useShowInLog } from '../../api/MessageStoreContext';
import { useOpenScreen } from '../../api/ScreenFocusContext';
import type { LogEntry } from '../../core/log-entry';
import { screenTargetOf, type ScreenTab } from '../../core/screen-target';

const LABELS: Record<ScreenTab, string> = {
  tools: 'Open call',
  prompts: 'Open in Prompts',
  resources: 'Open in Resources',
  requests: 'Open in Requests',
  timeline: 'Show in Timeline',
};

export function OpenScreenButton({ entry }: { entry: LogEntry }) {
  const open = useOpenScreen();
  const showInLog = useShowInLog();
  // An answer names no prompt or resource; its request does.
  const request = useLogSelector((snapshot) => (entry.kind === 'request' ? undefined : entryBySeq(snapshot, entry.pairSeq)));
  const target = screenTargetOf(entry, request?.record);
  if (!open || !target) return null;
  return (
    <button
      type="button"
      data-testid="open-screen"
      data-tab={target.tab}
      onClick={() => {
        open(target);
        // The timeline marks the message the log shows.
        if (target.tab === 'timeline') showInLog(target.seq);
      }}
      className="text-indigo-600 hover:underline dark:text-indigo-400"
    >
      {LABELS[target.tab]} ↗
    </button>
  );
}
