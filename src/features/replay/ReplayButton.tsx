/**
 * "Replay…" on a trace (issue 5, item 5: replay against a live server "from the UI"): on a row of
 * the Traces screen and on the bar of an opened trace, when a bridge is there to replay with. It
 * opens the Replay panel in a modal dialog.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLiveBridgeClient } from '../../api/LiveBridgeContext';
import type { ConnectionTarget } from '../../core/bridge-api';
import { Button, type ButtonVariant } from '../../ui/Button';
import { LiveBridgeScope } from './LiveBridgeScope';
import type { ReplaySource } from './replay-form';
import { ReplayPanel } from './ReplayPanel';

export interface ReplayButtonProps {
  source: ReplaySource;
  /** The trace's name, as the panel's title says it. */
  name: string;
  /** The target the trace's header recorded (secrets masked): the panel starts from it. */
  recordedTarget: ConnectionTarget | undefined;
  /** Shown over an opened trace, whose page client answers from the recording: the panel then talks to the live bridge. */
  overTrace?: boolean;
  disabled?: boolean;
  /** As the buttons beside it: ghost on the trace bar. */
  variant?: ButtonVariant;
}

export function ReplayButton({ source, name, recordedTarget, overTrace = false, disabled, variant = 'secondary' }: ReplayButtonProps) {
  const [open, setOpen] = useState(false);
  const bridge = useLiveBridgeClient();
  // No bridge (the exported offline viewer, a file opened from the start page): nothing to replay with.
  if (!bridge) return null;
  const panel = <ReplayPanel source={source} recordedTarget={recordedTarget} />;
  return (
    <>
      <Button data-testid="trace-replay" variant={variant} disabled={disabled} title="Re-send this trace to a live server and compare every answer" onClick={() => setOpen(true)}>
        Replay…
      </Button>
      {open && <ReplayDialog name={name} onClose={() => setOpen(false)}>{overTrace ? <LiveBridgeScope client={bridge}>{panel}</LiveBridgeScope> : panel}</ReplayDialog>}
    </>
  );
}

function ReplayDialog({ name, onClose, children }: { name: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  // showModal: focus stays inside, Escape closes (the dialog's cancel event), the page is inert behind it.
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      data-testid="replay-dialog"
      aria-label={`Replay ${name}`}
      onClose={onClose}
      className="m-auto max-h-[90vh] w-[min(56rem,94vw)] overflow-hidden rounded-lg border border-zinc-300 bg-white p-0 text-xs text-zinc-900 shadow-xl backdrop:bg-zinc-950/50 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
    >
      <div className="flex max-h-[90vh] flex-col">
        <div className="flex items-center gap-2 border-b border-zinc-200 px-3 py-2 dark:border-zinc-800">
          <div className="min-w-0 flex-1">
            <h2 className="text-sm font-semibold">Replay against a live server</h2>
            <p className="truncate font-mono text-zinc-600 dark:text-zinc-400" title={name}>
              {name}
            </p>
          </div>
          <Button variant="ghost" data-testid="replay-close" onClick={() => ref.current?.close()}>
            Close
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-3">{children}</div>
      </div>
    </dialog>
  );
}
