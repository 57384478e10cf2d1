import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Files that start a bridge (ConnectionManager, HTTP app) inside the test process. */
const IN_PROCESS_BRIDGE = ['server/connections/**/*.test.ts', 'server/http/**/*.test.ts', 'server/mock/**/*.test.ts'];

// Unit and integration tests run in Node. The UI is tested in a real browser by Playwright (e2e/).
const shared = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Polls wait on real servers and processes, which a busy 2-core machine slows by seconds; the
  // default 1 s would fail tests there that pass on an idle one. A poll that succeeds returns at once.
  expect: { poll: { timeout: 15_000 } },
} satisfies TestProjectInlineConfiguration['test'];

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, and most tests wait on real servers rather than
    // compute: two workers take the suite from 337 s to 225 s on the CI machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['src/**/*.test.ts'],
          // Pure logic (no processes, servers or fake-timer leftovers): a worker keeps the modules
          // it has loaded from one file to the next instead of importing the graph again for each
          // file. Measured on src/: 80 s of CPU down to 20 s.
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'integration',
          // A bridge inside the test process itself: with one worker's modules kept from file to file,
          // a shuffled run failed 14 tests in these folders (another file's connections and records in
          // view), so each of these files keeps a fresh module graph.
          include: IN_PROCESS_BRIDGE,
        },
      },
      {
        test: {
          ...shared,
          name: 'integration-shared',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts', 'e2e/fixtures/**/*.test.ts'],
          exclude: IN_PROCESS_BRIDGE,
          // As for unit: a worker keeps the modules it has loaded (the SDK, the findings engine) from
          // one file to the next. These files drive CLIs and servers in child processes, or test
          // server modules directly, and pass shuffled (--sequence.shuffle). What it saves, measured
          // on server/http, config, log and auth run together: 219 s of CPU down to 130 s.
          isolate: false,
        },
      },
    ],
  },
});
