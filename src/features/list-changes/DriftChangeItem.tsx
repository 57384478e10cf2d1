/**
 * One DriftChange (src/core/analysis/drift.ts): its severity, what changed, the notes, and a
 * side-by-side diff. Shared by drift from the pins and by the client-info probe, which say
 * different things about the two sides.
 */
import type { DriftChange } from '../../core/analysis/drift';
import { Badge } from '../../ui/Badge';
import { Collapsible } from '../../ui/Collapsible';
import { JsonDiff } from '../../ui/JsonDiff';
import { SEVERITY_TONE } from '../../ui/severity';

export interface DriftSides {
  /** Badge text per kind of change, e.g. added → "only for claude-ai". */
  labels: Record<DriftChange['change'], string>;
  /** What the diff's left and right are, for its accessible name: "pinned and current". */
  compared: string;
  testId: string;
  /**
   * Whether each change shows its own drift severity. The probe's do not: one high finding covers
   * them all, and "low" beside a tool shown only to assistants would say the opposite.
   */
  severity: boolean;
}

export function DriftChangeItem({ change, open, sides }: { change: DriftChange; open: boolean; sides: DriftSides }) {
  return (
    <Collapsible
      testId={`${sides.testId}-item`}
      defaultOpen={open && change.change === 'changed'}
      title={
        <span className="flex min-w-0 items-center gap-2" data-subject={change.subject} data-change={change.change}>
          {sides.severity && <Badge tone={SEVERITY_TONE[change.severity]}>{change.severity}</Badge>}
          <Badge tone="neutral">{sides.labels[change.change]}</Badge>
          <span className="truncate font-mono">{change.subject}</span>
        </span>
      }
      aside={<span className="min-w-0 truncate text-zinc-500 dark:text-zinc-400">{change.notes.join('; ')}</span>}
    >
      <JsonDiff before={change.before} after={change.after} height={320} ariaLabel={`${change.subject}: ${sides.compared}`} testId={`${sides.testId}-diff`} />
    </Collapsible>
  );
}
