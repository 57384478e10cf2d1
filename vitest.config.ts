import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node. The UI is tested in a real browser by Playwright (e2e/).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // Vitest's default is one worker per core less one: a single worker on our 2-core CI. Most
    // files wait on real servers rather than compute, so two workers cut the run by a third.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
