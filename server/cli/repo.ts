/** Where the checkout is. mcpscope runs from its sources (bin/mcpscope.js registers tsx). */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function readPackageVersion(repoRoot: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}
