/**
 * "Export…" on a Traces row and on the bar of an opened trace: opens the Export dialog. Shown only
 * when the page has a bridge (the offline viewer has none, and so no export).
 */
import { useState } from 'react';
import type { BridgeClient } from '../../api/bridge-client';
import { useLiveBridgeClient } from '../../api/LiveBridgeContext';
import { sourceName, type TraceExportSource } from '../../api/trace-export';
import { Button, type ButtonVariant } from '../../ui/Button';
import { ExportDialog } from './ExportDialog';
import { useTraceExport } from './use-trace-export';

export function ExportTraceButton({ source, disabled = false, variant = 'secondary' }: { source: TraceExportSource; disabled?: boolean; variant?: ButtonVariant }) {
  const client = useLiveBridgeClient();
  const [open, setOpen] = useState(false);
  if (!client) return null;
  return (
    <>
      <Button data-testid="trace-export" variant={variant} disabled={disabled} onClick={() => setOpen(true)} title="Share as one self-contained HTML file">
        Export…
      </Button>
      {open && <OpenExport client={client} source={source} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Mounted only while the dialog is open, so the report is asked for then and not before. */
function OpenExport({ client, source, onClose }: { client: BridgeClient; source: TraceExportSource; onClose: () => void }) {
  const exporting = useTraceExport(client, source);
  return <ExportDialog traceName={sourceName(source)} exporting={exporting} onClose={onClose} />;
}
