/**
 * The trace's env variables that change which code the server runs (NODE_OPTIONS, LD_PRELOAD,
 * PATH…, src/core/replay/code-loading-env.ts), held back from the prefilled fields: each shown in
 * full with why it matters, and used only once the person ticks the confirmation that names them
 * (issue 17, finding 4: a crafted trace hid NODE_OPTIONS=--require … below harmless variables).
 */
import { codeLoadingReason } from '../../core/replay/code-loading-env';

export interface HeldEnvConfirmProps {
  held: Record<string, string>;
  confirmed: boolean;
  onConfirmed: (confirmed: boolean) => void;
}

export function HeldEnvConfirm({ held, confirmed, onConfirmed }: HeldEnvConfirmProps) {
  const names = Object.keys(held);
  if (names.length === 0) return null;
  return (
    <div data-testid="replay-held-env" className="space-y-1 rounded border border-amber-300 bg-amber-50 p-2 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
      <p className="font-semibold">
        Held back from the trace: {names.join(', ')} {names.length === 1 ? 'changes' : 'change'} which code the server runs.
      </p>
      <ul className="space-y-0.5">
        {Object.entries(held).map(([name, value]) => (
          <li key={name} data-testid="replay-held-var" data-name={name}>
            <code className="break-all font-mono">
              {name}={value}
            </code>
            <span className="block text-[10px] opacity-80">{codeLoadingReason(name)}</span>
          </li>
        ))}
      </ul>
      <label className="flex items-start gap-1">
        <input type="checkbox" className="mt-0.5 accent-amber-600" checked={confirmed} onChange={(event) => onConfirmed(event.target.checked)} data-testid="replay-held-confirm" />
        <span>
          Also set {names.join(', ')} as the trace says: I have read {names.length === 1 ? 'it' : 'them'} and trust this trace.
        </span>
      </label>
    </div>
  );
}
