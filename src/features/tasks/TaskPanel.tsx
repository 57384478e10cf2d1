/**
 * One task (spec 2025-11-25, tasks, or the 2026-07-28 Tasks extension): its id, status and
 * message, the status history as a small timeline, and the poll interval and ttl the server chose.
 */
import type { TaskState } from '../../core/bridge-api';
import { CopyButton } from '../../ui/CopyButton';
import { TaskStatusBadge } from './TaskStatusBadge';
import { formatTtl, TASK_STATUS_DISPLAY } from './task-format';
import { formatTime } from '../../core/wall-time';

const CLOCK = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

export function TaskPanel({ task, note }: { task: TaskState; note?: string }) {
  const first = task.history[0]?.at;
  return (
    <section data-testid="task-panel" aria-label="Task" className="space-y-2 rounded border border-zinc-200 p-2 text-xs dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-2">
        <TaskStatusBadge status={task.status} />
        <span className="text-zinc-500" data-testid="task-shape">
          {task.shape === 'extension' ? 'Tasks extension' : 'tasks (2025-11-25)'}
        </span>
        <span className="min-w-0 truncate font-mono text-zinc-600 dark:text-zinc-400" title={task.taskId} data-testid="task-id">
          {task.taskId}
        </span>
        <CopyButton text={task.taskId} />
        <span className="ml-auto flex gap-3 text-zinc-500">
          <span data-testid="task-poll-interval">poll {task.pollInterval === undefined ? 'not given' : `${task.pollInterval} ms`}</span>
          <span data-testid="task-ttl">ttl {formatTtl(task.ttl)}</span>
        </span>
      </div>
      {task.statusMessage && (
        <p data-testid="task-status-message" className="break-words text-zinc-800 dark:text-zinc-200">
          {task.statusMessage}
        </p>
      )}
      {note && <p className="text-[11px] text-zinc-500">{note}</p>}
      <ol data-testid="task-timeline" aria-label="Status history" className="space-y-0.5 border-l border-zinc-300 pl-3 dark:border-zinc-700">
        {task.history.map((entry, index) => (
          <li key={index} data-status={entry.status} className="relative flex gap-2">
            <span className="absolute top-1.5 -left-[15.5px] h-1.5 w-1.5 rounded-full bg-zinc-400 dark:bg-zinc-500" aria-hidden />
            <span className="shrink-0 font-mono text-zinc-500" title={formatTime(entry.at, (date) => CLOCK.format(date))}>
              +{first === undefined ? 0 : ((entry.at - first) / 1000).toFixed(1)} s
            </span>
            <span className="shrink-0 font-medium">{TASK_STATUS_DISPLAY[entry.status].label}</span>
            {entry.statusMessage && <span className="min-w-0 break-words text-zinc-600 dark:text-zinc-400">{entry.statusMessage}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
