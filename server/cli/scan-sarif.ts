/**
 * What `scan --format sarif` needs from disk (issue 19, item 7): the mcp.json's entries with
 * their lines, and the file's path relative to the repository root it sits in, which is the root
 * GitHub code scanning resolves a relative URI against, wherever in the checkout scan ran.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describeTarget } from '../../src/core/target';
import { locateServerEntries } from '../../src/core/mcp-config-locations';
import type { SarifPlacement } from '../../src/core/sarif-log';
import type { SarifOptions } from '../../src/core/analysis/sarif';
import type { ScanOptions } from './parse-scan';

/** The nearest folder at or above `dir` holding `.git` (a folder, or a file in a worktree), else `fallback`. */
function sourceRootOf(dir: string, fallback: string): string {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, '.git'))) return current;
    if (path.dirname(current) === current) return fallback;
  }
}

async function placementOf(config: string, cwd: string): Promise<{ placement: SarifPlacement; name: string }> {
  const root = sourceRootOf(path.dirname(config), cwd);
  const relative = path.relative(root, config);
  const inside = !relative.startsWith('..') && !path.isAbsolute(relative);
  const artifact = inside ? { uri: relative.split(path.sep).join('/'), relative: true } : { uri: pathToFileURL(config).href, relative: false };
  // The scan read this file a moment ago; if it is gone now, results keep the file and line 1.
  const entries = locateServerEntries(await readFile(config, 'utf8').catch(() => ''));
  return { placement: { config: { artifact, entries }, sourceRoot: pathToFileURL(root + path.sep).href }, name: artifact.relative ? artifact.uri : path.basename(config) };
}

export async function scanSarifOptions(options: ScanOptions, failures: readonly string[], base: Pick<SarifOptions, 'version' | 'rules'>, cwd: string): Promise<SarifOptions> {
  if (options.config !== null) {
    const { placement, name } = await placementOf(options.config, cwd);
    return { ...base, scanName: name, failures, placement };
  }
  return { ...base, scanName: options.target ? describeTarget(options.target) : 'scan', failures, placement: {} };
}
