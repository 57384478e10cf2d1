/** The connection's server-to-client requests: pending first (newest first), then the history. */
import { useMemo } from 'react';
import type { ClientRequestRecord } from '../../core/bridge-api';
import { METHOD_LABELS } from '../../core/client-requests';
import type { LiveFinding } from '../../core/findings-api';
import { badgeSummary, findingsOfClientRequest } from '../../core/findings-view';
import { Badge } from '../../ui/Badge';
import { FindingBadge } from '../../ui/FindingBadge';
import { TaskStatusBadge } from '../tasks/TaskStatusBadge';
import { formatTime, STATUS_TONES } from './request-format';

export function ClientRequestList({
  records,
  serverName,
  selectedId,
  onSelect,
  findings,
}: {
  /** Already ordered (orderClientRequests). */
  records: readonly ClientRequestRecord[];
  serverName: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The connection's findings; each row's badge counts its request's. */
  findings: readonly LiveFinding[];
}) {
  const summaries = useMemo(() => new Map(records.map((record) => [record.id, badgeSummary(findingsOfClientRequest(findings, record.id))])), [records, findings]);
  return (
    <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label="Requests from the server">
      {records.map((record) => {
        const selected = record.id === selectedId;
        const summary = summaries.get(record.id);
        return (
          <li key={record.id}>
            <button
              type="button"
              data-testid="client-request-row"
              data-method={record.method}
              data-status={record.status}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(record.id)}
              className={`flex w-full flex-col gap-0.5 px-3 py-1.5 text-left text-xs ${
                selected ? 'bg-indigo-50 dark:bg-indigo-950/50' : 'hover:bg-zinc-50 dark:hover:bg-zinc-900'
              }`}
            >
              <span className="flex items-center gap-2">
                <span className="font-medium">{METHOD_LABELS[record.method]}</span>
                <span className="min-w-0 flex-1 truncate font-mono text-[11px] text-zinc-500">{record.method}</span>
                {record.round && (
                  <span data-testid="round-badge">
                    <Badge tone="info" title={`Asked in the input_required answer to ${record.round.callId} (${record.round.tool}), key ${record.round.key}`}>
                      round {record.round.round}
                    </Badge>
                  </span>
                )}
                {record.autoReplyRuleId !== undefined && (
                  <span data-testid="auto-reply-badge">
                    <Badge tone="info" title={`Answered by the auto-reply rule ${record.autoReplyRuleId}, not by a person`}>
                      auto-reply
                    </Badge>
                  </span>
                )}
                <Badge tone={STATUS_TONES[record.status]}>{record.status}</Badge>
              </span>
              <span className="flex items-center gap-2 text-[11px] text-zinc-500">
                <span className="truncate" title={`Asked by ${serverName}`}>
                  {serverName}
                </span>
                {summary && <FindingBadge summary={summary} />}
                {/* On the second line, so the method keeps its room on the first. */}
                {record.task && <TaskStatusBadge status={record.task.status} />}
                <span className="ml-auto shrink-0 font-mono whitespace-nowrap">{formatTime(record.receivedAt)}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
