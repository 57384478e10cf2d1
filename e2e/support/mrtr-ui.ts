/** Answering an MRTR round's inputs in the Requests panel, as a person does (issue 18, item 3). */
import { expect, type Page } from '@playwright/test';

/** The open elicitation: its first text field filled, then accepted. */
export async function answerElicitationText(page: Page, value: string) {
  await page.getByTestId('elicitation-form').getByRole('textbox').first().fill(value);
  await page.getByTestId('elicitation-accept').click();
}

/** The next pending sampling request: opened, replied to with `text`, sent. */
export async function answerSampling(page: Page, text: string) {
  const sampling = page.locator('[data-testid="client-request-row"][data-method="sampling/createMessage"][data-status="pending"]');
  await expect(sampling).toBeVisible();
  await sampling.click();
  await page.getByTestId('sampling-reply-text').fill(text);
  await page.getByTestId('sampling-send').click();
}
