// Makes sure Debian's Chromium is there for the browser tests. Installs it when we are root
// (CI, fresh containers); otherwise says exactly what to run. Never downloads a browser build.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.MCPSCOPE_CHROMIUM ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it, then run the tests again:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '(or point MCPSCOPE_CHROMIUM at another Chromium binary).',
    );
    return false;
  }
  console.error('Chromium is missing: installing Debian\'s chromium package (root, so apt-get is allowed)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status}).`);
      return false;
    }
  }
  return existsSync(CHROMIUM);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
