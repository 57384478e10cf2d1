import { useState } from 'react';
import type { LogEntry } from '../../core/log-entry';
import { CopyButton } from '../../ui/CopyButton';
import { JsonView } from '../../ui/JsonView';
import { MaskedText } from '../../ui/MaskedSecret';
import { AppRecordFacts } from './AppRecordFacts';
import { ClippedMessageNotice } from './ClippedMessageNotice';
import { HttpExchangeView } from './HttpExchangeView';
import { NoteForm, NoteList, type AddNote } from './NoteForm';
import { isResendCandidate, ResendSection, ResendToggle } from './ResendSection';
import { useEntryConnection } from './use-entry-connection';
import { OpenScreenButton } from './OpenScreenButton';
import { PlayRecordedAppButton } from '../apps/playback/PlayRecordedAppButton';
import { isoTime } from '../../core/wall-time';
import { useEntryBody } from './use-entry-body';

const DETAIL = 'space-y-1.5 border-b border-zinc-200 bg-zinc-50 px-3 py-2 dark:border-zinc-800 dark:bg-zinc-900/60';

/**
 * The expanded part of a row. A message older than the page's recent window is read back from
 * the bridge first (issue 24), saying so while it loads and plainly if it cannot be.
 */
export function MessageDetail({ entry, onJump, onAddNote }: { entry: LogEntry; onJump: (seq: number) => void; onAddNote?: AddNote }) {
  const body = useEntryBody(entry);
  if (body.status === 'ok') return <LoadedMessageDetail entry={body.entry} onJump={onJump} onAddNote={onAddNote} />;
  return (
    <div data-testid="message-detail" className={`${DETAIL} text-[11px]`}>
      {body.status === 'pending' ? (
        <span data-testid="message-body-loading" className="text-zinc-500">
          Loading message {entry.record.seq} from the bridge: the page holds only recent message bodies…
        </span>
      ) : (
        <span data-testid="message-body-error" role="alert" className="text-red-700 dark:text-red-400">
          Could not load message {entry.record.seq} from the bridge: {body.message}
        </span>
      )}
    </div>
  );
}

/**
 * The record verbatim, copy, the way to its pair, its HTTP exchange, edit & re-send for a request
 * mcpscope sent, and (in a saved trace) a note.
 */
function LoadedMessageDetail({ entry, onJump, onAddNote }: { entry: LogEntry; onJump: (seq: number) => void; onAddNote?: AddNote }) {
  const { record } = entry;
  const connection = useEntryConnection(record.conn);
  const [editing, setEditing] = useState(false);
  const value: unknown = record.kind === 'message' ? (record.msg ?? record.raw) : record.kind === 'app' ? record.msg : record;
  const copyText = record.kind === 'message' && record.msg === undefined ? (record.raw ?? '') : JSON.stringify(value, null, 2);
  const { pairSeq } = entry;
  // Over HTTP: the exchange that carried this message, or the exchange the row is (a GET, a DELETE).
  const exchange = record.kind === 'http' ? record : entry.http;
  const isRequest = (entry.app?.shape ?? entry.kind) === 'request';
  const pairLabel = isRequest ? 'Go to response' : 'Go to request';

  return (
    <div data-testid="message-detail" className={DETAIL}>
      <div className="flex flex-wrap items-center gap-2 text-[11px]">
        <CopyButton text={copyText} label="Copy JSON" />
        {pairSeq !== undefined && (
          <button type="button" data-testid="jump-to-pair" onClick={() => onJump(pairSeq)} className="text-indigo-600 hover:underline dark:text-indigo-400">
            {pairLabel} ↵
          </button>
        )}
        {isRequest && entry.pairSeq === undefined && <span className="text-zinc-500">No response yet.</span>}
        <OpenScreenButton entry={entry} />
        {record.kind === 'app' && <PlayRecordedAppButton view={record.view} />}
        {isResendCandidate(entry) && <ResendToggle entry={entry} connection={connection} open={editing} onToggle={() => setEditing(!editing)} />}
        {entry.problem && <span className="text-amber-700 dark:text-amber-300">{entry.problem}</span>}
        <span className="ml-auto text-zinc-500">
          seq {record.seq} · {isoTime(record.t)}
        </span>
      </div>
      {record.kind === 'message' && record.clipped && <ClippedMessageNotice record={record} />}
      {(record.kind === 'app' || record.kind === 'app-csp') && <AppRecordFacts record={record} onJump={onJump} />}
      {record.kind !== 'http' && (
        <div className="max-h-96 overflow-auto rounded border border-zinc-200 bg-white p-2 dark:border-zinc-800 dark:bg-zinc-950">
          {typeof value === 'string' ? (
            <pre className="font-mono text-xs whitespace-pre-wrap break-all">
              <MaskedText text={value} />
            </pre>
          ) : (
            <JsonView value={value} collapsedDepth={4} />
          )}
        </div>
      )}
      {editing && connection && <ResendSection entry={entry} connection={connection} />}
      {exchange && <HttpExchangeView exchange={exchange} />}
      {entry.notes && <NoteList notes={entry.notes} />}
      {onAddNote && record.kind !== 'note' && <NoteForm about={record.seq} onAddNote={onAddNote} />}
    </div>
  );
}
