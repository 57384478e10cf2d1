/**
 * "Run as task" (spec 2025-11-25, tasks): forced for a tool whose taskSupport is 'required',
 * offered for 'optional', and still available for the rest so a developer can see how their
 * server answers a task it does not offer. On a 2026-07-28 session whose server declared the
 * Tasks extension the call declares the extension instead, and the server decides whether it
 * runs as a task and for how long (the extension has no per-call ttl).
 */
import type { TaskChoice, TaskOffer, TaskSupport } from '../../core/tool-tasks';
import { MsInput } from '../../ui/CallOptionsPanel';

export interface TaskRunOptionsProps {
  support: TaskSupport;
  offer: TaskOffer;
  choice: TaskChoice;
  onChange: (choice: TaskChoice) => void;
}

const SUPPORT_NOTE: Record<TaskSupport, string> = {
  required: 'This tool must run as a task.',
  optional: 'This tool may run as a task.',
  forbidden: 'This tool does not offer to run as a task; the server may refuse.',
};

const EXTENSION_NOTE = 'The call declares the Tasks extension (io.modelcontextprotocol/tasks); the server decides whether it runs as a task.';

export function TaskRunOptions({ support, offer, choice, onChange }: TaskRunOptionsProps) {
  const asTask = support === 'required' || choice.asTask;
  const extension = offer === 'extension';
  return (
    <fieldset data-testid="task-options" className="space-y-1 text-xs text-zinc-600 dark:text-zinc-400">
      <legend className="sr-only">Task options</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-1.5">
          <input
            type="checkbox"
            className="accent-indigo-600"
            data-testid="option-run-as-task"
            checked={asTask}
            disabled={support === 'required'}
            onChange={(event) => onChange({ ...choice, asTask: event.target.checked })}
          />
          Run as task
        </label>
        {asTask && !extension && (
          <label className="flex items-center gap-1.5">
            Task ttl (ms)
            <MsInput value={choice.ttlMs} placeholder="server's" testId="option-task-ttl" onCommit={(ttlMs) => onChange({ ...choice, ttlMs })} />
          </label>
        )}
        <span className="text-zinc-500" data-testid="task-support-note">
          {extension ? EXTENSION_NOTE : SUPPORT_NOTE[support]}
        </span>
      </div>
      {asTask && offer === 'undeclared' && (
        <p role="status" data-testid="task-capability-warning" className="text-amber-700 dark:text-amber-400">
          The server did not declare tasks.requests.tools.call; it may ignore the task or answer with an error.
        </p>
      )}
    </fieldset>
  );
}
