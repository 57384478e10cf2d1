import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In `npm run dev`, scripts/dev.mjs starts the bridge and passes its address here, so the
// SPA served by Vite (with hot reload) talks to a real bridge through this proxy.
const bridge = process.env.MCPSCOPE_BRIDGE_URL;

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
