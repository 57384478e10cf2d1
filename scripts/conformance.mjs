#!/usr/bin/env node
// `npm run conformance` (issue 7, item 5; docs/conformance.md): the official MCP client
// conformance suite, `--suite core`, against e2e/conformance/driver.mjs, which performs each
// scenario through mcpscope's own connection layer. The suite's verdict is not taken on trust:
// every scenario's checks.json is read here, and a scenario passes only with at least one
// SUCCESS check and no FAILURE. Prints a table; exits 1 when any scenario does not pass.
//
// Not part of `npm test`: npx downloads the suite (and Node 22, which 0.1.16 needs) from the
// npm registry. Extra arguments go to the suite, e.g. `npm run conformance -- --scenario tools_call`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SUITE = '@modelcontextprotocol/conformance@0.1.16';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, '.conformance');
// The suite starts every scenario's client at once. On a small shared machine, loading
// mcpscope's sources through tsx in 18 processes together takes longer than the suite's 30 s
// default, which would fail scenarios that mcpscope passes.
const CLIENT_TIMEOUT_MS = 120_000;

const extra = process.argv.slice(2);
const selection = extra.some((arg) => arg === '--scenario' || arg === '--suite') ? extra : ['--suite', 'core', ...extra];
// The driver runs on this Node (the project's), not on the Node 22 the suite runs on. The suite
// splits --command on spaces and runs it through a shell, so a path with spaces is quoted.
const node = process.execPath.includes(' ') ? `"${process.execPath}"` : process.execPath;
const args = ['-y', '-p', 'node@22', '-p', SUITE, '--', 'conformance', 'client', '--command', `${node} e2e/conformance/driver.mjs`, '--timeout', String(CLIENT_TIMEOUT_MS), '-o', OUT, ...selection];

rmSync(OUT, { recursive: true, force: true });
console.log(`npx ${args.join(' ')}`);
// The suite's own verdict per scenario ("✓ name: …" / "✗ name: …" in its summary) is stricter
// than ours: a WARNING, a client that exits non-zero or times out fails the scenario there. It is
// shown next to ours, read from the output while that is passed through.
const suiteVerdicts = new Map();
const suiteExit = await new Promise((resolve) => {
  const child = spawn('npx', args, { cwd: ROOT, stdio: ['inherit', 'pipe', 'pipe'] });
  const read = (stream, sink) => {
    let partial = '';
    stream.on('data', (chunk) => {
      sink.write(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const verdict = /^([✓✗]) (\S+): /.exec(line);
        if (verdict) suiteVerdicts.set(verdict[2], verdict[1] === '✓' ? 'pass' : 'fail');
        // One --scenario prints no summary, only its overall verdict.
        const overall = /OVERALL: (PASSED|FAILED)/.exec(line);
        const single = selection[selection.indexOf('--scenario') + 1];
        if (overall && selection.includes('--scenario') && single) suiteVerdicts.set(single, overall[1] === 'PASSED' ? 'pass' : 'fail');
      }
    });
  };
  read(child.stdout, process.stdout);
  read(child.stderr, process.stderr);
  child.on('error', (error) => {
    console.error(`conformance: could not start npx: ${error.message}`);
    resolve(-1);
  });
  child.on('close', (code) => resolve(code ?? -1));
});

/** Every directory under OUT that holds a checks.json, named by its scenario (the timestamp dropped). */
function results(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) return [];
    const checks = path.join(full, 'checks.json');
    if (!existsSync(checks)) return results(full, `${prefix}${name}/`);
    return [{ scenario: `${prefix}${name.replace(/-\d{4}-\d{2}-\d{2}T[\d-]+Z$/, '')}`, checks: JSON.parse(readFileSync(checks, 'utf8')) }];
  });
}

const rows = results(OUT)
  .map(({ scenario, checks }) => {
    const count = (status) => checks.filter((check) => check.status === status).length;
    const passed = count('SUCCESS');
    const failed = count('FAILURE');
    const warnings = count('WARNING');
    const verdict = failed > 0 ? 'FAIL' : passed === 0 ? 'FAIL (0 checks)' : warnings > 0 ? 'pass (warnings)' : 'pass';
    return { scenario, passed, failed, warnings, verdict, suite: suiteVerdicts.get(scenario) ?? '-' };
  })
  .sort((a, b) => a.scenario.localeCompare(b.scenario));

const width = Math.max(8, ...rows.map((row) => row.scenario.length));
console.log(`\n${'scenario'.padEnd(width)}  passed  failed  warnings  suite  verdict`);
for (const row of rows) {
  console.log(`${row.scenario.padEnd(width)}  ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}  ${String(row.warnings).padStart(8)}  ${row.suite.padEnd(5)}  ${row.verdict}`);
}
const failing = rows.filter((row) => row.verdict.startsWith('FAIL'));
console.log(`\n${rows.length - failing.length} of ${rows.length} scenarios pass; results in ${path.relative(ROOT, OUT)}/`);
if (rows.length === 0) console.error(`conformance: no results (the suite exited with ${suiteExit})`);
process.exit(rows.length > 0 && failing.length === 0 ? 0 : 1);
