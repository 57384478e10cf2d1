/**
 * For tests: one connection to the modern fixture (default variant, auto protocol setting) over
 * Streamable HTTP or stdio, shared by the tests of one describe block.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import { modernStdioArgs, startModernHttp, type ModernHttpServer } from '../../e2e/support/modern-server';
import { createHarness, waitForState, type Harness } from './test-support';

export interface ModernSession {
  harness: Harness;
  conn: string;
}

/** Call inside a describe; the returned object is filled in before its first test runs. */
export function useModernFixtureSession(transport: 'http' | 'stdio'): ModernSession {
  const session = { conn: '' } as ModernSession;
  let http: ModernHttpServer | undefined;
  beforeAll(async () => {
    session.harness = createHarness();
    if (transport === 'http') http = await startModernHttp();
  }, 60_000);
  // expect.poll (waitForState) runs only inside a test's hooks.
  beforeEach(async () => {
    if (session.conn) return;
    const target: ConnectionTarget = http ? { transport: 'http', url: http.url } : { transport: 'stdio', ...modernStdioArgs() };
    const connected = session.harness.manager.connect({ target });
    if (!connected.ok) throw new Error(connected.error.message);
    session.conn = connected.value.id;
    await waitForState(session.harness.manager, session.conn, 'ready');
  }, 60_000);
  afterAll(async () => {
    await session.harness.dispose();
    await http?.stop();
  });
  return session;
}
