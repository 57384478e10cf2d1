/** The answer to prompts/get: latency, description and the messages by role, or the error. */
import { useMemo } from 'react';
import type { RpcOutcome } from '../../core/bridge-api';
import type { LiveFinding } from '../../core/findings-api';
import { errorCodeName } from '../../core/jsonrpc';
import { readPromptResult, type PromptMessageView } from '../../core/prompts';
import { formatLatency } from '../../core/rpc-outcome';
import { Badge } from '../../ui/Badge';
import { JsonView } from '../../ui/JsonView';
// The tools screen's renderer, reused as is; see the report about moving it to src/ui/content/.
import { ContentItemView } from '../tools/ContentItemView';
import { CallRounds } from '../tools/CallRounds';
import { FindingsInline } from '../findings/FindingsInline';

export function PromptResult({ outcome, findings }: { outcome: RpcOutcome; findings: readonly LiveFinding[] }) {
  return (
    <section className="space-y-2" data-testid="prompt-result" data-status={outcome.status}>
      <div className="flex items-center gap-2 text-xs">
        <h3 className="font-semibold tracking-wide text-zinc-500 uppercase">Result</h3>
        <Badge tone={outcome.status === 'ok' ? 'success' : 'danger'}>{outcome.status === 'ok' ? 'ok' : outcome.status === 'rpc-error' ? 'JSON-RPC error' : 'failed'}</Badge>
        <span className="text-zinc-500" data-testid="prompt-latency">
          {formatLatency(outcome.latencyMs)}
        </span>
      </div>
      {outcome.rounds && <CallRounds rounds={outcome.rounds} method="prompts/get" />}
      <FindingsInline findings={findings} label="Findings in the prompt's messages" />
      {outcome.status === 'ok' ? <PromptMessages result={outcome.result} /> : <PromptError outcome={outcome} />}
    </section>
  );
}

function PromptError({ outcome }: { outcome: Exclude<RpcOutcome, { status: 'ok' }> }) {
  return (
    <div
      role="alert"
      data-testid="prompt-error"
      className="space-y-1 rounded border border-red-300 bg-red-50 p-2 text-xs text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
    >
      {outcome.status === 'rpc-error' ? (
        <>
          <p className="font-semibold">
            <span className="font-mono">{outcome.error.code}</span> {errorCodeName(outcome.error.code)}
          </p>
          <p className="break-words whitespace-pre-wrap">{outcome.error.message}</p>
          {outcome.error.data !== undefined && <JsonView value={outcome.error.data} />}
        </>
      ) : (
        <>
          <p className="font-semibold">
            The request failed: <span className="font-mono">{outcome.failure.code}</span>
          </p>
          <p className="break-words">{outcome.failure.message}</p>
        </>
      )}
    </div>
  );
}

function PromptMessages({ result }: { result: Record<string, unknown> }) {
  const view = useMemo(() => readPromptResult(result), [result]);
  return (
    <div className="space-y-2">
      {view.description && <p className="text-xs text-zinc-600 dark:text-zinc-300" data-testid="prompt-result-description">{view.description}</p>}
      {view.problems.map((problem) => (
        <p key={problem} className="text-xs text-amber-700 dark:text-amber-400">
          {problem}
        </p>
      ))}
      {view.messages.length === 0 && view.problems.length === 0 && <p className="text-xs text-zinc-500">The prompt returned no messages.</p>}
      <ol className="space-y-2">
        {view.messages.map((message, index) => (
          <PromptMessage key={index} message={message} index={index} />
        ))}
      </ol>
    </div>
  );
}

const ROLE_STYLES: Record<string, { frame: string; label: string }> = {
  user: {
    frame: 'mr-8 border-sky-300 bg-sky-50/60 dark:border-sky-800 dark:bg-sky-950/30',
    label: 'text-sky-800 dark:text-sky-300',
  },
  assistant: {
    frame: 'ml-8 border-violet-300 bg-violet-50/60 dark:border-violet-800 dark:bg-violet-950/30',
    label: 'text-violet-800 dark:text-violet-300',
  },
};

const OTHER_ROLE = { frame: 'border-amber-300 dark:border-amber-800', label: 'text-amber-800 dark:text-amber-300' };

function PromptMessage({ message, index }: { message: PromptMessageView; index: number }) {
  const style = ROLE_STYLES[message.role] ?? OTHER_ROLE;
  return (
    <li data-testid="prompt-message" data-role={message.role} className={`space-y-1 rounded-md border p-2 ${style.frame}`}>
      <div className="flex items-center gap-2 text-[11px]">
        <span className={`font-semibold tracking-wide uppercase ${style.label}`}>{message.role}</span>
        <span className="font-mono text-zinc-500">messages[{index}]</span>
      </div>
      {message.problem && <p className="text-[11px] text-amber-700 dark:text-amber-400">{message.problem}</p>}
      <div className="bg-white dark:bg-zinc-950">
        <ContentItemView item={message.content} index={index} />
      </div>
    </li>
  );
}
