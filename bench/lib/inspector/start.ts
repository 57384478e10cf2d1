/**
 * The official Inspector's web UI (issue 24, point 1), started from its launcher the way its README
 * says (`mcp-inspector --web <command> <args…>`), on the same server command mcpscope is given.
 * Auth is off (DANGEROUSLY_OMIT_AUTH) so the bench page needs no token; secrets stay in memory and
 * its storage in a temp folder, so nothing of a user's ~/.mcp-inspector is read or written. Its web
 * server refuses port 0 ("the origin allow-list and sandbox CSP are derived from it"), so a free
 * port is picked first.
 */
import { spawnGroup, stopGroup } from '../process-group';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningInspector {
  /** The page to open, e.g. http://127.0.0.1:40123 */
  url: string;
  stop(): Promise<void>;
}

const READY = /MCP Inspector Web is up and running at:\s+(http:\/\/\S+)/;

function launcherPath(): string {
  const manifest = createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector/package.json');
  return path.join(path.dirname(manifest), 'clients', 'launcher', 'build', 'index.js');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface InspectorLaunch {
  /** The launcher's command line; by default this Node on the devDependency's launcher. B12 uses `npx --no-install mcp-inspector`. */
  launcher?: readonly [string, ...string[]];
  /** Where it runs: an install folder, for npx; by default its private temp folder. */
  cwd?: string;
  timeoutMs?: number;
}

/** Starts the Inspector on `serverArgv` (not yet connected: it connects when its page asks). */
export async function startInspector(serverArgv: readonly string[], { launcher = [process.execPath, launcherPath()], cwd, timeoutMs = 90_000 }: InspectorLaunch = {}): Promise<RunningInspector> {
  const home = mkdtempSync(path.join(tmpdir(), 'mcpscope-bench-inspector-'));
  const port = await freePort();
  const [command, ...launcherArgs] = launcher;
  const child = spawnGroup(command, [...launcherArgs, '--web', ...serverArgv], {
    cwd: cwd ?? home,
    env: {
      ...process.env,
      HOME: home,
      MCP_STORAGE_DIR: home,
      CLIENT_PORT: String(port),
      // Its MCP Apps sandbox and app origin default to fixed ports another run may hold.
      MCP_SANDBOX_PORT: '0',
      MCP_APP_ORIGIN_PORT: '0',
      DANGEROUSLY_OMIT_AUTH: 'true',
      MCP_AUTO_OPEN_ENABLED: 'false',
      MCP_INSPECTOR_SECRET_STORE: 'memory',
    },
  });
  const stop = async (): Promise<void> => {
    await stopGroup(child);
    rmSync(home, { recursive: true, force: true, maxRetries: 5 });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`the Inspector printed no URL within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const read = (chunk: Buffer): void => {
        output += chunk.toString();
        const match = READY.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the Inspector exited (${code}) before its URL:\n${output}`));
      });
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
