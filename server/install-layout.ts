/**
 * Where mcpscope runs from, and so which of its files it may use (issue 19, item 1). Two modes:
 * - from the sources (a checkout: bin/ runs server/*.ts through tsx, or a test runs them): the UI
 *   is built with Vite when stale, and child processes load TypeScript through tsx;
 * - built (the npm package: bin/ runs dist/server/*.js, bundled at pack time by
 *   rolldown.config.ts): what dist/ holds is served as is. No Vite and no tsx there, and nothing
 *   may be written inside the package folder: it can be read-only (a global install).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This very module is TypeScript only when the sources run; bundled, it is part of a .js chunk. */
export const RUNS_FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * The demo server and the analysis worker start from their bundles: always once installed, and in
 * a checkout when MCPSCOPE_RUN_BUILT=1 asks for what ships (bin/run-entry.js; `npm test` sets it
 * after its build). So a bridge the tests run in their own process starts the same bundled demo as
 * the CLI they spawn, instead of transpiling its sources for every connection.
 */
export const STARTS_BUILT_ENTRIES = !RUNS_FROM_SOURCES || process.env.MCPSCOPE_RUN_BUILT === '1';

/** The package's root (where package.json is): this module sits in server/, its bundle in dist/server/. */
export const PACKAGE_ROOT = fileURLToPath(new URL(RUNS_FROM_SOURCES ? '..' : '../..', import.meta.url));

/** The entry points the build writes (rolldown.config.ts), each runnable with plain `node`. */
export type BuiltEntry = 'cli' | 'demo' | 'analysis-worker';

export function builtEntryPath(entry: BuiltEntry): string {
  return path.join(PACKAGE_ROOT, 'dist', 'server', `${entry}.js`);
}

export async function readPackageVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}
