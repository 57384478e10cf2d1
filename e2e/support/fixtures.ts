import { test as base, expect } from '@playwright/test';
import { startMcpscope, type RunningMcpscope } from './mcpscope-process';
import { scaled } from './slowdown';

/**
 * `mcpscope`: one real CLI per spec file (worker scope), started on the bundled demo server
 * unless a spec overrides `mcpscopeArgs`.
 */
export const test = base.extend<object, { mcpscopeArgs: string[]; mcpscope: RunningMcpscope }>({
  mcpscopeArgs: [[], { scope: 'worker', option: true }],
  mcpscope: [
    async ({ mcpscopeArgs }, use) => {
      const running = await startMcpscope(mcpscopeArgs);
      await use(running);
      await running.stop();
    },
    { scope: 'worker', timeout: scaled(120_000) },
  ],
});

export { expect };
