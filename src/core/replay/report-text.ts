/** The replay report for people: one line per step, its MRTR rounds and changes under it, then tool changes. */
import type { ValueChange } from './compare';
import type { ReplayReport, StepRound } from './report';

const MARK = { same: '✓', changed: '✗', missing: '✗', extra: '✗' } as const;
/** Long values are cut: the JSON report has them whole. */
const VALUE_WIDTH = 120;
/** How much of what both sides share is kept before the first difference, so it reads in context. */
const LEAD = 30;

function json(value: unknown): string {
  return value === undefined ? '(none)' : (JSON.stringify(value) ?? 'undefined');
}

/** `text` cut to VALUE_WIDTH from `start`, marking what was left out at either end. */
function cut(text: string, start: number): string {
  const end = start + VALUE_WIDTH;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

function shown(value: unknown): string {
  return cut(json(value), 0);
}

/**
 * Both sides of a changed value, each cut around where they first differ: cut from the start, two
 * long descriptions that differ late would read the same ("…as te… → …as te…", issue 20, item 8).
 */
function shownPair(recorded: unknown, live: unknown): [string, string] {
  const [before, after] = [json(recorded), json(live)];
  let same = 0;
  while (same < before.length && before[same] === after[same]) same++;
  const start = Math.max(0, same - LEAD);
  return [cut(before, start), cut(after, start)];
}

function changeLine(change: ValueChange): string {
  const path = change.path || '(whole answer)';
  if (change.op === 'added') return `+ ${path}: ${shown(change.live)}`;
  if (change.op === 'removed') return `- ${path}: ${shown(change.recorded)}`;
  const [before, after] = shownPair(change.recorded, change.live);
  return `~ ${path}: ${before} → ${after}`;
}

/** "dates (elicitation/create), roots (roots/list)". */
function roundInputs(round: StepRound): string {
  const inputs = Object.entries(round.inputs).map(([key, method]) => `${key} (${method})`);
  return inputs.length > 0 ? inputs.join(', ') : 'no inputs';
}

export function formatReplayText(report: ReplayReport, heading: string): string {
  const { summary } = report;
  const lines = [`${heading}: ${summary.steps} steps, ${summary.same} same, ${summary.changed} changed, ${summary.missing} missing, ${summary.extra} extra`];
  for (const step of report.steps) {
    const from = step.from === 'server' ? ' (from the server)' : '';
    const rounds = step.rounds ? ` (${step.rounds.length} round${step.rounds.length === 1 ? '' : 's'})` : '';
    lines.push(`  ${MARK[step.status]} ${String(step.index).padStart(3)} ${step.label}${from}${rounds}  ${step.status}${step.detail ? `: ${step.detail}` : ''}`);
    for (const round of step.rounds ?? []) lines.push(`        round ${round.round}: ${roundInputs(round)}  ${round.status}`);
    for (const change of step.changes ?? []) lines.push(`        ${changeLine(change)}`);
  }
  if (report.toolChanges.length > 0) {
    lines.push('', `Tool definitions: ${summary.breaking} breaking, ${summary.additive} additive`);
    for (const change of report.toolChanges) lines.push(`  ${change.compatibility === 'breaking' ? 'BREAKING' : 'additive'} ${change.tool}: ${change.message}`);
  }
  const differing = report.notifications.filter((entry) => entry.recorded !== entry.live);
  if (report.notifications.length > 0) {
    lines.push('', `Server notifications (counted, not compared): ${report.notifications.map((entry) => `${entry.method} ${entry.recorded} recorded / ${entry.live} live`).join('; ')}`);
    if (differing.length > 0) lines.push('  Counts differ; timing-dependent notifications such as progress often do.');
  }
  for (const warning of report.warnings) lines.push(`warning: ${warning}`);
  return lines.join('\n');
}
