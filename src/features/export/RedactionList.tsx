/**
 * What the export takes out (or, with redaction off, leaves in): one row per value, with where it
 * is, what the rule saw, and the text as the file will read. The bridge builds the previews from
 * the redacted trace, so nothing here shows a secret.
 */
import type { TraceExportRedaction } from '../../core/traces-api';
import { Badge } from '../../ui/Badge';
import type { ExportReportState } from './use-trace-export';

export function RedactionList({ state, redact }: { state: ExportReportState; redact: boolean }) {
  if (state.status === 'pending') return <p className="text-zinc-500" data-testid="export-report-pending">Looking for secrets in the trace…</p>;
  if (state.status === 'error') {
    return (
      <p role="alert" data-testid="export-report-error" className="break-words text-red-700 dark:text-red-400">
        Could not prepare the export: {state.message}
      </p>
    );
  }
  const { redactions, records } = state.report;
  if (redactions.length === 0) {
    return (
      <p data-testid="export-nothing" className="text-zinc-600 dark:text-zinc-300">
        Nothing was redacted: the scan found no credentials in its {records} records or its command line.
      </p>
    );
  }
  return (
    <div className="space-y-1.5">
      <p className="font-medium">
        {redact ? 'Taken out of the file' : 'Left in the file'} ({redactions.length}):
      </p>
      <ul data-testid="export-redactions" className="max-h-64 space-y-1 overflow-y-auto rounded border border-zinc-200 p-1.5 dark:border-zinc-800">
        {redactions.map((redaction, index) => (
          <RedactionRow key={index} redaction={redaction} />
        ))}
      </ul>
    </div>
  );
}

function RedactionRow({ redaction }: { redaction: TraceExportRedaction }) {
  return (
    <li data-testid="export-redaction" className="space-y-0.5 rounded bg-zinc-50 px-2 py-1 dark:bg-zinc-900">
      <div className="flex min-w-0 items-center gap-2">
        <Badge tone="warning">{redaction.what}</Badge>
        <span className="shrink-0 text-zinc-600 dark:text-zinc-300">{redaction.seq === 0 ? 'header' : `record ${redaction.seq}`}</span>
        <span className="min-w-0 truncate font-mono text-zinc-500 dark:text-zinc-400" title={redaction.path}>
          {redaction.path}
        </span>
      </div>
      <p data-testid="export-redaction-preview" className="break-all font-mono text-[11px] text-zinc-700 dark:text-zinc-300">
        {redaction.preview}
      </p>
    </li>
  );
}
