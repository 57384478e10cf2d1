/** A compact list of findings next to what they are about (a tool, a call); triage lives in the Findings tab. */
import type { LiveFinding } from '../../core/findings-api';
import { compareFindings } from '../../core/analysis/finding';
import { Badge } from '../../ui/Badge';
import { SEVERITY_TONE } from '../../ui/severity';

export function FindingsInline({ findings, label }: { findings: readonly LiveFinding[]; label: string }) {
  if (findings.length === 0) return null;
  return (
    <section aria-label={label} data-testid="findings-inline" className="space-y-1 rounded border border-amber-300 bg-amber-50/60 p-2 text-xs dark:border-amber-900 dark:bg-amber-950/30">
      <h3 className="font-semibold text-amber-900 dark:text-amber-200">
        {label} ({findings.length})
      </h3>
      <ul className="space-y-1">
        {[...findings].sort(compareFindings).map((finding) => (
          <li key={`${finding.source}:${finding.key}`} data-testid="inline-finding" data-rule={finding.ruleId} data-severity={finding.severity} className="flex flex-wrap items-baseline gap-1.5">
            <Badge tone={SEVERITY_TONE[finding.severity]}>{finding.severity}</Badge>
            <span className="font-medium">{finding.title}</span>
            {finding.triage.status === 'acknowledged' && <Badge tone="neutral">acknowledged</Badge>}
            <span className="basis-full break-words text-zinc-700 dark:text-zinc-300">{finding.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
