/**
 * The 2025-11-25 checks come from the official server conformance suite (issue 18, item 7), run as
 * scripts/conformance.mjs runs the client suite: through npx, on Node 22, from the npm registry.
 * Only the scenarios that hold for any server are run: most of the suite calls the reference
 * server's own tools (test_simple_text, …), which another server rightly does not have. A suite
 * that cannot run (offline, no npx) makes its checks "not run" with the reason, never a pass.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONFORMANCE_PREFIX, CONFORMANCE_SECTION } from '../../src/core/check/catalogue';
import { isObject } from '../../src/core/is-object';
import { verdict, type CheckResult, type CheckVerdict } from '../../src/core/check/types';

export const CONFORMANCE_SUITE = '@modelcontextprotocol/conformance@0.1.16';

/** Scenario, and the capability it needs (none: every server). */
const GENERIC_SCENARIOS: readonly [string, string | null][] = [
  ['server-initialize', null],
  ['ping', null],
  ['tools-list', 'tools'],
  ['prompts-list', 'prompts'],
  ['resources-list', 'resources'],
  ['logging-set-level', 'logging'],
  ['dns-rebinding-protection', null],
];

/** How the suite is run; the tests and an offline machine replace it. */
export type SuiteRunner = (url: string, scenario: string, outDir: string) => Promise<{ ok: true } | { ok: false; reason: string }>;

export interface ConformanceContext {
  /** Null over stdio: the suite speaks Streamable HTTP only. */
  url: string | null;
  /** What a 2025-11-25 initialize answered, null when older clients are refused. */
  legacyCapabilities: Record<string, unknown> | null;
  run?: SuiteRunner;
}

export async function conformanceChecks(context: ConformanceContext): Promise<CheckResult[]> {
  const out = mkdtempSync(path.join(tmpdir(), 'mcpscope-conformance-'));
  try {
    const results: CheckResult[] = [];
    const run = onceUnavailable(context.run ?? runSuite);
    for (const [scenario, needs] of GENERIC_SCENARIOS) {
      const given = await scenarioVerdict(context, scenario, needs, path.join(out, scenario), run);
      results.push({
        id: `${CONFORMANCE_PREFIX}${scenario}`,
        title: `Conformance suite (2025-11-25): ${scenario}`,
        section: CONFORMANCE_SECTION,
        remediation: `Run the scenario yourself for its full output: npx -p node@22 -p ${CONFORMANCE_SUITE} -- conformance server --url <url> --scenario ${scenario}`,
        ...given,
      });
    }
    return results;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function scenarioVerdict(context: ConformanceContext, scenario: string, needs: string | null, outDir: string, run: SuiteRunner): Promise<CheckVerdict> {
  if (context.url === null) return verdict('not-applicable', 'The conformance suite speaks Streamable HTTP only.');
  if (context.legacyCapabilities === null) return verdict('not-applicable', 'Older clients are not served (see legacy-clients-served); the suite is a 2025-11-25 client.');
  if (needs !== null && !(needs in context.legacyCapabilities)) return verdict('not-applicable', `The server does not offer the ${needs} capability.`);
  const ran = await run(context.url, scenario, outDir);
  if (!ran.ok) return verdict('not-run', `The conformance suite could not run: ${ran.reason}`);
  const checks = readChecks(outDir);
  if (checks === null) return verdict('not-run', 'The conformance suite left no results.');
  const failed = checks.filter((check) => check.status === 'FAILURE');
  const passed = checks.filter((check) => check.status === 'SUCCESS');
  const evidence = [{ label: `${CONFORMANCE_SUITE} server --scenario ${scenario}`, request: { body: { scenario, url: context.url } }, response: { messages: checks } }];
  if (failed.length > 0) return verdict('fail', failed.map((check) => `${textOf(check.name ?? check.id)}: ${textOf(check.errorMessage) || 'failed'}`).join('; '), evidence);
  if (passed.length === 0) return verdict('not-run', 'The scenario reported no check.', evidence);
  return verdict('pass', `${passed.length} conformance check(s) passed.`, evidence);
}

/** Once the suite could not run (offline, say), the other scenarios are not tried: each attempt could wait minutes on npm. */
function onceUnavailable(run: SuiteRunner): SuiteRunner {
  let unavailable: string | undefined;
  return async (url, scenario, outDir) => {
    if (unavailable !== undefined) return { ok: false, reason: unavailable };
    const ran = await run(url, scenario, outDir);
    if (!ran.ok) unavailable = ran.reason;
    return ran;
  };
}

/** The checks.json the suite wrote for the scenario (in a timestamped directory under outDir). */
function readChecks(outDir: string): Record<string, unknown>[] | null {
  try {
    for (const name of readdirSync(outDir)) {
      const checks: unknown = JSON.parse(readFileSync(path.join(outDir, name, 'checks.json'), 'utf8'));
      if (Array.isArray(checks)) return checks.filter(isObject);
    }
  } catch {
    return null;
  }
  return null;
}

// Bounded so an offline machine (npm waits minutes on a blackholed registry) reports "not run" in time.
const SUITE_TIMEOUT_MS = 150_000;

const runSuite: SuiteRunner = (url, scenario, outDir) =>
  new Promise((resolve) => {
    const args = ['-y', '-p', 'node@22', '-p', CONFORMANCE_SUITE, '--', 'conformance', 'server', '--url', url, '--scenario', scenario, '-o', outDir];
    // No shell, like every command mcpscope runs; where npx is a .cmd script (Windows) the suite is then reported as not run.
    const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'pipe'], shell: false });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
    const timer = setTimeout(() => child.kill('SIGTERM'), SUITE_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: `npx could not start (${error.message})` });
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      // The suite exits 1 when a check fails; that is a result, read from checks.json.
      if (readChecks(outDir) !== null) resolve({ ok: true });
      else resolve({ ok: false, reason: `npx ${signal ? `was stopped (${signal})` : `exited ${code}`}${lastLine(stderr)}` });
    });
  });

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function lastLine(text: string): string {
  const line = text.trim().split('\n').filter((l) => !l.includes('EBADENGINE') && !l.startsWith('npm warn')).pop();
  return line ? `: ${line}` : '';
}
