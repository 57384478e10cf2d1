/** The outcome of a resources/read: latency, each content previewed, and the raw result. */
import type { LiveFinding } from '../../core/findings-api';
import { readResourceContents } from '../../core/resource-content';
import { FindingsInline } from '../findings/FindingsInline';
import { Badge } from '../../ui/Badge';
import { JsonView } from '../../ui/JsonView';
import { CopyButton } from '../../ui/CopyButton';
import { Collapsible } from '../../ui/Collapsible';
import { formatClock, formatDuration } from '../tools/call-format';
import { readCacheHint } from '../../core/cache-hints';
import { CacheHintBadge } from '../cache-hints/CacheHintBadge';
import { ResourceContentView } from './ResourceContentView';
import { CallRounds } from '../tools/CallRounds';
import { PendingRoundInputs } from '../client-requests/AnswerableRequest';
import { outcomeProblem, type RpcState } from './use-resources-data';

export interface ReadResultViewProps {
  state: RpcState;
  uri: string;
  findings: readonly LiveFinding[];
  /** Where a read's MRTR inputs are answered while it waits. */
  connectionId: string;
  serverName: string;
}

export function ReadResultView({ state, uri, findings, connectionId, serverName }: ReadResultViewProps) {
  if (state.status === 'idle') return <p className="text-xs text-zinc-500">Read the resource to see its contents here.</p>;
  if (state.status === 'pending') return <PendingRoundInputs connectionId={connectionId} serverName={serverName} method="resources/read" name={uri} />;

  const problem = outcomeProblem(state);
  const outcome = state.status === 'done' ? state.outcome : undefined;
  return (
    <section data-testid="read-result" data-status={outcome?.status ?? 'error'} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-[11px] text-zinc-500">
        <Badge tone={outcome?.status === 'ok' ? 'success' : 'danger'}>{outcome?.status ?? 'bridge error'}</Badge>
        {outcome && <span data-testid="read-latency">{formatDuration(outcome.latencyMs)}</span>}
        <span>at {formatClock(state.at)}</span>
        {outcome?.status === 'ok' && <CacheHintBadge hint={readCacheHint(outcome.result, state.at)} what="resources/read result" />}
      </div>
      {problem && (
        <div role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-xs break-words text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200">
          {problem}
          {outcome?.status === 'rpc-error' && outcome.error.data !== undefined && <JsonView value={outcome.error.data} />}
        </div>
      )}
      {outcome?.rounds && <CallRounds rounds={outcome.rounds} method="resources/read" />}
      <FindingsInline findings={findings} label="Findings in what the server returned" />
      {outcome?.status === 'ok' && <Contents result={outcome.result} uri={uri} />}
    </section>
  );
}

function Contents({ result, uri }: { result: Record<string, unknown>; uri: string }) {
  const { items, problem } = readResourceContents(result);
  return (
    <>
      {problem && <p className="text-xs text-amber-700 dark:text-amber-400">{problem}</p>}
      {items.length === 0 && !problem && <p className="text-xs text-zinc-500">The server returned no contents.</p>}
      {items.map((item, index) => (
        <ResourceContentView key={index} item={item} index={index} requestedUri={uri} />
      ))}
      <Collapsible testId="raw-result" title="Raw result" aside={<CopyButton text={JSON.stringify(result, null, 2)} label="Copy JSON" />}>
        <JsonView value={result} collapsedDepth={3} />
      </Collapsible>
    </>
  );
}
