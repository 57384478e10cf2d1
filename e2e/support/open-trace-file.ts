/** `mcpscope open <file>` of a trace written for the test, in a fresh browser context; everything is removed after. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startMcpscope, type RunningMcpscope } from './mcpscope-process';
import { keepMessageLogOpen } from './message-log';

export async function openTraceFile(browser: Browser, fileName: string, text: string, use: (page: Page, opened: RunningMcpscope, file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mcpscope-open-'));
  const file = join(dir, fileName);
  writeFileSync(file, text);
  const opened = await startMcpscope(['open', file]);
  const context = await browser.newContext();
  await keepMessageLogOpen(context);
  try {
    const page = await context.newPage();
    await page.goto(opened.url);
    await use(page, opened, file);
  } finally {
    await context.close();
    await opened.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
