import { test } from '@playwright/test';
import { startMcpscope, type RunningMcpscope } from './mcpscope-process';
import { everythingStdioCommand, startEverythingHttp, type EverythingHttpServer } from './everything-server';

export const EVERYTHING_TRANSPORTS = ['stdio', 'Streamable HTTP'] as const;
export type EverythingTransport = (typeof EVERYTHING_TRANSPORTS)[number];

/**
 * Inside a describe block: one mcpscope on server-everything over `transport` for the block's
 * tests (a real Streamable HTTP server on a free port for the HTTP case). Returns a getter, since
 * the process starts in beforeAll.
 */
export function mcpscopeOnEverything(transport: EverythingTransport): () => RunningMcpscope {
  let server: EverythingHttpServer | undefined;
  let mcpscope: RunningMcpscope | undefined;
  test.beforeAll(async () => {
    if (transport === 'stdio') {
      mcpscope = await startMcpscope(['--stdio', everythingStdioCommand]);
    } else {
      server = await startEverythingHttp();
      mcpscope = await startMcpscope(['--url', server.url]);
    }
  });
  test.afterAll(async () => {
    await mcpscope?.stop();
    await server?.stop();
  });
  return () => {
    if (!mcpscope) throw new Error('mcpscope is not running: call this inside a test');
    return mcpscope;
  };
}
