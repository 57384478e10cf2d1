/**
 * What a recorded session with the suspicious demo shows once opened read-only (in the app's
 * viewer or an exported file): the findings on its tools, and flows under labels given in the page.
 */
import { expect, type Page } from '@playwright/test';
import { HIDDEN_TAG_MESSAGE } from '../../server/demo/suspicious-tools';

/** The demo's homoglyph tool: a Cyrillic "е" in "send". */
export const SEND_MESSAGE = 's\u0435nd_message';

/** The poisoned tool's critical badge, its hidden text decoded in place, and the token figure. */
export async function expectPoisonedTool(viewer: Page): Promise<void> {
  await viewer.getByRole('tab', { name: /^tools/i }).click();
  const poisoned = viewer.locator('[data-testid="tool-row"][data-tool-name="fact_of_the_day"]');
  await expect(poisoned.getByTestId('finding-badge')).toHaveAttribute('data-severity', 'critical');
  await poisoned.click();
  await expect(viewer.getByTestId('tool-description').getByTestId('decoded-hidden')).toHaveText(HIDDEN_TAG_MESSAGE);
  await expect(viewer.getByTestId('tool-token-summary')).toContainText('tokens');
}

/** On the Findings tab: no flow finding until get_config reads high and send_message writes low. */
export async function expectFlowOnceLabelled(viewer: Page): Promise<void> {
  await expect(viewer.locator('[data-testid="finding"][data-rule="flow/high-read-to-low-write"]')).toHaveCount(0);
  await viewer.getByTestId('flow-labels-section').getByRole('button', { name: /information-flow labels/i }).click();
  await viewer.locator('[data-testid="flow-row"][data-tool="get_config"]').getByTestId('flow-read').selectOption('high');
  await viewer.locator(`[data-testid="flow-row"][data-tool="${SEND_MESSAGE}"]`).getByTestId('flow-write').selectOption('low');
  await expect(viewer.locator('[data-testid="finding"][data-rule="flow/high-read-to-low-write"]')).toContainText('get_config');
}
