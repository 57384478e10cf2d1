/** One finding: what, where, the evidence as found (invisible characters made visible), and how to fix it. */
import type { LiveFinding, TriageRequest } from '../../core/findings-api';
import { showInvisible } from '../../core/analysis/hidden-text';
import { Badge } from '../../ui/Badge';
import { SEVERITY_TONE } from '../../ui/severity';
import { TriageControls } from './TriageControls';

export function FindingCard({ finding, busy, onTriage }: { finding: LiveFinding; busy: boolean; onTriage: (request: TriageRequest) => void }) {
  return (
    <li
      data-testid="finding"
      data-rule={finding.ruleId}
      data-severity={finding.severity}
      data-path={finding.location.path}
      className="space-y-1 rounded border border-zinc-200 p-2 text-xs dark:border-zinc-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={SEVERITY_TONE[finding.severity]}>{finding.severity}</Badge>
        <span className="font-semibold">{finding.title}</span>
        <span className="font-mono text-[11px] text-zinc-500">{finding.ruleId}</span>
      </div>
      <p className="break-words">{finding.message}</p>
      <p className="font-mono text-[11px] break-all text-zinc-500 dark:text-zinc-400">
        {finding.location.server ? `${finding.location.server} · ` : ''}
        {finding.location.path}
        {finding.location.span ? ` [${finding.location.span.start}–${finding.location.span.end}]` : ''}
      </p>
      {finding.evidence && (
        <pre data-testid="finding-evidence" className="max-h-32 overflow-auto rounded bg-zinc-50 p-1 font-mono text-[11px] whitespace-pre-wrap break-words dark:bg-zinc-900">
          {showInvisible(finding.evidence)}
        </pre>
      )}
      <p className="text-zinc-600 dark:text-zinc-400">
        <span className="font-medium">Fix: </span>
        {finding.remediation}
      </p>
      <TriageControls finding={finding} busy={busy} onTriage={onTriage} />
    </li>
  );
}
