/**
 * A timeout's report (issue 3, point 10): which limit fired and what was still outstanding on the
 * connection, so a call stuck behind an unanswered elicitation says so.
 */
import type { OutstandingRequest, TimeoutReport } from '../../core/bridge-api';
import { Badge } from '../../ui/Badge';
import { formatDuration } from './call-format';

const LIMIT_LABELS: Record<TimeoutReport['limit'], string> = {
  timeout: 'request timeout',
  'max-total': 'maximum total time',
};

/** `firedAt`: when the limit fired (ms since epoch), to age each outstanding request. */
export function TimeoutReportView({ report, firedAt }: { report: TimeoutReport; firedAt: number }) {
  return (
    <div data-testid="timeout-report" data-limit={report.limit} className="space-y-2">
      <p data-testid="timeout-summary" className="break-words">
        {report.summary}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-[11px] opacity-80">
        <Badge tone="warning">{LIMIT_LABELS[report.limit]}</Badge>
        <span>limit {formatDuration(report.limitMs)}</span>
        <span>elapsed {formatDuration(report.elapsedMs)}</span>
        <span>
          {report.progressCount} progress notification{report.progressCount === 1 ? '' : 's'}
        </span>
      </p>
      <div>
        <p className="text-[11px] font-semibold opacity-80">Outstanding when it fired</p>
        <ul data-testid="timeout-outstanding" className="mt-0.5 space-y-0.5">
          {report.outstanding.map((entry) => (
            <OutstandingRow key={`${entry.dir}:${String(entry.id)}`} entry={entry} firedAt={firedAt} />
          ))}
        </ul>
      </div>
    </div>
  );
}

function OutstandingRow({ entry, firedAt }: { entry: OutstandingRequest; firedAt: number }) {
  // Wraps rather than truncates: the method is the point of the row, and the call view is narrow.
  return (
    <li data-testid="outstanding-request" data-dir={entry.dir} className="flex flex-wrap items-center gap-x-2 gap-y-0.5 font-mono text-[11px]">
      <span className="shrink-0" title={entry.dir === 'out' ? 'mcpscope asked the server' : 'the server asked mcpscope'}>
        {entry.dir === 'out' ? '→ server' : '← server'}
      </span>
      <span className="min-w-0 font-semibold break-all">{entry.method}</span>
      <span className="shrink-0 opacity-80">id {String(entry.id)}</span>
      {entry.clientRequestId && (
        <span className="shrink-0">
          <Badge tone="warning">{entry.clientRequestId} waits for you</Badge>
        </span>
      )}
      <span className="ml-auto shrink-0 opacity-70" title="How long it had been waiting">
        {formatDuration(Math.max(0, firedAt - entry.since))}
      </span>
    </li>
  );
}
