/** A row's findings at a glance: how many are open and how bad the worst is. */
import type { BadgeSummary } from '../core/findings-view';
import { Badge } from './Badge';
import { SEVERITY_TONE } from './severity';

export function FindingBadge({ summary }: { summary: BadgeSummary }) {
  if (summary.open === 0 && summary.acknowledged === 0) return null;
  if (summary.open === 0 || summary.worst === undefined) {
    return (
      <span data-testid="finding-badge" data-severity="acknowledged" title={`${summary.acknowledged} acknowledged finding(s)`}>
        <Badge tone="neutral">✓ {summary.acknowledged}</Badge>
      </span>
    );
  }
  return (
    <span data-testid="finding-badge" data-severity={summary.worst} title={`${summary.open} open finding(s), worst: ${summary.worst}`}>
      <Badge tone={SEVERITY_TONE[summary.worst]}>
        ⚑ {summary.open} · {summary.worst}
      </Badge>
    </span>
  );
}
