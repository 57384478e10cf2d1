import { test as base, expect } from '@playwright/test';
import { startMcpscope, type RunningMcpscope } from './mcpscope-process';
import { keepMessageLogOpen } from './message-log';
import { scaled } from './slowdown';

/**
 * `mcpscope`: one real CLI per spec file (worker scope), started on the bundled demo server
 * unless a spec overrides `mcpscopeArgs`; from the build `npm test` made, unless a spec sets
 * `mcpscopeFromSources`. `messageLogOpen`: pages start with the message dock
 * open (see message-log.ts); a spec about the dock itself turns it off.
 */
export const test = base.extend<{ messageLogOpen: boolean }, { mcpscopeArgs: string[]; mcpscopeFromSources: boolean; mcpscope: RunningMcpscope }>({
  messageLogOpen: [true, { option: true }],
  context: async ({ context, messageLogOpen }, use) => {
    if (messageLogOpen) await keepMessageLogOpen(context);
    await use(context);
  },
  mcpscopeArgs: [[], { scope: 'worker', option: true }],
  mcpscopeFromSources: [false, { scope: 'worker', option: true }],
  mcpscope: [
    async ({ mcpscopeArgs, mcpscopeFromSources }, use) => {
      const running = await startMcpscope(mcpscopeArgs, { fromSources: mcpscopeFromSources });
      await use(running);
      await running.stop();
    },
    { scope: 'worker', timeout: scaled(120_000) },
  ],
});

export { expect };
