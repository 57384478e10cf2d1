import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures';
import { latestCallResult, runTool } from './support/tool-ui';
import { scaled } from './support/slowdown';

/**
 * Issue 17, finding 4: a crafted trace hid `NODE_OPTIONS=--require …` below harmless variables in
 * its header, and one click on Replay ran it. Opened in the page and replayed from the trace bar,
 * the variable is now shown, named and held back: the script runs only after the separate
 * confirmation that names it.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}"`] });

test('a trace whose header hides NODE_OPTIONS below harmless variables replays without it until it is confirmed by name', async ({ page, mcpscope }) => {
  test.setTimeout(scaled(120_000));
  const dir = mkdtempSync(join(tmpdir(), 'mcpscope-held-env-'));
  const marker = join(dir, 'ran.txt');
  const evil = join(dir, 'evil.cjs');
  writeFileSync(evil, `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'NODE_OPTIONS ran')\n`);
  try {
    await page.goto(mcpscope.url);
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
    await runTool(page, 'echo', { message: 'held back' });
    await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
    const tracePath = (await page.getByTestId('trace-path').getAttribute('title'))!;
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'closed');

    // The crafted header: the recorded command, with NODE_OPTIONS below three harmless variables.
    const [headerLine, ...records] = readFileSync(tracePath, 'utf8').split('\n');
    const header = JSON.parse(headerLine!) as { target: { command: string; args: string[] } };
    const env = { LANG: 'C.UTF-8', LOG_LEVEL: 'info', TZ: 'UTC', NODE_OPTIONS: `--require ${evil}` };
    const crafted = [JSON.stringify({ ...header, target: { ...header.target, env } }), ...records].join('\n');
    await page.getByTestId('open-trace-file').setInputFiles({ name: 'from-a-colleague.jsonl', mimeType: 'text/plain', buffer: Buffer.from(crafted) });
    await expect(page.getByTestId('trace-bar')).toContainText('from-a-colleague.jsonl');
    await page.getByTestId('trace-bar').getByTestId('trace-replay').click();
    const dialog = page.getByTestId('replay-dialog');

    // Every harmless variable is prefilled; NODE_OPTIONS is not, and the dialog names it with its value.
    await expect(dialog.getByTestId('replay-env')).toHaveValue('LANG=C.UTF-8\nLOG_LEVEL=info\nTZ=UTC');
    const held = dialog.getByTestId('replay-held-env');
    await expect(held).toContainText('NODE_OPTIONS');
    await expect(held.locator('[data-testid="replay-held-var"][data-name="NODE_OPTIONS"]')).toContainText(`--require ${evil}`);
    await expect(dialog.getByTestId('replay-held-confirm')).not.toBeChecked();
    // The whole command, word by word: the program, then the demo script.
    await expect(dialog.getByTestId('replay-argv-word').first()).toHaveText(header.target.command);
    await expect(dialog.getByTestId('replay-argv-word').last()).toHaveText(header.target.args.at(-1)!);

    await dialog.getByTestId('replay-run').click();
    await expect(dialog.getByTestId('replay-summary')).toHaveAttribute('data-exit', '0', { timeout: scaled(60_000) });
    expect(existsSync(marker), 'NODE_OPTIONS ran without the confirmation').toBe(false);

    // Confirmed by name, it is the person's choice, and it runs.
    await dialog.getByTestId('replay-held-confirm').check();
    await dialog.getByTestId('replay-run').click();
    await expect.poll(() => existsSync(marker), { timeout: scaled(60_000) }).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
