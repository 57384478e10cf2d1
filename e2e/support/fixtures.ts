import { test as base, expect } from '@playwright/test';
import { McpscopePerFile } from './mcpscope-per-file';
import type { RunningMcpscope } from './mcpscope-process';
import { keepMessageLogOpen } from './message-log';
import { scaled } from './slowdown';

/**
 * `mcpscope`: one real CLI per spec file, started on the bundled demo server unless the spec sets
 * `mcpscopeArgs`, from the build `npm test` made unless it sets `mcpscopeFromSources`. The tests
 * of a file share it, in order; no other file sees what they did to it (see mcpscope-per-file.ts).
 * `messageLogOpen`: pages start with the message dock open (see message-log.ts); a spec about the
 * dock itself turns it off.
 *
 * The options are test-scoped on purpose: a worker-scoped option gives each spec file a worker
 * process (and a browser) of its own, and starting those for every file cost minutes of CI.
 */
export const test = base.extend<
  { messageLogOpen: boolean; mcpscopeArgs: string[]; mcpscopeFromSources: boolean; mcpscope: RunningMcpscope; leaveOtherFiles: void },
  { mcpscopePerFile: McpscopePerFile }
>({
  messageLogOpen: [true, { option: true }],
  context: async ({ context, messageLogOpen }, use) => {
    if (messageLogOpen) await keepMessageLogOpen(context);
    await use(context);
  },
  mcpscopeArgs: [[], { option: true }],
  mcpscopeFromSources: [false, { option: true }],
  mcpscopePerFile: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const perFile = new McpscopePerFile();
      await use(perFile);
      await perFile.stop();
    },
    { scope: 'worker' },
  ],
  // Every test, whether it uses `mcpscope` or not: the previous file's mcpscope stops once its file is done.
  leaveOtherFiles: [
    async ({ mcpscopePerFile }, use, testInfo) => {
      await mcpscopePerFile.leaveAllBut(testInfo.file);
      await use();
    },
    { auto: true },
  ],
  mcpscope: [
    async ({ mcpscopeArgs, mcpscopeFromSources, mcpscopePerFile }, use, testInfo) => {
      await use(await mcpscopePerFile.get(testInfo.file, mcpscopeArgs, { fromSources: mcpscopeFromSources }));
    },
    // Starting it (servers included) is the fixture's work, timed apart from the test's own.
    { timeout: scaled(120_000) },
  ],
});

export { expect };
