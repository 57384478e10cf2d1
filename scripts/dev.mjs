#!/usr/bin/env node
// `npm run dev`: the bridge in API-only mode plus Vite's dev server with hot reload.
// vite.config.ts proxies /api to the bridge and keeps the browser's Host and Origin
// (changeOrigin: false), so the bridge is told to accept the dev server's origin (and with it
// its Host) via --allow-origin. The token still guards every API call.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const VITE_PORT = 5173;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const READY = /^mcpscope ready at http:\/\/127\.0\.0\.1:(\d+)\/#token=([A-Za-z0-9_-]+)$/;

// Its own process group: a terminal Ctrl-C reaches only this script, which then stops the bridge
// exactly once (a second signal would make the bridge kill its servers without grace).
const bridge = spawn(
  process.execPath,
  [
    'bin/mcpscope.js', '--no-open', '--dev', '--port', '0',
    '--allow-origin', `http://localhost:${VITE_PORT}`,
    '--allow-origin', `http://127.0.0.1:${VITE_PORT}`,
    ...process.argv.slice(2),
  ],
  { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'], detached: true },
);

let vite;
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  if (bridge.exitCode === null && bridge.signalCode === null) bridge.kill('SIGTERM');
  const closeVite = vite ? vite.close() : Promise.resolve();
  void closeVite.finally(() => {
    if (bridge.exitCode !== null || bridge.signalCode !== null) process.exit(code);
    bridge.once('exit', () => process.exit(code));
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
// If this script dies some other way, still ask the bridge to shut its servers down.
process.on('exit', () => {
  if (bridge.exitCode === null && bridge.signalCode === null) bridge.kill('SIGTERM');
});
bridge.on('exit', (code) => {
  if (!stopping) console.error(`mcpscope dev: the bridge exited (code ${code}); stopping.`);
  stop(code ?? 1);
});

const lines = createInterface({ input: bridge.stdout });
const ready = await new Promise((resolve) => {
  lines.on('line', (line) => {
    const match = READY.exec(line);
    if (match) resolve({ port: match[1], token: match[2] });
  });
  bridge.once('exit', () => resolve(null));
});
if (ready && !stopping) {
  process.env.MCPSCOPE_BRIDGE_URL = `http://127.0.0.1:${ready.port}`;
  const { createServer } = await import('vite');
  // strictPort: the bridge only trusts this exact origin, so another port would be refused.
  vite = await createServer({
    root: repoRoot,
    configFile: `${repoRoot}/vite.config.ts`,
    server: { port: VITE_PORT, strictPort: true, host: 'localhost' },
  });
  await vite.listen();
  console.log(`mcpscope dev UI at http://localhost:${VITE_PORT}/#token=${ready.token}`);
}
