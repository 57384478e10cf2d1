/**
 * The server bundled to JavaScript for the npm package (issue 19, item 1): `npm run build:server`
 * writes dist/server/, which bin/ runs when the TypeScript sources are absent. Three entry points,
 * each runnable with plain `node`: the CLI, the demo server (a child process) and the analysis
 * worker (a worker thread). server/install-layout.ts finds them, and the package root, from the
 * chunks' place in dist/server/.
 *
 * The packages in `dependencies` stay external: npm installs them, and some read files next to
 * their own code (`open` runs its bundled xdg-open). Everything else the server imports is bundled,
 * so the package needs no devDependency at run time; gpt-tokenizer, for one, brings only the one
 * encoding the server counts with instead of 30 MB of them.
 */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'rolldown';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
const dependencies = Object.keys(manifest.dependencies);

/**
 * Imported only when running from the sources (install-layout.ts), never by the built package:
 * Vite builds a stale UI, tsx loads TypeScript in child processes and workers.
 */
const SOURCE_MODE_ONLY = ['vite', 'tsx'];

function isExternal(id: string): boolean {
  if (id.startsWith('node:')) return true;
  return [...dependencies, ...SOURCE_MODE_ONLY].some((name) => id === name || id.startsWith(`${name}/`));
}

export default defineConfig({
  input: {
    cli: 'server/cli.ts',
    demo: 'server/demo/main.ts',
    'analysis-worker': 'server/analysis/analysis-worker.ts',
  },
  platform: 'node',
  external: isExternal,
  // Rolldown only warns about an import it cannot resolve and leaves it in the bundle, so a package
  // missing from node_modules would build a CLI that fails at its first `npx mcpscope`. Fail here.
  onLog(level, log, handler) {
    handler(log.code === 'UNRESOLVED_IMPORT' ? 'error' : level, log);
  },
  output: {
    dir: 'dist/server',
    format: 'esm',
    // Every chunk sits next to the entries: install-layout.ts counts on that depth.
    chunkFileNames: '[name]-[hash].js',
    cleanDir: true,
  },
});
