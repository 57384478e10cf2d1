/**
 * The Findings tab (issue 4, "UI"): everything the analysis found on this connection, worst first
 * and grouped by rule, with triage. The same findings also appear inline, next to their evidence.
 */
import { useMemo, useState } from 'react';
import { LiveOnly, useReadOnlyView } from '../../api/BridgeContext';
import { atLeast, compareFindings, SEVERITIES, type Severity } from '../../core/analysis/finding';
import type { ConnectionSummary } from '../../core/bridge-api';
import type { LiveFinding, TriageStatus } from '../../core/findings-api';
import { surfaceName } from '../../core/server-surface';
import { Collapsible } from '../../ui/Collapsible';
import { EmptyState } from '../../ui/EmptyState';
import { useToolSummaries } from '../tools/use-tools-data';
import { FindingCard } from './FindingCard';
import { FlowLabelsPanel } from './FlowLabelsPanel';
import { useConnectionFindings, useFindings, useTriage } from './use-findings';
import { useFlowPolicy, useSaveFlowPolicy } from './use-flow-policy';

type StatusFilter = TriageStatus | 'all';

const SELECT = 'rounded border border-zinc-300 bg-white px-1 py-0.5 text-xs dark:border-zinc-700 dark:bg-zinc-900';

export function FindingsScreen({ connection }: { connection: ConnectionSummary }) {
  const findings = useConnectionFindings(connection.id);
  // The self-contained viewer cannot analyse a trace opened in it by hand, and says so (issue 19).
  const unavailable = useFindings().error;
  const { state, triage } = useTriage();
  const readOnly = useReadOnlyView();
  const [status, setStatus] = useState<StatusFilter>('open');
  const [minimum, setMinimum] = useState<Severity>('info');
  const shown = useMemo(
    () => findings.filter((finding) => (status === 'all' || finding.triage.status === status) && atLeast(finding.severity, minimum)).sort(compareFindings),
    [findings, status, minimum],
  );
  const byRule = groupByRule(shown);
  return (
    <div className="space-y-3 p-3 text-xs">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 text-zinc-600 dark:text-zinc-400" data-testid="findings-summary">
          {findings.length === 0 ? 'Nothing found yet.' : `${readOnly ? recordedSummary(findings) : triageSummary(findings)} Analysed locally: nothing leaves this machine.`}
        </p>
        {/* Every finding of a recording is open, so there is no triage state to filter by. */}
        <LiveOnly>
          <label className="flex items-center gap-1">
            Show
            <select className={SELECT} value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)} data-testid="findings-status-filter">
              <option value="open">open</option>
              <option value="acknowledged">acknowledged</option>
              <option value="suppressed">suppressed</option>
              <option value="all">all</option>
            </select>
          </label>
        </LiveOnly>
        <label className="flex items-center gap-1">
          at least
          <select className={SELECT} value={minimum} onChange={(event) => setMinimum(event.target.value as Severity)} data-testid="findings-severity-filter">
            {SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {severity}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FlowLabelsSection connection={connection} />
      {state.status === 'error' && <p role="alert" className="text-red-700 dark:text-red-400">Could not save the triage: {state.message}</p>}
      {unavailable ? (
        <EmptyState title="Findings are not available here" testId="findings-unavailable">
          <p>{unavailable.message}</p>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title={findings.length === 0 ? `No findings on ${connection.name}` : 'No findings match these filters'} testId="findings-empty">
          <p>Tool, prompt and resource definitions, results, server requests and the launch command are checked as they arrive.</p>
        </EmptyState>
      ) : (
        byRule.map(([ruleId, group]) => (
          <section key={ruleId} data-testid="finding-group" data-rule={ruleId} className="space-y-1">
            <h3 className="font-semibold text-zinc-700 dark:text-zinc-300">
              {group[0]!.title} <span className="font-normal text-zinc-500">({group.length})</span>
            </h3>
            <ul className="space-y-1">
              {group.map((finding) => (
                <FindingCard key={`${finding.source}:${finding.key}`} finding={finding} busy={state.status === 'pending'} onTriage={triage} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

/** The labels editor, collapsed until wanted: most sessions never label anything. */
function FlowLabelsSection({ connection }: { connection: ConnectionSummary }) {
  const policy = useFlowPolicy();
  const saving = useSaveFlowPolicy();
  const tools = useToolSummaries(connection).data?.tools;
  const serverName = surfaceName(connection);
  let body;
  if (policy.error) body = <p role="alert" className="text-red-700 dark:text-red-400">Could not load the flow labels: {policy.error.message}</p>;
  else if (!policy.data || !tools) body = <p className="text-zinc-500">{connection.state === 'ready' ? 'Loading…' : `Tools can be labelled once the connection is ready (now: ${connection.state}).`}</p>;
  else {
    body = (
      <FlowLabelsPanel
        serverName={serverName}
        toolNames={tools.map((tool) => tool.name)}
        policy={policy.data}
        busy={saving.state.status === 'pending'}
        error={saving.state.status === 'error' ? saving.state.message : undefined}
        onSave={saving.save}
        onImport={saving.importFile}
      />
    );
  }
  return (
    <Collapsible testId="flow-labels-section" title="Information-flow labels">
      <div className="p-2">{body}</div>
    </Collapsible>
  );
}

function triageSummary(findings: readonly LiveFinding[]): string {
  const count = (status: TriageStatus) => findings.filter((finding) => finding.triage.status === status).length;
  return `${count('open')} open, ${count('acknowledged')} acknowledged, ${count('suppressed')} suppressed.`;
}

/** Triage lives in the config directory of the mcpscope that made it, never in a trace (trace-flow.ts). */
function recordedSummary(findings: readonly LiveFinding[]): string {
  return `${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}. Triage is not kept in a trace: acknowledge or suppress them in a running mcpscope.`;
}

/** Rules in the order of their worst finding (the list is already worst first). */
function groupByRule(findings: readonly LiveFinding[]): [string, LiveFinding[]][] {
  const groups = new Map<string, LiveFinding[]>();
  for (const finding of findings) groups.set(finding.ruleId, [...(groups.get(finding.ruleId) ?? []), finding]);
  return [...groups];
}
