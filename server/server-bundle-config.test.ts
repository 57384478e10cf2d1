/**
 * The server bundle's build config (rolldown.config.ts): an import that cannot be resolved must
 * fail `npm run build:server`, not ship a CLI that throws at its first `npx mcpscope`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'rolldown';
import { afterEach, describe, expect, it } from 'vitest';
import serverBundleConfig from '../rolldown.config';

let scratch: string | undefined;

afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function bundleEntry(source: string): Promise<void> {
  scratch = await mkdtemp(join(tmpdir(), 'mcpscope-bundle-'));
  const entry = join(scratch, 'entry.ts');
  await writeFile(entry, source);
  await build({ ...serverBundleConfig, input: entry, output: { dir: join(scratch, 'out') }, write: false });
}

describe('the server bundle config', () => {
  it('fails the build on an import it cannot resolve, naming it', async () => {
    await expect(bundleEntry("import 'no-such-package-for-mcpscope';\n")).rejects.toThrow(/no-such-package-for-mcpscope/);
  });

  it('builds an entry whose imports resolve', async () => {
    await expect(bundleEntry("import { join } from 'node:path';\nconsole.log(join('a', 'b'));\n")).resolves.toBeUndefined();
  });
});
