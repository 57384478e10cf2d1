/**
 * "Replay…" on a trace (issue 5, item 5: replay against a live server "from the UI"): on a row of
 * the Traces screen and on the bar of an opened trace, when a bridge is there to replay with. It
 * opens the Replay panel in a modal dialog.
 */
import { useState } from 'react';
import { useLiveBridgeClient } from '../../api/LiveBridgeContext';
import type { ConnectionTarget } from '../../core/bridge-api';
import { Button, type ButtonVariant } from '../../ui/Button';
import { ModalDialog } from '../../ui/ModalDialog';
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
      {open && (
        <ModalDialog title="Replay against a live server" subtitle={name} label={`Replay ${name}`} size="form" testId="replay-dialog" onClose={() => setOpen(false)}>
          {overTrace ? <LiveBridgeScope client={bridge}>{panel}</LiveBridgeScope> : panel}
        </ModalDialog>
      )}
    </>
  );
}
