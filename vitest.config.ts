import { defineConfig } from 'vitest/config';

// Unit and integration tests run in Node. The UI is tested in a real browser by Playwright (e2e/).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
