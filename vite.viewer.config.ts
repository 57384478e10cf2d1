/**
 * The self-contained viewer (issue 5, "Share"): the same SPA, built from viewer.html into ONE
 * HTML file with every script, style and worker inlined, so an exported trace opens from file://
 * with no network. `npm run build:viewer` writes dist/viewer/viewer.html.
 */
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import app from './vite.config';

/** A file:// page cannot load worker files; `?worker&inline` makes each worker a blob inside the bundle. */
function inlineWorkers(): Plugin {
  return {
    name: 'mcpscope-inline-workers',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!source.endsWith('?worker')) return null;
      return this.resolve(`${source}&inline`, importer, { ...options, skipSelf: true });
    },
  };
}

export default mergeConfig(
  app,
  defineConfig({
    plugins: [inlineWorkers(), viteSingleFile()],
    build: { outDir: 'dist/viewer', emptyOutDir: true, rollupOptions: { input: 'viewer.html' } },
  }),
);
