/** Filter-box typing, timed the same way in mcpscope's page and the official Inspector's (B3). */
import type { Page } from '@playwright/test';
import { inPage } from './browser';

/**
 * Types `query` one character at a time into `inputSelector`, then deletes it, and times each
 * keystroke from the input event until the frame where `shows(expected)` holds; only keystrokes
 * that change what is expected count (the same count twice proves nothing about the update).
 */
export async function timeKeystrokes<T extends string | number>(page: Page, inputSelector: string, query: string, expectedFor: (value: string) => T, shows: (expected: T) => string, timeoutMs: number): Promise<number[]> {
  const steps = [...Array.from(query, (_, index) => query.slice(0, index + 1)), ...Array.from(query, (_, index) => query.slice(0, query.length - index - 1))];
  const times: number[] = [];
  let shown = expectedFor('');
  for (const value of steps) {
    const expected = expectedFor(value);
    const ms = await inPage<number>(
      page,
      `(async () => {
        const input = document.querySelector(${JSON.stringify(inputSelector)});
        const started = performance.now();
        __bench.setInput(input, ${JSON.stringify(value)});
        return (await __bench.frameWhen(() => ${shows(expected)}, ${timeoutMs})) - started;
      })()`,
    );
    if (expected !== shown) times.push(ms);
    shown = expected;
  }
  return times;
}
