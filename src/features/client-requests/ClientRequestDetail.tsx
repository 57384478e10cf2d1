/**
 * One request: who asks, what, and either the answer controls (pending) or what was sent. A
 * recording cannot answer: a request it left pending shows what was asked, and says so.
 */
import { useMemo } from 'react';
import type { MutationState } from '../../api/mutation-state';
import type { ClientRequestAnswer, ClientRequestRecord, InputRound } from '../../core/bridge-api';
import { METHOD_LABELS } from '../../core/client-requests';
import { readElicitationParams } from '../../core/elicitation';
import type { LiveFinding } from '../../core/findings-api';
import { clientRequestPath, marksAt, type TextMark } from '../../core/findings-view';
import { AnnotatedText } from '../../ui/AnnotatedText';
import { Badge } from '../../ui/Badge';
import { FindingsInline } from '../findings/FindingsInline';
import { TaskPanel } from '../tasks/TaskPanel';
import { ClientRequestAnswerView } from './ClientRequestAnswerView';
import { ElicitationFormPanel } from './lazy-elicitation-form';
import { ElicitationUrlPanel } from './ElicitationUrlPanel';
import { formatTime, STATUS_TONES } from './request-format';
import { SamplingReplyForm } from './SamplingReplyForm';
import { SamplingRequestView } from './SamplingRequestView';

/** How the person answers a pending request; left out in a recording. */
export interface Answering {
  state: MutationState<ClientRequestRecord, ClientRequestAnswer>;
  onSend: (answer: ClientRequestAnswer) => void;
  onOpenUrl: (href: string) => void;
}

export function ClientRequestDetail({
  record,
  serverName,
  answering: answerable,
  findings,
}: {
  record: ClientRequestRecord;
  serverName: string;
  answering?: Answering | undefined;
  /** This request's findings (issue 4, "Client requests"). */
  findings: readonly LiveFinding[];
}) {
  const pending = record.status === 'pending';
  const answering = pending ? answerable : undefined;
  const textMarks = (field: string) => marksAt(findings, clientRequestPath(record.requestId, field));
  return (
    <article className="space-y-3 p-3" aria-label={`${METHOD_LABELS[record.method]} request`}>
      <header className="flex flex-wrap items-center gap-2 text-xs">
        <span>
          <span className="font-semibold">{serverName}</span> asks for{' '}
          <span className="font-semibold">{METHOD_LABELS[record.method].toLowerCase()}</span>
        </span>
        <span className="font-mono text-zinc-500">{record.method}</span>
        <Badge tone={STATUS_TONES[record.status]}>{record.status}</Badge>
        <span className="ml-auto text-zinc-500">
          received {formatTime(record.receivedAt)} · {record.round ? 'in the answer to id' : 'id'} <span className="font-mono">{JSON.stringify(record.requestId)}</span>
        </span>
      </header>
      {record.task ? (
        // Spec 2025-11-25, tasks: we answered with a CreateTaskResult; the answer becomes the task's result.
        <TaskPanel
          task={record.task}
          note="Asked for as a task: mcpscope answered at once with a CreateTaskResult, and the server polls tasks/get and reads your answer with tasks/result."
        />
      ) : record.round ? (
        <InputRoundNote record={record} round={record.round} />
      ) : (
        answering && <p className="text-[11px] text-zinc-500">The server’s own request waits until you answer.</p>
      )}
      {pending && !answering && (
        <p data-testid="request-unanswered" className="rounded border border-zinc-200 bg-zinc-50 px-2 py-1 text-[11px] text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
          No answer is recorded up to this point of the trace: the server was still waiting for one, and a recording cannot send it.
        </p>
      )}
      <FindingsInline findings={findings} label="Findings in this request" />
      {record.method === 'sampling/createMessage' ? (
        <section data-testid="sampling-request" className="space-y-3">
          <SamplingRequestView params={record.params} textMarks={textMarks} />
          {answering && <SamplingReplyForm state={answering.state} onSend={answering.onSend} />}
        </section>
      ) : (
        <ElicitationSection record={record} answering={answering} messageMarks={textMarks('message')} />
      )}
      {!pending && <ClientRequestAnswerView record={record} />}
    </article>
  );
}

/** An MRTR input (MCP 2026-07-28): not a request of the server's own, but part of a round of a tools/call, prompts/get or resources/read. */
function InputRoundNote({ record, round }: { record: ClientRequestRecord; round: InputRound }) {
  const method = round.method ?? 'tools/call';
  return (
    <p data-testid="input-round-note" className="rounded border border-indigo-200 bg-indigo-50 px-2 py-1 text-[11px] text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-200">
      Round {round.round} of <span className="font-mono">{round.callId}</span> (<span className="font-mono">{round.tool}</span>): the server answered{' '}
      {method} id <span className="font-mono">{JSON.stringify(record.requestId)}</span> with input_required and asks for this as{' '}
      <span className="font-mono">inputRequests.{round.key}</span>.{' '}
      {record.status === 'pending'
        ? `When every input of the round is answered, the ${method === 'tools/call' ? 'call' : method} is retried with your answers and the server’s requestState, unchanged.`
        : 'Your answer went into the retry’s inputResponses; a refused sampling request is left out.'}
    </p>
  );
}

function ElicitationSection({ record, answering, messageMarks }: { record: ClientRequestRecord; answering: Answering | undefined; messageMarks: readonly TextMark[] }) {
  const view = useMemo(() => readElicitationParams(record.params), [record.params]);
  return (
    <section data-testid="elicitation-request" data-mode={view.mode} className="space-y-3">
      <div className="flex items-start gap-2">
        <Badge tone="info">{view.mode === 'url' ? 'URL mode' : 'form mode'}</Badge>
        <p data-testid="elicitation-message" className="text-sm break-words whitespace-pre-wrap">
          {view.message ? <AnnotatedText text={view.message} marks={messageMarks} /> : <span className="text-zinc-500">(no message)</span>}
        </p>
      </div>
      {view.mode === 'url' ? (
        answering ? (
          <ElicitationUrlPanel url={view.url} elicitationId={view.elicitationId} state={answering.state} onSend={answering.onSend} onOpen={answering.onOpenUrl} />
        ) : (
          <p className="font-mono text-xs break-all" data-testid="elicitation-url">{String(view.url)}</p>
        )
      ) : answering ? (
        <ElicitationFormPanel requestId={record.id} schema={view.requestedSchema} state={answering.state} onSend={answering.onSend} />
      ) : (
        // Open while no answer is recorded: what the server asks for is then all there is to see.
        <details className="text-xs" open={record.status === 'pending'}>
          <summary className="cursor-pointer text-zinc-500">Requested schema</summary>
          <pre className="mt-1 overflow-auto font-mono text-[11px]">{JSON.stringify(view.requestedSchema, null, 2)}</pre>
        </details>
      )}
    </section>
  );
}
