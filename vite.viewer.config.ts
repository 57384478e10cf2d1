/**
 * The self-contained viewer (issue 5, "Share"): the SPA, built from viewer.html into ONE HTML file
 * with every script and style inlined, so an exported trace opens from file:// with no network.
 * `npm run build:viewer` writes dist/viewer/viewer.html.
 *
 * A viewer, not the whole app (issue 19: a small trace's export was 8.7 MB): modules a read-only
 * page does not need are swapped for light ones at build time, and the app's sources stay as they
 * are. The findings come with the trace (src/core/traces/embedded.ts), so the analysis worker,
 * with its tokenizer and secretlint, is not in this build at all (src/viewer-main.tsx).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import app from './vite.config.js';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Each module (a path from the repository root) → the one the viewer builds instead. */
const VIEWER_SWAPS: Record<string, string> = {
  // Monaco and its workers: read-only JSON and diffs as text.
  'src/ui/monaco-editors.tsx': 'src/ui/plain-editors.tsx',
  // secretlint's rules, for masking what the export's redaction already took out.
  'src/core/redaction/secretlint-scan.ts': 'src/core/redaction/viewer-secretlint-scan.ts',
  // No CSP of its own: a recorded app plays in a srcdoc frame.
  'src/features/apps/playback/player-for-page.tsx': 'src/features/apps/playback/player-for-page.viewer.tsx',
};

function swapModules(swaps: Record<string, string>): Plugin {
  const byPath = new Map(Object.entries(swaps).map(([from, to]) => [path.join(root, from), path.join(root, to)]));
  return {
    name: 'mcpscope-viewer-swaps',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // Only relative imports: every swapped module is one of ours.
      if (!source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const swapped = resolved ? byPath.get(resolved.id) : undefined;
      return swapped ?? resolved;
    },
  };
}

export default mergeConfig(
  app,
  defineConfig({
    plugins: [swapModules(VIEWER_SWAPS), viteSingleFile()],
    build: { outDir: 'dist/viewer', emptyOutDir: true, rollupOptions: { input: 'viewer.html' } },
  }),
);
