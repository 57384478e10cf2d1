/**
 * `mcpscope scan --config` in process, with its progress collected as a terminal would show it
 * (issue 19, item 4): each server's steps are told, and stdout is the same with progress or without.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseScan } from './parse-scan';
import { scan } from './scan';
import type { CliIo } from './serve';

const DEMO = fileURLToPath(new URL('../../bin/mcpscope-demo.js', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-scan-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function scanned(config: string, withProgress: boolean): Promise<{ code: number; stdout: string[]; progress: string[] }> {
  const parsed = parseScan(['--config', config], dir);
  if (!parsed.ok) throw new Error(parsed.usageError);
  const stdout: string[] = [];
  const progress: string[] = [];
  const io: CliIo = { stdout: (line) => stdout.push(line), stderr: () => undefined, progress: withProgress ? (line) => progress.push(line) : () => undefined, color: false, exit: () => undefined as never };
  return { code: await scan(parsed.options, io), stdout, progress };
}

describe('scan progress', { timeout: 180_000 }, () => {
  it('tells each server of an mcp.json being connected and listed, and leaves stdout as it is without progress', async () => {
    const config = path.join(dir, 'mcp.json');
    // A command that does not exist fails the same way each time, so the two reports can be compared.
    writeFileSync(config, JSON.stringify({ mcpServers: { demo: { command: 'node', args: [DEMO] }, broken: { command: 'definitely-not-a-command-mcpscope', args: [] } } }));
    const shown = await scanned(config, true);
    expect(shown.code).toBe(3);
    expect(shown.progress).toEqual(expect.arrayContaining([
      'mcpscope scan: connecting to demo…',
      'mcpscope scan: connecting to broken…',
      'mcpscope scan: demo: listing tools, prompts and resources…',
      expect.stringMatching(/^mcpscope scan: demo: \d+ tools, \d+ prompts?, \d+ resources?, \d+ resource templates?$/),
    ]));
    expect(shown.progress.some((line) => line.startsWith('mcpscope scan: broken: listing'))).toBe(false);
    const quiet = await scanned(config, false);
    expect(quiet.stdout).toEqual(shown.stdout);
  });
});
