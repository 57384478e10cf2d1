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
        const app = chunk.dynamicImports.map((file) => bundle[file]).find((output) => output?.type === 'chunk' && output.facadeModuleId?.endsWith(appModule));
        if (app?.type !== 'chunk') throw new Error(`preloadAppChunk: the entry does not import ${appModule}`);
        const files = [app.fileName, ...app.imports.filter((file) => file !== chunk.fileName && !chunk.imports.includes(file))];
        return files.map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadAppChunk('/src/app-main.tsx')],
  build: {
    outDir: 'dist/spa',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
  },
  worker: { format: 'es' },
  server: bridge
    ? { proxy: { '/api': { target: bridge, changeOrigin: false } } }
    : undefined,
});
