/**
 * One changed step's differences (src/core/replay/compare.ts), as a readable structural diff: each
 * at its JSON pointer, the recorded value struck out and the live one added, after the ignore rules.
 */
import type { ValueChange } from '../../core/replay/compare';

/** More than this many changes in one step are counted, not shown: the JSON report has them all. */
const SHOWN = 40;

function Value({ sign, value }: { sign: '-' | '+'; value: unknown }) {
  const tone = sign === '-' ? 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200' : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200';
  return (
    <pre className={`max-h-40 overflow-auto whitespace-pre-wrap break-words rounded px-1.5 py-0.5 font-mono text-[11px] ${tone}`}>
      <span aria-hidden className="select-none opacity-60">{sign} </span>
      {JSON.stringify(value, null, 2) ?? 'undefined'}
    </pre>
  );
}

const OP_LABELS: Record<ValueChange['op'], string> = { added: 'added live', removed: 'missing live', changed: 'changed' };

export function ReplayChanges({ changes }: { changes: readonly ValueChange[] }) {
  return (
    <ul className="space-y-1.5" data-testid="replay-changes">
      {changes.slice(0, SHOWN).map((change, index) => (
        <li key={index} data-testid="replay-change" data-op={change.op} data-path={change.path} className="space-y-0.5">
          <p className="flex flex-wrap gap-x-2">
            <span className="break-all font-mono font-medium">{change.path || '(the whole answer)'}</span>
            <span className="text-zinc-500">{OP_LABELS[change.op]}</span>
          </p>
          {change.op !== 'added' && <Value sign="-" value={change.recorded} />}
          {change.op !== 'removed' && <Value sign="+" value={change.live} />}
        </li>
      ))}
      {changes.length > SHOWN && <li className="text-zinc-500">…and {changes.length - SHOWN} more changes</li>}
    </ul>
  );
}
