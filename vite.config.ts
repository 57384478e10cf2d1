import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In `npm run dev`, scripts/dev.mjs starts the bridge and passes its address here, so the
// SPA served by Vite (with hot reload) talks to a real bridge through this proxy.
const bridge = process.env.MCPSCOPE_BRIDGE_URL;

/**
 * The page's entry (src/main.tsx) is a few KB that start the first screen's reads, then import the
 * app (src/app-main.tsx). Vite preloads only an entry's static imports, so without this the app's
 * chunk would be asked for only once the entry had run: one more round trip before anything shows.
 * This names the app's chunk, and the chunks it imports, as modulepreloads in index.html, so they
 * load beside the entry (issue 24, B9).
 */
function preloadAppChunk(appModule: string): Plugin {
  return {
    name: 'mcpscope-preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { path, bundle, chunk }) {
        // The viewer's build (vite.viewer.config.ts) shares this config and has no such entry.
        if (path !== '/index.html' || !bundle || !chunk) return [];
        const app = chunk.dynamicImports.map((file) => bundle[file]).find((output) => output?.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(appModule)));
        if (app?.type !== 'chunk') throw new Error(`preloadAppChunk: the entry does not import ${appModule}`);
        const files = [app.fileName, ...app.imports.filter((file) => file !== chunk.fileName && !chunk.imports.includes(file))];
        return files.map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
      },
    },
  };
}

/**
 * The app's code as one chunk, not thirty. Each module the app (src/app-main.tsx) imports
 * statically and the entry does not goes in the app's chunk: split by what the later screens and
 * views share with it, the page asked for 33 files of 0.1–30 KB, each preloaded from index.html
 * (issue 24, B9). The modules are found once the module graph is built, before chunking starts.
 */
function appChunk(entryModule: string, appModule: string): { plugin: Plugin; holds: (id: string) => boolean } {
  const inAppChunk = new Set<string>();
  const plugin: Plugin = {
    name: 'mcpscope-app-chunk',
    apply: 'build',
    buildEnd() {
      const staticClosure = (from: string) => {
        const seen = new Set<string>();
        const pending = [from];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = staticClosure(entryModule);
      inAppChunk.clear();
      // The viewer's build (vite.viewer.config.ts) shares this config and has no such module.
      if (!this.getModuleInfo(appModule)) return;
      for (const id of staticClosure(appModule)) if (!entry.has(id)) inAppChunk.add(id);
    },
  };
  return { plugin, holds: (id) => inAppChunk.has(id) };
}

const brotli = promisify(brotliCompress);

/** Text the browser fetches; fonts too (Monaco's icons). Images and the like are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|ttf)$/;
/** Below this, compressing saves less than a packet (compression()'s own threshold). */
const MIN_COMPRESSED_BYTES = 1024;
/**
 * Monaco and the analysis worker (2–4 MB, loaded on demand, never by the first page) are left to
 * compression() when first asked for: their copies would add 1.7 MB to the package, and at
 * quality 11 they took most of a minute of the build on this machine.
 */
const LARGE_ASSET_BYTES = 1024 * 1024;

/**
 * Writes a brotli copy (quality 11) beside each compressible asset, which the bridge sends as it
 * is to a browser that takes brotli (server/http/precompressed-assets.ts). Compressing on the fly
 * cost the bridge 14–30 ms of CPU per page load at quality 1, while it served the first screen's
 * reads, and sent 14% more bytes than quality 4 (issue 24, B9). The viewer's build inlines its
 * assets into one HTML file, so there is nothing here for it.
 */
function precompressAssets(): Plugin {
  return {
    name: 'mcpscope-precompress-assets',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(path.join(dir, file));
          if (bytes.length < MIN_COMPRESSED_BYTES || bytes.length > LARGE_ASSET_BYTES) return;
          const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
          await writeFile(path.join(dir, `${file}.br`), await brotli(bytes, { params }));
        }),
      );
    },
  };
}

const app = appChunk(path.resolve('src/main.tsx'), path.resolve('src/app-main.tsx'));

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadAppChunk('/src/app-main.tsx'), app.plugin, precompressAssets()],
  build: {
    outDir: 'dist/spa',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    // Not the captured modules' dependencies too: those the entry has must stay in the entry's chunk,
    // or the entry would wait for the whole app before starting the first reads.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app-main', test: app.holds, includeDependenciesRecursively: false }] } } },
  },
  worker: { format: 'es' },
  server: bridge
    ? { proxy: { '/api': { target: bridge, changeOrigin: false } } }
    : undefined,
});
