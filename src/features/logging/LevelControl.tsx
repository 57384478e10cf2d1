/** Chooses the minimum level the server should send (logging/setLevel) and shows how that went. */
import { useState } from 'react';
import type { MutationState } from '../../api/mutation-state';
import type { RpcOutcome } from '../../core/bridge-api';
import { LOG_LEVELS, type LogLevel } from '../../core/server-log';
import { formatLatency, outcomeErrorText } from '../../core/rpc-outcome';
import { Button } from '../../ui/Button';

export function LevelControl({ state, onSet, disabled }: { state: MutationState<RpcOutcome, LogLevel>; onSet: (level: LogLevel) => void; disabled: boolean }) {
  const [level, setLevel] = useState<LogLevel>('debug');
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <label className="flex items-center gap-1">
        <span className="text-zinc-500">Server level</span>
        <select
          value={level}
          onChange={(event) => setLevel(event.target.value as LogLevel)}
          data-testid="log-level-select"
          className="rounded border border-zinc-300 bg-white px-1 py-0.5 text-xs dark:border-zinc-700 dark:bg-zinc-900"
        >
          {LOG_LEVELS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <Button data-testid="set-log-level" onClick={() => onSet(level)} disabled={disabled || state.status === 'pending'} title="Send logging/setLevel">
        Set level
      </Button>
      <Outcome state={state} />
    </div>
  );
}

function Outcome({ state }: { state: MutationState<RpcOutcome, LogLevel> }) {
  if (state.status === 'idle') return null;
  if (state.status === 'pending') {
    return (
      <span data-testid="log-level-outcome" data-status="pending" className="text-zinc-500">
        Setting {state.variables}…
      </span>
    );
  }
  if (state.status === 'error') {
    return (
      <span role="alert" data-testid="log-level-outcome" data-status="error" className="text-red-700 dark:text-red-300">
        Could not send logging/setLevel: {state.message}
      </span>
    );
  }
  const error = outcomeErrorText(state.data);
  return (
    <span
      data-testid="log-level-outcome"
      data-status={state.data.status}
      role={error ? 'alert' : 'status'}
      className={error ? 'text-red-700 dark:text-red-300' : 'text-emerald-700 dark:text-emerald-400'}
    >
      {error ? `setLevel ${state.variables} failed: ${error}` : `Level set to ${state.variables}`} · {formatLatency(state.data.latencyMs)}
    </span>
  );
}
