import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/analysis/finding';
import type { ToolOutcomeInput } from '../../src/core/analysis/inputs';
import type { CallRecord } from '../../src/core/bridge-api';
import { FAKE_GITHUB_TOKEN } from '../demo/suspicious-tools';
import { analyzeToolOutcome } from '../../src/core/analysis/analyze';
import { CallOutcomeAnalysis } from './call-outcomes';
import type { AnalysisJob } from './analysis-jobs';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function ended(id: string, text: string): { call: CallRecord; outcome: ToolOutcomeInput } {
  const result = { content: [{ type: 'text', text }] };
  const call: CallRecord = { id, conn: 'c1', tool: 'echo', arguments: {}, options: { timeoutMs: 60_000, resetTimeoutOnProgress: false }, status: 'ok', startedAt: 0, endedAt: 1, requestId: id, result };
  return { call, outcome: { server: 'demo', requestId: id, tool: 'echo', result } };
}

function harness() {
  const analysed: { id: string; findings: readonly Finding[] }[] = [];
  const jobs: AnalysisJob[] = [];
  const analysis = new CallOutcomeAnalysis({
    analysisThread: { work: (job: AnalysisJob) => (jobs.push(job), Promise.resolve([])) } as never,
    analysed: (call, findings) => analysed.push({ id: call.id, findings }),
  });
  return { analysis, analysed, jobs };
}

describe('CallOutcomeAnalysis', () => {
  it('analyses ended calls after the turn they ended in (their events go out first), in the order they ended', async () => {
    const { analysis, analysed } = harness();
    const calls = [ended('call-1', `token: ${FAKE_GITHUB_TOKEN}`), ended('call-2', 'hello'), ended('call-3', 'ghp_ is how GitHub tokens begin')];
    for (const { call, outcome } of calls) analysis.add(call, analyzeToolOutcome, outcome);

    expect(analysed).toEqual([]);
    expect(analysis.isWaiting(calls[1]!.call)).toBe(true);
    await nextTurn();
    expect(analysed.map(({ id }) => id)).toEqual(['call-1', 'call-2', 'call-3']);
    // The analysis itself is unchanged: the token is found, the text that only names its prefix is not.
    expect(analysed[0]!.findings.length).toBeGreaterThan(0);
    expect(analysed[2]!.findings).toEqual([]);
    expect(analysis.isWaiting(calls[1]!.call)).toBe(false);
  });

  it("sends a result with a string longer than the page's preview to the analysis thread, and a smaller one is analysed inline", async () => {
    const { analysis, analysed, jobs } = harness();
    const huge = ended('call-1', 'x'.repeat(200 * 1024));
    const small = ended('call-2', 'y'.repeat(1024));
    analysis.add(huge.call, analyzeToolOutcome, huge.outcome);
    analysis.add(small.call, analyzeToolOutcome, small.outcome);
    await nextTurn();
    await nextTurn();
    expect(jobs.map((job) => job.kind)).toEqual(['tool-outcome']);
    expect(analysed.map(({ id }) => id).sort()).toEqual(['call-1', 'call-2']);
  });
});
