/**
 * The replay report (src/core/replay/report.ts, what `mcpscope replay --format json` prints): the
 * summary with the exit status the CLI would give, the tool definition changes classified
 * breaking or additive, every step with its status and the differences of each changed step; an
 * MRTR call's step with its rounds, each round's differences under it (ReplayRounds.tsx).
 */
import { useState } from 'react';
import { replayMatched, type ReplayStep, type StepStatus } from '../../core/replay/report';
import type { ReplayResult } from '../../core/replay-api';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { ReplayChanges } from './ReplayChanges';
import { ReplayRounds } from './ReplayRounds';
import { changesByRound } from './round-summary';

const STATUS_TONES: Record<StepStatus, BadgeTone> = { same: 'success', changed: 'warning', missing: 'danger', extra: 'danger' };

function Summary({ result }: { result: ReplayResult }) {
  const { summary } = result;
  const matched = replayMatched(result);
  return (
    <div data-testid="replay-summary" data-exit={matched ? 0 : 1} className={`space-y-1 rounded border p-2 ${matched ? 'border-emerald-300 dark:border-emerald-800' : 'border-amber-300 dark:border-amber-800'}`}>
      <p className="text-sm font-semibold">{matched ? 'Every step answered the same' : 'The live server answered differently'}</p>
      <p className="flex flex-wrap items-center gap-1.5">
        <span>{summary.steps} steps:</span>
        <Badge tone="success">{summary.same} same</Badge>
        <Badge tone={summary.changed ? 'warning' : 'neutral'}>{summary.changed} changed</Badge>
        <Badge tone={summary.missing ? 'danger' : 'neutral'}>{summary.missing} missing</Badge>
        <Badge tone={summary.extra ? 'danger' : 'neutral'}>{summary.extra} extra</Badge>
        <span className="text-zinc-500" data-testid="replay-exit">
          mcpscope replay would exit {matched ? 0 : 1}
        </span>
      </p>
      <p className="break-all text-zinc-500">
        {result.trace} against <span className="font-mono">{result.server}</span>
        {result.recordedAs && (
          <>
            {' '}· this replay was recorded as <span className="font-mono" data-testid="replay-recorded-as">{result.recordedAs}</span>
          </>
        )}
      </p>
    </div>
  );
}

function ToolChanges({ result }: { result: ReplayResult }) {
  if (result.toolChanges.length === 0) return null;
  return (
    <section className="space-y-1">
      <h3 className="font-semibold">
        Tool definitions: {result.summary.breaking} breaking, {result.summary.additive} additive
      </h3>
      <ul className="space-y-0.5">
        {result.toolChanges.map((change, index) => (
          <li key={index} data-testid="replay-tool-change" data-compatibility={change.compatibility} data-kind={change.kind} className="flex flex-wrap items-center gap-1.5">
            <Badge tone={change.compatibility === 'breaking' ? 'danger' : 'info'}>{change.compatibility}</Badge>
            <span className="font-mono font-medium">{change.tool}</span>
            <span>{change.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StepRow({ step }: { step: ReplayStep }) {
  // Only an MRTR step's compared value has /rounds: any other step's changes are all "rest".
  const { byRound, rest } = changesByRound(step.changes ?? []);
  return (
    <li data-testid="replay-step" data-status={step.status} data-label={step.label} className="space-y-1 border-t border-zinc-100 py-1 first:border-t-0 dark:border-zinc-900">
      <p className="flex flex-wrap items-center gap-2">
        <span className="w-6 text-right tabular-nums text-zinc-500">{step.index}</span>
        <span className="min-w-0 break-all font-mono">{step.label}</span>
        {step.rounds && (
          <span className="text-zinc-500" data-testid="replay-step-rounds">
            {step.rounds.length} round{step.rounds.length === 1 ? '' : 's'}
          </span>
        )}
        {step.from === 'server' && <span className="text-zinc-500">from the server</span>}
        <Badge tone={STATUS_TONES[step.status]}>{step.status}</Badge>
        {step.detail && <span className="text-zinc-600 dark:text-zinc-400">{step.detail}</span>}
      </p>
      {step.rounds && (
        <div className="ml-8">
          <ReplayRounds rounds={step.rounds} changes={byRound} />
        </div>
      )}
      {rest.length > 0 && (
        <div className="ml-8 space-y-1">
          {step.rounds && <p className="text-zinc-500">The final answer</p>}
          <ReplayChanges changes={rest} />
        </div>
      )}
    </li>
  );
}

export function ReplayReportView({ result }: { result: ReplayResult }) {
  const [onlyDifferences, setOnlyDifferences] = useState(!replayMatched(result));
  const steps = onlyDifferences ? result.steps.filter((step) => step.status !== 'same') : result.steps;
  const counted = result.notifications.filter((entry) => entry.recorded > 0 || entry.live > 0);
  return (
    <div data-testid="replay-report" className="space-y-3">
      <Summary result={result} />
      <ToolChanges result={result} />
      <section className="space-y-1">
        <div className="flex items-center gap-2">
          <h3 className="flex-1 font-semibold">Steps</h3>
          <label className="flex items-center gap-1 text-zinc-600 dark:text-zinc-400">
            <input type="checkbox" className="accent-indigo-600" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} data-testid="replay-only-differences" />
            Only differences
          </label>
        </div>
        <ol>
          {steps.map((step) => (
            <StepRow key={step.index} step={step} />
          ))}
        </ol>
      </section>
      {counted.length > 0 && (
        <p className="text-zinc-500">
          Server notifications, counted, not compared (their number depends on timing):{' '}
          {counted.map((entry) => `${entry.method} ${entry.recorded} recorded / ${entry.live} live`).join('; ')}
        </p>
      )}
      {result.warnings.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-amber-700 dark:text-amber-400" data-testid="replay-warnings">
          {result.warnings.map((warning, index) => (
            <li key={index}>{warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
