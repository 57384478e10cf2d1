/**
 * The message dock starts collapsed (issue 20 §5). The specs that read the log find it open, as a
 * person does who opened it once: the choice is remembered per browser, and the open dock is the
 * same component. e2e/message-log.spec.ts checks the collapsed first view itself.
 */
import type { BrowserContext } from '@playwright/test';

const OPEN_KEY = 'mcpscope.messages.open';

/** Every page of `context` starts with the dock open unless a page chose otherwise. */
export async function keepMessageLogOpen(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, 'true');
    } catch {
      // A page without storage (opaque origin) shows the dock collapsed.
    }
  }, OPEN_KEY);
}
