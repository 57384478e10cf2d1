import { defineConfig } from '@playwright/test';
import { scaled } from './e2e/support/slowdown';

// Debian's Chromium, never a downloaded browser (the machine has no internet but npm and apt).
const chromiumPath = process.env.MCPSCOPE_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Each spec file starts its own mcpscope (bridge, servers, temp folders, port 0), so files are
  // independent and two run at once: much of a spec is waiting on servers, not computing. Tests
  // within a file share their mcpscope and run in order.
  workers: 2,
  fullyParallel: false,
  // Scaled to the machine's load (e2e/support/slowdown.ts, issue 17).
  timeout: scaled(60_000),
  expect: { timeout: scaled(15_000) },
  retries: 0,
  reporter: process.env.MCPSCOPE_PLAYWRIGHT_JSON
    ? [['list'], ['json', { outputFile: process.env.MCPSCOPE_PLAYWRIGHT_JSON }]]
    : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
