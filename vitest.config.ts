import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node. The UI is tested in a real browser by Playwright (e2e/).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts', 'e2e/fixtures/**/*.test.ts'],
    environment: 'node',
    // Vitest's default on 2 cores is one worker, and most tests wait on real servers rather than
    // compute: two workers take the suite from 337 s to 225 s on the CI machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Polls wait on real servers and processes, which a busy 2-core machine slows by seconds; the
    // default 1 s would fail tests there that pass on an idle one. A poll that succeeds returns at once.
    expect: { poll: { timeout: 15_000 } },
  },
});
