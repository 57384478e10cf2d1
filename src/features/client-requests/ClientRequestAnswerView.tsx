/** What mcpscope sent back for a settled request, or why the server withdrew it. */
import type { ClientRequestRecord } from '../../core/bridge-api';
import { JsonView } from '../../ui/JsonView';
import { formatTime } from './request-format';

export function ClientRequestAnswerView({ record }: { record: ClientRequestRecord }) {
  return (
    <div data-testid="client-request-answer" data-status={record.status} className="space-y-1 rounded border border-zinc-200 p-3 text-xs dark:border-zinc-800">
      {record.status === 'withdrawn' ? (
        <p>
          Withdrawn{record.answeredAt !== undefined && <> at {formatTime(record.answeredAt)}</>}:{' '}
          <span className="italic">{record.withdrawnReason ?? 'no reason given'}</span>
        </p>
      ) : (
        <>
          <p className="font-semibold text-zinc-600 dark:text-zinc-300">
            {record.status === 'rejected' ? (
              // An MRTR input has no JSON-RPC id to answer with an error: a refusal is a key left out.
              record.round ? 'Refused: left out of the retry’s inputResponses' : 'Sent a JSON-RPC error'
            ) : record.autoReplyRuleId !== undefined ? (
              <span data-testid="auto-reply-note">
                Auto-replied by rule <span className="font-mono">{record.autoReplyRuleId}</span> (Settings), without asking you
              </span>
            ) : record.round ? (
              `Put in the retry as inputResponses.${record.round.key}`
            ) : (
              'Sent this result'
            )}
            {record.answeredAt !== undefined && <span className="font-normal text-zinc-500"> at {formatTime(record.answeredAt)}</span>}
          </p>
          <JsonView value={record.status === 'rejected' ? { error: record.error } : { result: record.result }} collapsedDepth={4} />
        </>
      )}
    </div>
  );
}
