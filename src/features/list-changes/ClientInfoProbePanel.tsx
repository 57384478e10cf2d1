/**
 * "Compare with another client" (issue 4, Drift: "a tool list that differs by clientInfo"): the
 * person names a client, the bridge lists the server once more claiming to be it, and this shows
 * whether the server answered the same. Only a click starts it: it launches the server again.
 */
import { useState, type FormEvent } from 'react';
import type { MutationState } from '../../api/mutation-state';
import type { ClientInfo, ConnectionSummary } from '../../core/bridge-api';
import { DEFAULT_PROBE_CLIENT } from '../../core/client-info';
import type { ClientInfoProbeResult } from '../../core/findings-api';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { FindingsInline } from '../findings/FindingsInline';
import { DriftChangeItem, type DriftSides } from './DriftChangeItem';
import { useClientInfoProbe } from './use-client-info-probe';

const INPUT =
  'rounded border border-zinc-300 bg-white px-2 py-0.5 font-mono text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900';

export function ClientInfoProbePanel({ connection }: { connection: ConnectionSummary }) {
  const { state, probe } = useClientInfoProbe(connection.id);
  const [name, setName] = useState(DEFAULT_PROBE_CLIENT.name);
  const [version, setVersion] = useState(DEFAULT_PROBE_CLIENT.version ?? '');
  const pending = state.status === 'pending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    probe({ name: name.trim(), ...(version.trim() ? { version: version.trim() } : {}) });
  };
  return (
    <Panel testId="client-info-probe" title="Compare with another client">
      <div className="space-y-2 p-3 text-xs">
        <p className="text-zinc-600 dark:text-zinc-400">
          A server can show an AI assistant other tools than it shows a reviewer, telling them apart by the clientInfo each sends in initialize. This lists{' '}
          {connection.name} once more, in a second short-lived session that claims to be the client below, and compares it with what{' '}
          {connection.lifecycle.clientInfo.name} was shown. It starts the server again, which may have side effects.
        </p>
        <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-1">
            Client name
            <input data-testid="probe-client-name" className={`${INPUT} w-40`} value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <label className="flex items-center gap-1">
            Version
            <input data-testid="probe-client-version" className={`${INPUT} w-20`} value={version} placeholder="optional" onChange={(event) => setVersion(event.target.value)} />
          </label>
          <Button type="submit" data-testid="probe-client-info" disabled={connection.state !== 'ready' || pending || name.trim() === ''}>
            {pending ? 'Comparing…' : 'Compare'}
          </Button>
          {connection.state !== 'ready' && <span className="text-zinc-500 dark:text-zinc-400">Connect first: the comparison needs this session's listing.</span>}
        </form>
        <ProbeOutcome state={state} ours={connection.lifecycle.clientInfo.name} />
      </div>
    </Panel>
  );
}

function ProbeOutcome({ state, ours }: { state: MutationState<ClientInfoProbeResult, ClientInfo>; ours: string }) {
  if (state.status === 'idle') return null;
  if (state.status === 'pending') return <p role="status" className="text-zinc-600 dark:text-zinc-400">Listing the server as {state.variables.name}…</p>;
  if (state.status === 'error') return <p role="alert" className="text-red-700 dark:text-red-400">Could not compare with {state.variables.name}: {state.message}</p>;
  const { clientInfo, findings, changes } = state.data;
  const theirs = clientInfo.name;
  if (changes.length === 0) {
    return (
      <p data-testid="probe-same" className="text-emerald-700 dark:text-emerald-400">
        Same tools and instructions for {ours} and {theirs} ({clientInfo.version}).
      </p>
    );
  }
  const sides: DriftSides = {
    labels: { added: `only for ${theirs}`, removed: `only for ${ours}`, changed: 'differs' },
    compared: `as ${ours} and as ${theirs}`,
    testId: 'probe',
    severity: false,
  };
  return (
    <div data-testid="probe-result" className="space-y-2">
      <FindingsInline findings={findings} label={`Listed differently to ${theirs}`} />
      <p className="text-zinc-600 dark:text-zinc-400">
        Left: what {ours} was shown. Right: what {theirs} ({clientInfo.version}) was shown.
      </p>
      {changes.map((change, index) => (
        <DriftChangeItem key={change.path} change={change} open={index < 3} sides={sides} />
      ))}
    </div>
  );
}
