/**
 * Screenshots of the screen a spec has just checked, in the light and the dark theme, for a person
 * to look at after a UI change. They go to /tmp/shots, outside the repository; the page is left in
 * the light theme, as the spec found it.
 *
 * Nobody looks at them in `npm test`, which sets MCPSCOPE_SHOTS=0: there they are skipped, and
 * with them some 60 captures, each after a theme switch that repaints the page, in a CPU-bound run
 * (issue 21). A spec run by hand takes them.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

const shotsWanted = process.env.MCPSCOPE_SHOTS !== '0';

export interface ThemeShotOptions {
  /** A taller page than the default, to take in everything the spec checked. */
  viewport?: { width: number; height: number };
  /** The whole scrollable page rather than the viewport; on unless a spec says otherwise. */
  fullPage?: boolean;
}

export async function screenshotBothThemes(page: Page, name: string, { viewport, fullPage = true }: ThemeShotOptions = {}): Promise<void> {
  // The size stays either way: what the spec checks next was written against the page at this size.
  if (viewport) await page.setViewportSize(viewport);
  if (!shotsWanted) return;
  mkdirSync('/tmp/shots', { recursive: true });
  for (const theme of ['Light', 'Dark'] as const) {
    await page.getByRole('radio', { name: `${theme} theme` }).click();
    await page.screenshot({ path: `/tmp/shots/${name}-${theme.toLowerCase()}.png`, fullPage });
  }
  await page.getByRole('radio', { name: 'Light theme' }).click();
}

/**
 * The same for a modal dialog, which keeps the theme buttons behind it from being clicked: the
 * system's colour scheme is switched instead, which the page follows while its choice is "system"
 * (the default). The page is left light.
 */
export async function screenshotDialogBothThemes(page: Page, name: string): Promise<void> {
  if (!shotsWanted) return;
  mkdirSync('/tmp/shots', { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark');
    await page.screenshot({ path: `/tmp/shots/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The page as it is, in its current theme: for what covers the theme buttons (a fullscreen app). */
export async function screenshotAsIs(page: Page, name: string): Promise<void> {
  if (!shotsWanted) return;
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
}
