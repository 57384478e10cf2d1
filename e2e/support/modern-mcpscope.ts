/**
 * mcpscope started on the modern fixture (default variant, auto protocol setting) over stdio or
 * Streamable HTTP, for the tests of one describe block: started before them, stopped after.
 */
import { test } from '@playwright/test';
import { startMcpscope, type RunningMcpscope } from './mcpscope-process';
import { modernStdioCommand, startModernHttp, type ModernHttpServer } from './modern-server';

export type ModernTransport = 'stdio' | 'Streamable HTTP';

/** Call inside a describe; the returned function gives the running mcpscope inside its tests. */
export function useMcpscopeOnModernFixture(transport: ModernTransport): () => RunningMcpscope {
  let server: ModernHttpServer | undefined;
  let mcpscope: RunningMcpscope | undefined;
  test.beforeAll(async () => {
    if (transport === 'stdio') {
      mcpscope = await startMcpscope(['--stdio', modernStdioCommand()]);
    } else {
      server = await startModernHttp();
      mcpscope = await startMcpscope(['--url', server.url]);
    }
  });
  test.afterAll(async () => {
    await mcpscope?.stop();
    await server?.stop();
  });
  return () => mcpscope!;
}
