/**
 * One call's outcome, by CallStatus (src/core/bridge-api.ts). A tool failure (isError: true) and
 * a JSON-RPC error look deliberately different: the first means the tool ran and failed, the
 * second that the request itself was rejected.
 */
import { memo, type ReactNode } from 'react';
import { useReadOnlyView } from '../../api/BridgeContext';
import type { CallRecord, LateResponse } from '../../core/bridge-api';
import type { LiveFinding } from '../../core/findings-api';
import { marksAt } from '../../core/findings-view';
import { errorCodeName, type JsonRpcErrorObject } from '../../core/jsonrpc';
import { FindingsInline } from '../findings/FindingsInline';
import { Badge } from '../../ui/Badge';
import { JsonView } from '../../ui/JsonView';
import { TaskPanel } from '../tasks/TaskPanel';
import { RecordedAppsOfCall } from '../apps/playback/RecordedAppsOfCall';
import { CallProgress } from './CallProgress';
import { CallRounds } from './CallRounds';
import { callLatency, formatClock, formatDuration, STATUS_DISPLAY } from './call-format';
import { ResultBody } from './lazy-tool-views';
import { TimeoutReportView } from './TimeoutReportView';
import { useCallContent } from './use-call-content';
import { URL_ELICITATION_REQUIRED, UrlElicitationRequired } from './UrlElicitationRequired';
import { TitledName } from '../../ui/TitledName';

export interface CallViewProps {
  call: CallRecord;
  /** The tool's title, shown before its name where the server gave one. */
  toolTitle?: string | undefined;
  outputSchema: Record<string, unknown> | undefined;
  onCancel: () => void;
  cancelling: boolean;
  /** What the analysis found in this call's result or error. */
  findings?: readonly LiveFinding[];
}

// Memoised: a progress update on another call must not re-render this one's result.
export const CallView = memo(function CallView({ call, toolTitle, outputSchema, onCancel, cancelling, findings = NO_FINDINGS }: CallViewProps) {
  const latency = callLatency(call);
  const status = STATUS_DISPLAY[call.status];
  const readOnly = useReadOnlyView();
  return (
    <section
      aria-label="Call result"
      data-testid="call-result"
      data-status={call.status}
      data-call-id={call.id}
      className="space-y-3"
    >
      <div className="@container flex flex-wrap items-center gap-2 text-xs">
        <span className="flex max-w-full min-w-0 items-baseline gap-1.5 font-semibold">
          <TitledName name={call.tool} title={toolTitle} layout="inline" />
        </span>
        <Badge tone={status.tone}>{status.label}</Badge>
        {latency !== undefined && (
          <span data-testid="call-latency" className="font-mono text-zinc-600 dark:text-zinc-400">
            {formatDuration(latency)}
          </span>
        )}
        <span className="text-zinc-500">started {formatClock(call.startedAt)}</span>
        {call.requestId !== undefined && <span className="font-mono text-zinc-500">id {String(call.requestId)}</span>}
      </div>
      {call.rounds && <CallRounds rounds={call.rounds} ofTask={call.task?.shape === 'extension'} />}
      {call.task && <TaskPanel task={call.task} note={call.status === 'running' && !readOnly ? 'Cancel sends tasks/cancel.' : undefined} />}
      <FindingsInline findings={findings} label="Findings in this result" />
      <CallBody call={call} outputSchema={outputSchema} onCancel={onCancel} cancelling={cancelling} findings={findings} />
      <RecordedAppsOfCall callId={call.id} />
    </section>
  );
});

const NO_FINDINGS: readonly LiveFinding[] = [];

/** A failed call got no JSON-RPC answer; these codes say what it got instead. */
const FAILED_TITLE: Partial<Record<string, string>> = {
  task_failed: 'Task failed',
  http_refused: 'Call refused at the HTTP level',
};

function CallBody({ call, outputSchema, onCancel, cancelling, findings = NO_FINDINGS }: CallViewProps) {
  const textMarks = (index: number) => marksAt(findings, `results/${String(call.requestId)}/content/${index}/text`);
  const clippedAt = useCallContent(call);
  switch (call.status) {
    case 'running':
      return <CallProgress call={call} onCancel={onCancel} cancelling={cancelling} />;
    case 'ok':
      return call.result ? <ResultBody result={call.result} outputSchema={outputSchema} checkOutput textMarks={textMarks} clippedAt={clippedAt} /> : null;
    case 'tool-error':
      return (
        <>
          <Banner tone="warning" title="Tool reported an error (isError: true)">
            The request succeeded and the tool ran, but it reports a failure. Its content is shown below.
          </Banner>
          {call.result && <ResultBody result={call.result} outputSchema={outputSchema} checkOutput={false} textMarks={textMarks} clippedAt={clippedAt} />}
        </>
      );
    case 'rpc-error':
      return call.rpcError ? <RpcError error={call.rpcError} /> : null;
    case 'cancelled':
    case 'timed-out':
      return (
        <>
          <Banner tone={call.timeout ? 'warning' : 'neutral'} title={call.status === 'cancelled' ? 'Cancelled' : 'Timed out'}>
            {call.timeout && <TimeoutReportView report={call.timeout} firedAt={call.startedAt + call.timeout.elapsedMs} />}
            <p className={call.timeout ? 'mt-2 opacity-80' : undefined}>
              {/* A task is cancelled with tasks/cancel (spec 2025-11-25), or by the server itself. */}
              {call.task ? 'The task ended cancelled' : 'notifications/cancelled was sent'}
              {call.cancelReason ? ` with reason: “${call.cancelReason}”` : ''}.
              {call.status === 'timed-out' && !call.timeout && ` Timeout: ${formatDuration(call.options.timeoutMs)}.`}
            </p>
          </Banner>
          {call.lateResponse && <LateResponseView late={call.lateResponse} call={call} outputSchema={outputSchema} />}
        </>
      );
    case 'failed':
      return (
        <>
          <Banner tone="danger" title={FAILED_TITLE[call.failure?.code ?? ''] ?? 'Call failed (no response)'}>
            <span className="font-mono">{call.failure?.code ?? 'unknown'}</span>: {call.failure?.message ?? 'No details.'}
          </Banner>
          {/* A failed task may still have a result or error from tasks/result. */}
          {call.rpcError && <RpcError error={call.rpcError} />}
          {call.result && <ResultBody result={call.result} outputSchema={outputSchema} checkOutput={false} textMarks={textMarks} clippedAt={clippedAt} />}
        </>
      );
  }
}

function RpcError({ error }: { error: JsonRpcErrorObject }) {
  return (
    <Banner tone="danger" title="JSON-RPC error" testId="rpc-error">
      <p>
        <span className="font-mono font-semibold" data-testid="rpc-error-code">
          {error.code} {errorCodeName(error.code)}
        </span>
      </p>
      <p className="mt-1 break-words whitespace-pre-wrap" data-testid="rpc-error-message">
        {error.message}
      </p>
      {error.code === URL_ELICITATION_REQUIRED && <UrlElicitationRequired data={error.data} />}
      {error.data !== undefined && (
        <div className="mt-2 rounded bg-white/60 p-1 dark:bg-black/30">
          <p className="text-[11px] opacity-70">data</p>
          <JsonView value={error.data} />
        </div>
      )}
    </Banner>
  );
}

function LateResponseView({ late, call, outputSchema }: { late: LateResponse; call: CallRecord; outputSchema: Record<string, unknown> | undefined }) {
  const after = call.endedAt === undefined ? '' : ` (${formatDuration(late.at - call.endedAt)} after ${call.status === 'cancelled' ? 'cancel' : 'timeout'})`;
  return (
    <div data-testid="late-response" className="space-y-2 rounded border border-dashed border-zinc-400 p-2 dark:border-zinc-600">
      <p className="text-xs font-semibold text-zinc-700 dark:text-zinc-300">
        Response arrived after cancel{after}
      </p>
      {late.rpcError && <RpcError error={late.rpcError} />}
      {late.result && <ResultBody result={late.result} outputSchema={outputSchema} checkOutput={late.result.isError !== true} />}
    </div>
  );
}

const BANNER_TONES = {
  neutral: 'border-zinc-300 bg-zinc-50 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200',
  warning: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200',
  danger: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200',
};

function Banner({ tone, title, testId, children }: { tone: keyof typeof BANNER_TONES; title: string; testId?: string; children: ReactNode }) {
  return (
    <div data-testid={testId} className={`rounded border px-3 py-2 text-xs ${BANNER_TONES[tone]}`}>
      <p className="mb-0.5 text-sm font-semibold">{title}</p>
      <div>{children}</div>
    </div>
  );
}
