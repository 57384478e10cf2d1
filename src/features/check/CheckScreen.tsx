/**
 * The Check tab (issue 18, item 7): `mcpscope check` against this connection's own target, from
 * the browser. It checks only what the person configured here, and only when they click: over
 * stdio it starts their command again, and it sends deliberately wrong requests.
 */
import { useState, type FormEvent } from 'react';
import type { MutationState } from '../../api/mutation-state';
import type { ConnectionSummary } from '../../core/bridge-api';
import type { CheckRunRequest } from '../../core/check/api';
import { summaryLine } from '../../core/check/report';
import type { CheckReport } from '../../core/check/types';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Panel } from '../../ui/Panel';
import { CheckResultItem } from './CheckResultItem';
import { useCheck } from './use-check';

const INPUT =
  'rounded border border-zinc-300 bg-white px-2 py-0.5 font-mono text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900';

export function CheckScreen({ connection }: { connection: ConnectionSummary }) {
  const { state, run } = useCheck(connection.id);
  const [calls, setCalls] = useState('');
  const [conformance, setConformance] = useState(false);
  const [modernOnly, setModernOnly] = useState(false);
  const sse = connection.target.transport === 'sse';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run({ calls: calls.split(/[\s,]+/).filter(Boolean), conformance, modernOnly });
  };
  return (
    <div className="space-y-3 p-4">
      <Panel testId="check-panel" title="Spec check (2026-07-28)">
        <form onSubmit={submit} className="space-y-2 p-3 text-xs">
          <p className="text-zinc-600 dark:text-zinc-400">
            Speaks to {connection.name} on the wire as a 2026-07-28 client, a 2025-11-25 client and a careless one, and reports each check with
            the requests and responses that show it. {connection.target.transport === 'stdio' ? 'It starts the command again, once per era. ' : ''}
            It calls only tools marked read-only and those named below. The same check runs from the command line: mcpscope check.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-1">
              Also call
              <input data-testid="check-calls" className={`${INPUT} w-56`} value={calls} placeholder="tool names" onChange={(event) => setCalls(event.target.value)} />
            </label>
            <label className="flex items-center gap-1">
              <input type="checkbox" data-testid="check-conformance" checked={conformance} disabled={connection.target.transport !== 'http'} onChange={(event) => setConformance(event.target.checked)} />
              Official conformance suite (npx, network)
            </label>
            <label className="flex items-center gap-1">
              <input type="checkbox" data-testid="check-modern-only" checked={modernOnly} onChange={(event) => setModernOnly(event.target.checked)} />
              Meant to refuse 2025 clients
            </label>
            <Button type="submit" variant="primary" data-testid="check-run" disabled={state.status === 'pending' || sse}>
              {state.status === 'pending' ? 'Checking…' : 'Run checks'}
            </Button>
          </div>
          {sse && <p className="text-zinc-500 dark:text-zinc-400">The HTTP+SSE transport predates 2026-07-28: there is nothing to check.</p>}
        </form>
      </Panel>
      <CheckOutcome state={state} />
    </div>
  );
}

function CheckOutcome({ state }: { state: MutationState<CheckReport, CheckRunRequest> }) {
  if (state.status === 'idle') return null;
  if (state.status === 'pending') return <p role="status" className="text-xs text-zinc-600 dark:text-zinc-400">Checking…</p>;
  if (state.status === 'error') return <ErrorNotice testId="check-error" title="The check could not run" message={state.message} />;
  const { results, target, transport } = state.data;
  return (
    <Panel testId="check-report" title={`${target} (${transport})`} actions={<span data-testid="check-summary" className="font-normal">{summaryLine(results)}</span>}>
      <ul className="divide-y divide-zinc-200 px-3 dark:divide-zinc-800">
        {results.map((result) => (
          <CheckResultItem key={result.id} result={result} />
        ))}
      </ul>
    </Panel>
  );
}
