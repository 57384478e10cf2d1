/**
 * Edit & re-send in a request's detail (issue 20): the toggle, or why this message cannot be sent
 * again, and the editor with the original answer to compare against.
 */
import { useLogSelector } from '../../api/MessageStoreContext';
import { entryBySeq } from '../../api/message-store';
import { answerOfMessage } from '../../core/answer-compare';
import type { ConnectionSummary } from '../../core/bridge-api';
import type { LogEntry } from '../../core/log-entry';
import type { WireMessage } from '../../core/wire';
import { useEntryBody } from './use-entry-body';
import { resendRefusal } from '../../core/resend-request';
import type { OriginalAnswer } from './AnswerComparison';
import { ResendPanel } from './lazy-resend';

const LINK = 'text-indigo-600 hover:underline dark:text-indigo-400';

/** Whether the detail offers re-sending at all: what mcpscope sent that was not an answer. */
export function isResendCandidate(entry: LogEntry): boolean {
  return entry.dir === 'out' && (entry.kind === 'request' || entry.kind === 'notification');
}

export function ResendToggle({ entry, connection, open, onToggle }: { entry: LogEntry; connection: ConnectionSummary | undefined; open: boolean; onToggle: () => void }) {
  const refusal = connection ? resendRefusal(entry, connection.recorded === true) : 'The connection is no longer there.';
  if (refusal) {
    return (
      <span data-testid="resend-refusal" className="text-zinc-500">
        {refusal}
      </span>
    );
  }
  return (
    <button type="button" data-testid="resend-toggle" aria-expanded={open} onClick={onToggle} className={LINK}>
      {open ? 'Close editor' : 'Edit & re-send'}
    </button>
  );
}

export function ResendSection({ entry, connection }: { entry: LogEntry; connection: ConnectionSummary }) {
  // The entry object of the answer is kept between snapshots, so this re-renders only when it arrives.
  const answer = useLogSelector((snapshot) => entryBySeq(snapshot, entry.pairSeq));
  const request = entry.record.kind === 'message' ? entry.record.msg : undefined;
  if (!request) return null;
  if (!answer) return <ResendPanel request={request} connection={connection} original={undefined} />;
  return <AnsweredResend request={request} answer={answer} connection={connection} />;
}

/** An answer older than the page's window (issue 24) is read back, and compared against once it is here. */
function AnsweredResend({ request, answer, connection }: { request: WireMessage; answer: LogEntry; connection: ConnectionSummary }) {
  const body = useEntryBody(answer);
  const answered = body.status === 'ok' && body.entry.record.kind === 'message' ? body.entry.record : undefined;
  const original: OriginalAnswer | undefined = answered?.msg ? { body: answerOfMessage(answered.msg), clipped: answered.clipped !== undefined } : undefined;
  return <ResendPanel request={request} connection={connection} original={original} />;
}
