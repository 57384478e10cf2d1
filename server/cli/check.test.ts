/**
 * `mcpscope check` as a server author runs it (issue 18, item 7, acceptance): the real CLI
 * against helper B's modern fixture (every check passes) and against the spec-violations fixture
 * (each planted violation named, exit 1), over HTTP and stdio.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Log } from 'sarif';
import { afterAll, describe, expect, it } from 'vitest';
import { formatCheckText } from '../../src/core/check/report';
import type { CheckReport, CheckStatus } from '../../src/core/check/types';
import { startViolationsHttp, violationsStdioCommand } from '../../e2e/fixtures/spec-violations/launch';
import { modernStdioCommand, startModernHttp } from '../../e2e/support/modern-server';
import { sarifSchemaErrors } from './sarif-schema-test-support';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-check-test-'));
/** The CLI loads through tsx, then starts servers and, with the suite, npx: generous on a busy machine. */
const TEST_TIMEOUT_MS = 240_000;
/** B's fixture marks no tool read-only: these two are harmless, one of them two MRTR rounds with a signed requestState. */
const MODERN_CALLS = ['--call', 'plan_trip', '--call', 'slow_count'];

afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

async function check(args: string[]): Promise<{ code: number; report: CheckReport; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, 'check', '--json', ...args], { maxBuffer: 32 * 1024 * 1024 });
    return { code: 0, report: JSON.parse(stdout) as CheckReport, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, report: (failed.stdout ? JSON.parse(failed.stdout) : { results: [] }) as CheckReport, stderr: failed.stderr };
  }
}

function statuses(report: CheckReport): Record<string, CheckStatus> {
  return Object.fromEntries(report.results.map((result) => [result.id, result.status]));
}

const OWN_CHECKS = ['discover', 'result-type', 'http-get-delete-405', 'header-mismatch', 'cache-hints', 'no-server-requests', 'request-state-tamper', 'same-tool-both-eras', 'legacy-clients-served'];
const HTTP_ONLY = ['http-get-delete-405', 'header-mismatch'];
const TOKEN = 'mcpscope-check-test-token-4f7a9c2e';

describe('mcpscope check on the modern fixture', () => {
  it('passes every check over HTTP, with the conformance suite passing or, offline, not run', async () => {
    const server = await startModernHttp('dual');
    try {
      const sarifFile = path.join(tempDir, 'modern.sarif');
      const { code, report } = await check(['--url', server.url, ...MODERN_CALLS, '--sarif', sarifFile]);
      const seen = statuses(report);
      expect(Object.fromEntries(OWN_CHECKS.map((id) => [id, seen[id]]))).toEqual(Object.fromEntries(OWN_CHECKS.map((id) => [id, 'pass'])));
      const suite = report.results.filter((result) => result.id.startsWith('conformance/'));
      expect(suite.map((result) => result.id)).toContain('conformance/server-initialize');
      for (const result of suite) expect(['pass', 'not-applicable', 'not-run'], `${result.id}: ${result.reason}`).toContain(result.status);
      expect(code).toBe(0);
      const sarif = JSON.parse(readFileSync(sarifFile, 'utf8')) as Log;
      // Every check is a rule; a pass is no result, or GitHub would open an alert for it.
      expect(sarif.runs[0]?.tool.driver.rules?.map((rule) => rule.id)).toContain('discover');
      expect(sarif.runs[0]?.results).toEqual([]);
      expect(sarifSchemaErrors(sarif)).toEqual([]);
      expect(sarif.runs[0]?.invocations).toEqual([{ executionSuccessful: true }]);
    } finally {
      await server.stop();
    }
  }, TEST_TIMEOUT_MS);

  it('passes every check that applies over stdio', async () => {
    const { code, report } = await check(['--stdio', modernStdioCommand('dual'), ...MODERN_CALLS, '--no-conformance']);
    const expected = Object.fromEntries(OWN_CHECKS.map((id) => [id, HTTP_ONLY.includes(id) ? 'not-applicable' : 'pass']));
    expect(statuses(report)).toEqual(expected);
    expect(code).toBe(0);
  }, TEST_TIMEOUT_MS);

  it("lists the server's apps and what the apps rules find in them: the planted over-wide CSP (issue 21)", async () => {
    const wideCsp = fileURLToPath(new URL('../connections/fixtures/wide-csp-app.mjs', import.meta.url));
    const { report } = await check(['--stdio', `${JSON.stringify(process.execPath)} ${JSON.stringify(wideCsp)}`, '--no-conformance']);
    expect(report.apps?.list).toContainEqual(expect.objectContaining({ tool: 'show_history', resourceUri: 'ui://wide-csp/view.html', visibility: ['model', 'app'], csp: { connectDomains: ['*'], resourceDomains: ["'unsafe-eval'"] } }));
    expect(report.apps?.list).toContainEqual(expect.objectContaining({ tool: 'wipe_history', visibility: ['app'] }));
    const rules = report.apps?.findings.map((finding) => `${finding.severity} ${finding.ruleId}`);
    expect(rules).toEqual(expect.arrayContaining(['high apps/csp-wildcard', 'high apps/csp-keyword']));
    expect(report.apps?.findings.every((finding) => finding.family === 'apps')).toBe(true);
    const text = formatCheckText(report);
    expect(text).toContain('  wide-csp-app: show_history → ui://wide-csp/view.html (visible to model and app); CSP: connectDomains *');
    expect(text).toMatch(/App findings:\n {2}HIGH {5}apps\/csp-/);
  }, TEST_TIMEOUT_MS);

  it('passes a modern-only server declared as such, which refuses older clients with -32022', async () => {
    const server = await startModernHttp('modern-only');
    try {
      const { code, report } = await check(['--url', server.url, '--modern-only', '--no-conformance']);
      expect(report.results.find((result) => result.id === 'legacy-clients-served')).toMatchObject({ status: 'pass', reason: expect.stringContaining('-32022') as unknown });
      expect(report.results.filter((result) => result.status === 'fail')).toEqual([]);
      expect(code).toBe(0);
    } finally {
      await server.stop();
    }
  }, TEST_TIMEOUT_MS);
});

describe('mcpscope check on planted spec violations', () => {
  it('names each violation planted over HTTP and exits 1, a credential header masked in the evidence', async () => {
    const server = await startViolationsHttp('all');
    try {
      const { code, report } = await check(['--url', server.url, '--no-conformance', '--header', `Authorization: Bearer ${TOKEN}`]);
      expect(JSON.stringify(report)).not.toContain(TOKEN);
      expect(report.results[0]?.evidence[0]?.request.headers?.Authorization).toBe('[redacted]');
      expect(statuses(report)).toEqual({
        discover: 'fail',
        'result-type': 'fail',
        'http-get-delete-405': 'fail',
        'header-mismatch': 'fail',
        'cache-hints': 'fail',
        'no-server-requests': 'fail',
        'request-state-tamper': 'fail',
        // Older clients are refused (planted too), so there is nothing to compare.
        'same-tool-both-eras': 'not-applicable',
        'legacy-clients-served': 'fail',
      });
      const reasons = Object.fromEntries(report.results.map((result) => [result.id, result.reason]));
      expect(reasons.discover).toContain('capabilities is a list');
      expect(reasons['no-server-requests']).toContain('roots/list');
      expect(reasons['cache-hints']).toContain('ttlMs -1');
      expect(reasons['legacy-clients-served']).toContain('-32022');
      expect(report.results.find((result) => result.id === 'request-state-tamper')?.evidence.map((evidence) => evidence.label)).toContain('tools/call confirm, tampered requestState');
      expect(code).toBe(1);
    } finally {
      await server.stop();
    }
  }, TEST_TIMEOUT_MS);

  it('names a tool that answers differently per era, alone', async () => {
    const server = await startViolationsHttp('era-divergent-tool');
    try {
      const { code, report } = await check(['--url', server.url, '--no-conformance']);
      expect(report.results.filter((result) => result.status === 'fail').map((result) => [result.id, result.reason])).toEqual([['same-tool-both-eras', expect.stringContaining('echo answered differently') as unknown]]);
      expect(code).toBe(1);
    } finally {
      await server.stop();
    }
  }, TEST_TIMEOUT_MS);

  it('names each violation planted over stdio, the HTTP-only checks not applicable', async () => {
    const sarifFile = path.join(tempDir, 'violations.sarif');
    const { code, report } = await check(['--stdio', violationsStdioCommand('all'), '--no-conformance', '--sarif', sarifFile]);
    expect(statuses(report)).toEqual({
      discover: 'fail',
      'result-type': 'fail',
      'http-get-delete-405': 'not-applicable',
      'header-mismatch': 'not-applicable',
      'cache-hints': 'fail',
      'no-server-requests': 'fail',
      'request-state-tamper': 'fail',
      'same-tool-both-eras': 'not-applicable',
      'legacy-clients-served': 'fail',
    });
    expect(code).toBe(1);
    // Every result carries a file location, or GitHub code scanning rejects the whole upload.
    const sarif = JSON.parse(readFileSync(sarifFile, 'utf8')) as Log;
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    const results = sarif.runs[0]!.results!;
    expect(results.map((result) => result.ruleId).sort()).toEqual(['cache-hints', 'discover', 'legacy-clients-served', 'no-server-requests', 'request-state-tamper', 'result-type']);
    for (const result of results) expect(result.locations![0]!.physicalLocation!.artifactLocation!.uri).toMatch(/^mcp-server\/node-/);
  }, TEST_TIMEOUT_MS);

  it('exits 3 when the server cannot be reached, naming it, with no report, and its SARIF says the run failed', async () => {
    const sarifFile = path.join(tempDir, 'unreachable.sarif');
    const { code, report, stderr } = await check(['--url', 'http://127.0.0.1:9/mcp', '--no-conformance', '--sarif', sarifFile]);
    expect(stderr).toContain('mcpscope check: could not connect: http://127.0.0.1:9/mcp: ');
    expect(report.results).toEqual([]);
    expect(code).toBe(3);
    const sarif = JSON.parse(readFileSync(sarifFile, 'utf8')) as Log;
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    expect(sarif.runs[0]!.results).toEqual([]);
    const [invocation] = sarif.runs[0]!.invocations!;
    expect(invocation!.executionSuccessful).toBe(false);
    expect(invocation!.toolExecutionNotifications![0]!.message.text).toContain('could not reach http://127.0.0.1:9/mcp');
  }, TEST_TIMEOUT_MS);
});
