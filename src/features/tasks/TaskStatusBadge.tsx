import type { TaskStatus } from '../../core/bridge-api';
import { Badge } from '../../ui/Badge';
import { TASK_STATUS_DISPLAY } from './task-format';

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const display = TASK_STATUS_DISPLAY[status];
  return (
    <span data-testid="task-status" data-status={status} className="contents">
      <Badge tone={display.tone} title={`Task status: ${status}`}>
        task · {display.label}
      </Badge>
    </span>
  );
}
