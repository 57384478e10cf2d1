/**
 * `@modelcontextprotocol/server-everything`, the SDK team's reference server, from our
 * devDependencies: as a stdio command line, or as a real Streamable HTTP server on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const EVERYTHING_ENTRY = fileURLToPath(
  new URL('../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url),
);

/** The `--stdio` command line a user would type. */
export const everythingStdioCommand = `"${process.execPath}" "${EVERYTHING_ENTRY}" stdio`;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface EverythingHttpServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** On `port` (a free one by default): a test that stops the server can start it again where it was. */
export async function startEverythingHttp(port?: number): Promise<EverythingHttpServer> {
  port ??= await freePort();
  const child: ChildProcess = spawn(process.execPath, [EVERYTHING_ENTRY, 'streamableHttp'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server-everything did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(String(port))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server-everything exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
