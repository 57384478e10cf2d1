/**
 * The rounds of a request that needed input (MCP 2026-07-28, MRTR: a tools/call, prompts/get or
 * resources/read): for each input_required answer,
 * the attempt's id, what the server asked by key, what the retry carried, the time each side took,
 * and the requestState, raw and (when it reads as JSON) decoded for the person. The decoded view
 * is never verified: it shows what the state claims.
 */
import { useMemo } from 'react';
import type { CallRound } from '../../core/bridge-api';
import { inputQuestion, type InputRequest } from '../../core/mrtr';
import { decodeRequestState, type DecodedRequestState } from '../../core/request-state';
import { Badge } from '../../ui/Badge';
import { JsonView } from '../../ui/JsonView';
import { formatDuration } from './call-format';

/**
 * `ofTask`: the rounds of a Tasks-extension task, asked by tasks/get and answered with tasks/update.
 * `method`: the request retried in each round (tools/call unless said).
 */
export function CallRounds({ rounds, ofTask = false, method = 'tools/call' }: { rounds: readonly CallRound[]; ofTask?: boolean; method?: string }) {
  const times = rounds.length === 1 ? 'once' : `${rounds.length} times`;
  return (
    <section aria-label="Input rounds" data-testid="call-rounds" className="space-y-2">
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {ofTask ? (
          <>
            The task was <span className="font-mono">input_required</span> {times}: tasks/get carried what it asked, and tasks/update took the
            answers back.
          </>
        ) : (
          <>
            The server answered <span className="font-mono">input_required</span> {times}: each round is a {method} of its own, retried with
            the answers and the server’s requestState.
          </>
        )}
      </p>
      <ol className="space-y-2">
        {rounds.map((round) => (
          <RoundView key={round.round} round={round} answeredWith={ofTask ? 'tasks/update' : 'retry'} />
        ))}
      </ol>
    </section>
  );
}

function RoundView({ round, answeredWith }: { round: CallRound; answeredWith: 'retry' | 'tasks/update' }) {
  const status = round.abandoned !== undefined ? 'abandoned' : round.retriedAt !== undefined ? 'retried' : 'waiting';
  return (
    <li data-testid="call-round" data-round={round.round} data-status={status} className="rounded border border-zinc-200 p-2 text-xs dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Round {round.round}</span>
        <Badge tone={status === 'retried' ? 'success' : status === 'waiting' ? 'warning' : 'neutral'}>{status}</Badge>
        <span className="font-mono text-zinc-500">
          id {String(round.requestId)}
          {round.retryRequestId !== undefined && (
            <>
              {' '}
              → {answeredWith} id {String(round.retryRequestId)}
            </>
          )}
        </span>
        <span className="ml-auto text-zinc-500" data-testid="round-times">
          server {formatDuration(round.askedAt - round.sentAt)}
          {round.retriedAt !== undefined && <> · answers {formatDuration(round.retriedAt - round.askedAt)}</>}
        </span>
      </div>
      {round.abandoned !== undefined && <p className="mt-1 italic text-zinc-600 dark:text-zinc-400">No retry: {round.abandoned}.</p>}
      <ul className="mt-2 space-y-1.5">
        {Object.entries(round.inputRequests).map(([key, request]) => (
          <InputView key={key} inputKey={key} request={request} round={round} />
        ))}
      </ul>
      {round.requestState !== undefined && <RequestStateView state={round.requestState} />}
    </li>
  );
}

function InputView({ inputKey, request, round }: { inputKey: string; request: InputRequest; round: CallRound }) {
  const clientRequestId = round.clientRequests[inputKey];
  const answer = round.inputResponses?.[inputKey];
  return (
    <li data-testid="round-input" data-key={inputKey} className="space-y-1 border-l-2 border-zinc-200 pl-2 dark:border-zinc-700">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold">{inputKey}</span>
        <span className="font-mono text-zinc-500">{request.method}</span>
        {clientRequestId !== undefined && (
          <span className="text-zinc-500">
            {round.inputResponses === undefined && round.abandoned === undefined ? 'waiting for you in the Requests tab' : 'in the Requests tab'} as{' '}
            <span className="font-mono">{clientRequestId}</span>
          </span>
        )}
      </div>
      <p className="break-words text-zinc-700 dark:text-zinc-300">{askedText(request)}</p>
      {round.inputResponses !== undefined &&
        (answer ? (
          <div data-testid="round-answer">
            <JsonView value={answer} collapsedDepth={3} />
          </div>
        ) : (
          <p className="italic text-zinc-500">Not in the retry: refused, or not something mcpscope answers.</p>
        ))}
    </li>
  );
}

/** One line saying what was asked: an elicitation's message, a sampling request's last text. */
function askedText(request: InputRequest): string {
  return inputQuestion(request) ?? (request.method === 'roots/list' ? 'The roots (answered from the Roots you set).' : '');
}

function RequestStateView({ state }: { state: string }) {
  const decoded = useMemo(() => decodeRequestState(state), [state]);
  return (
    <div data-testid="request-state" className="mt-2 space-y-1">
      <p className="font-semibold text-zinc-600 dark:text-zinc-300">
        requestState <span className="font-normal text-zinc-500">({state.length} characters, echoed unchanged in the retry)</span>
      </p>
      <p className="max-h-16 overflow-auto font-mono text-[11px] break-all text-zinc-600 dark:text-zinc-400">{state}</p>
      {decoded ? (
        <div data-testid="request-state-decoded">
          <p className="text-[11px] text-zinc-500">{decodedLabel(decoded)} — shown as it claims, not verified</p>
          <JsonView value={decoded.kind === 'jwt' ? { header: decoded.header, claims: decoded.claims } : decoded.value} collapsedDepth={3} />
        </div>
      ) : (
        <p className="text-[11px] text-zinc-500">Opaque: it does not read as JSON (it may be encrypted).</p>
      )}
    </div>
  );
}

function decodedLabel(decoded: DecodedRequestState): string {
  switch (decoded.kind) {
    case 'json':
      return 'JSON';
    case 'base64-json':
      return 'Base64-encoded JSON';
    case 'jwt':
      return 'A JWT’s header and claims';
    case 'segment':
      return `Part ${decoded.index + 1} of ${decoded.segments} (dot-separated) decodes to JSON`;
  }
}
