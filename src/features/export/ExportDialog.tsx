/**
 * Share a trace (issue 5, "Share"): the same self-contained HTML file `mcpscope export` writes,
 * after the person has seen what redaction takes out. Redaction is on unless they turn it off,
 * and then a warning says what the file will carry. Takes props; use-trace-export.ts owns the data.
 */
import { useEffect } from 'react';
import { Button } from '../../ui/Button';
import { RedactionList } from './RedactionList';
import type { TraceExport } from './use-trace-export';

export interface ExportDialogProps {
  traceName: string;
  exporting: TraceExport;
  onClose: () => void;
}

export function ExportDialog({ traceName, exporting, onClose }: ExportDialogProps) {
  const { redact, report, download } = exporting;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const leftIn = report.status === 'ok' ? report.report.redactions.length : 0;
  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-zinc-950/40 p-6 pt-[10vh]" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="export-title"
        data-testid="export-dialog"
        className="w-full max-w-2xl space-y-3 rounded-md border border-zinc-200 bg-white p-4 text-xs text-zinc-800 shadow-xl dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
        onClick={(event) => event.stopPropagation()}
      >
        <div className="min-w-0">
          <h2 id="export-title" className="text-sm font-semibold">
            Export as one HTML file
          </h2>
          <p className="truncate font-mono text-zinc-500 dark:text-zinc-400" title={traceName}>
            {traceName}
          </p>
        </div>
        <p className="text-zinc-600 dark:text-zinc-300">The file opens the read-only viewer with this trace in any browser, with no install and no network.</p>
        <label className="flex items-start gap-2">
          <input autoFocus type="checkbox" data-testid="export-redact" className="mt-0.5" checked={redact} onChange={(event) => exporting.setRedact(event.target.checked)} />
          <span>
            <span className="font-medium">Redact secrets</span>
            <span className="block text-zinc-500 dark:text-zinc-400">Keys and tokens secretlint's recommended rules recognise, values named like credentials (authorization, cookie, token, password, keys), URL passwords and credential parameters, env and header values: in every record and in the command line.</span>
          </span>
        </label>
        {!redact && (
          <p role="alert" data-testid="export-redact-off" className="rounded border border-amber-300 bg-amber-50 px-2 py-1.5 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200">
            Redaction is off: the file holds the trace exactly as recorded{leftIn > 0 ? `, with the ${leftIn} secret${leftIn === 1 ? '' : 's'} listed below` : ''}. Anyone who gets the file can read
            {leftIn === 1 ? ' it' : ' them'}.
          </p>
        )}
        <RedactionList state={report} redact={redact} />
        {download.state.status === 'error' && (
          <p role="alert" data-testid="export-download-error" className="break-words text-red-700 dark:text-red-400">
            Could not build the file: {download.state.message}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
          {download.state.status === 'pending' && <span className="mr-auto text-zinc-500">Building the file (the first export builds the viewer, which can take a minute)…</span>}
          {download.state.status === 'success' && <span className="mr-auto text-emerald-700 dark:text-emerald-400" data-testid="export-downloaded">Downloaded {exporting.fileName}</span>}
          <Button variant="ghost" onClick={onClose} data-testid="export-close">
            Close
          </Button>
          <Button variant="primary" data-testid="export-download" disabled={report.status !== 'ok' || download.state.status === 'pending'} onClick={download.run} title={exporting.fileName}>
            {redact ? 'Download' : 'Download unredacted'}
          </Button>
        </div>
      </div>
    </div>
  );
}
