/** Timeout settings: a call's own (issue 2, section 7) and a connection's defaults (issue 3, point 10). */
import { useState } from 'react';
import type { CallOptions } from '../core/bridge-api';

export interface CallOptionsPanelProps {
  options: CallOptions;
  onChange: (options: CallOptions) => void;
  /** Names the group for screen readers. */
  legend?: string;
}

const INPUT =
  'w-24 rounded border border-zinc-300 bg-white px-1.5 py-0.5 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900';

function parseMs(text: string): number | undefined {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value <= 0 ? undefined : Math.round(value);
}

/**
 * A milliseconds field that keeps what the user types (even an empty or half-typed value) and
 * reports only valid numbers, so clearing the field to retype does not snap back.
 */
export function MsInput({
  value,
  onCommit,
  testId,
  placeholder,
}: {
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  testId: string;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  return (
    <input
      type="number"
      min={1}
      placeholder={placeholder}
      className={INPUT}
      value={draft}
      data-testid={testId}
      onChange={(event) => {
        setDraft(event.target.value);
        onCommit(parseMs(event.target.value));
      }}
    />
  );
}

export function CallOptionsPanel({ options, onChange, legend = 'Call options' }: CallOptionsPanelProps) {
  return (
    <fieldset data-testid="call-options" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-zinc-600 dark:text-zinc-400">
      <legend className="sr-only">{legend}</legend>
      <label className="flex items-center gap-1.5">
        Timeout (ms)
        <MsInput
          value={options.timeoutMs}
          testId="option-timeout"
          // An empty or invalid timeout keeps the last valid one rather than sending none.
          onCommit={(timeoutMs) => timeoutMs !== undefined && onChange({ ...options, timeoutMs })}
        />
      </label>
      <label className="flex items-center gap-1.5">
        <input
          type="checkbox"
          className="accent-indigo-600"
          checked={options.resetTimeoutOnProgress}
          data-testid="option-reset-on-progress"
          onChange={(event) => onChange({ ...options, resetTimeoutOnProgress: event.target.checked })}
        />
        Reset timeout on progress
      </label>
      <label className="flex items-center gap-1.5">
        Max total (ms)
        <MsInput
          value={options.maxTotalTimeoutMs}
          placeholder="none"
          testId="option-max-total"
          onCommit={(maxTotalTimeoutMs) => onChange({ ...options, maxTotalTimeoutMs })}
        />
      </label>
    </fieldset>
  );
}
