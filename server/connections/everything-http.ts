/**
 * Test support: @modelcontextprotocol/server-everything over HTTP on a free port, for the tests
 * that need a real Streamable HTTP (or legacy SSE) server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';

export const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** server-everything in an HTTP mode on `port` (a free one by default); resolves once it listens. */
export async function startHttpEverything(mode: 'streamableHttp' | 'sse', port?: number): Promise<{ child: ChildProcess; url: string; port: number }> {
  port ??= await freePort();
  const child = spawn(process.execPath, [EVERYTHING, mode], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (/(listening on|running on) port/.test(seen)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server-everything exited with ${code}: ${seen}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/${mode === 'sse' ? 'sse' : 'mcp'}`, port };
}
