// `npm test`: every check a submission must pass, in the order that fails fastest.
// typecheck + lint + build (together) -> unit + integration (Vitest) -> e2e (Playwright, Debian
// Chromium, including the packed package installed outside the repository).
// Ends with one summary line, "tests: N passed, N failed", counting Vitest and Playwright tests.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const vitestJson = join(tmpdir(), `mcpscope-vitest-${process.pid}.json`);
const playwrightJson = join(tmpdir(), `mcpscope-playwright-${process.pid}.json`);

function run(label, command, args, env = {}) {
  console.log(`\n== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Runs a step with its output held back, so that steps running at once print one after another. */
function runHeld(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ label, ok: code === 0, output: Buffer.concat(output) }));
  });
}

/**
 * Steps that neither read what the others write nor time anything run at once: tsc, ESLint and
 * the build each spend most of their minute in one process, so on the 2-core CI machine they
 * overlap instead of adding up.
 */
async function runTogether(steps) {
  const results = await Promise.all(steps.map((step) => runHeld(...step)));
  for (const { label, ok, output } of results) {
    console.log(`\n== ${label}${ok ? '' : ' (failed)'}`);
    process.stdout.write(output);
  }
  return results.every((result) => result.ok);
}

function readCounts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

const npx = 'npx';
const steps = [
  () =>
    runTogether([
      ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
      ['lint', 'npm', ['run', '--silent', 'lint']],
      // Everything the package ships (the UI, the offline viewer, the server bundle): the e2e specs
      // serve the UI, and e2e/package.spec.ts packs and installs the package as a user gets it.
      ['build', 'npm', ['run', '--silent', 'build']],
    ]),
  // The build above is fresh: the CLIs the tests start run it (bin/run-entry.js).
  () => run('unit + integration (vitest)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], { MCPSCOPE_RUN_BUILT: '1' }),
  // No theme screenshots: nobody looks at them here (e2e/support/theme-screenshots.ts).
  () => ensureChromium() && run('e2e (playwright, chromium)', npx, ['playwright', 'test'], { MCPSCOPE_PLAYWRIGHT_JSON: playwrightJson, MCPSCOPE_RUN_BUILT: '1', MCPSCOPE_SHOTS: '0' }),
];

let ok = true;
// Each step's wall time, so a CI log shows where the 30-minute budget goes.
const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  const passed = await step();
  console.log(`\n(step took ${Math.round((Date.now() - stepStarted) / 1000)} s; ${Math.round((Date.now() - started) / 1000)} s so far)`);
  if (!passed) {
    ok = false;
    break;
  }
}

const vitest = readCounts(vitestJson, (r) => ({ passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 }));
const playwright = readCounts(playwrightJson, (r) => ({ passed: r.stats?.expected ?? 0, failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0) }));
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });
const failed = vitest.failed + playwright.failed + (ok ? 0 : 1);
console.log(`\ntests: ${vitest.passed + playwright.passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
