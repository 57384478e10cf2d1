/**
 * Integration (issue 17, finding 8): an HTTP server that stops answering turns the connection
 * failed within seconds, by itself, and says the URL and the cause; a call after its death says
 * them too; Reconnect works once the server is back. Real servers: server-everything as a child
 * process (killed as a crash would), and the SDK's own server behind a real http.Server.
 */
import type { ChildProcess } from 'node:child_process';
import type http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionSettings, ConnectionSummary } from '../../src/core/bridge-api';
import type { LifecycleRecord } from '../../src/core/wire';
import { startHttpEverything } from './everything-http';
import { serverUrl, startStatelessServer, stopServer } from './stateless-http-server';
import { allRecords, callAndWait, createHarness, messages, waitForState, type Harness } from './test-support';

/** "Within seconds": a bound on the wait, polled, never slept; generous for a busy machine. */
const WITHIN_MS = 15_000;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

describe('an HTTP server that stops answering', () => {
  let harness: Harness;
  const children: ChildProcess[] = [];
  const servers: http.Server[] = [];

  beforeAll(() => {
    harness = createHarness();
  });
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await Promise.all(servers.splice(0).map((server) => stopServer(server)));
  });
  afterAll(async () => {
    await harness.dispose();
  });

  function connect(url: string, transport: 'http' | 'sse', settings: Partial<ConnectionSettings> = {}): string {
    const connected = harness.manager.connect({ target: { transport, url }, settings });
    if (!connected.ok) throw new Error(connected.error.message);
    return connected.value.id;
  }

  function summary(id: string): ConnectionSummary {
    const found = harness.manager.get(id);
    if (!found.ok) throw new Error(found.error.message);
    return found.value;
  }

  async function failsWithin(id: string): Promise<ConnectionSummary> {
    await expect.poll(() => summary(id).state, { timeout: WITHIN_MS, interval: 100 }).toBe('failed');
    return summary(id);
  }

  function failedRecord(id: string): LifecycleRecord | undefined {
    return allRecords(harness.manager, id).find((r): r is LifecycleRecord => r.kind === 'lifecycle' && r.state === 'failed');
  }

  for (const [transport, mode] of [
    ['http', 'streamableHttp'],
    ['sse', 'sse'],
  ] as const) {
    it(`${transport}: a killed server turns the connection failed with the URL and ECONNREFUSED, and Reconnect works once it is back`, async () => {
      const started = await startHttpEverything(mode);
      children.push(started.child);
      // No idle ping: the dropped stream alone must tell.
      const id = connect(started.url, transport, { livenessPingMs: 0 });
      await waitForState(harness.manager, id, 'ready');

      started.child.kill('SIGKILL');
      await exited(started.child);
      const failed = await failsWithin(id);
      const origin = new URL(started.url).origin;
      expect(failed.error).toMatchObject({ code: 'server_unreachable' });
      expect(failed.error?.message).toContain(origin);
      expect(failed.error?.message).toMatch(/connection refused.*ECONNREFUSED/);
      // The wire log says it too, in the lifecycle record a trace keeps.
      expect(failedRecord(id)?.detail).toBe(failed.error?.message);

      const again = await startHttpEverything(mode, started.port);
      children.push(again.child);
      await harness.manager.reconnect(id);
      await waitForState(harness.manager, id, 'ready');
    });
  }

  it('a call after the server died says the URL and the cause, not "fetch failed", and the connection fails', async () => {
    const server = await startStatelessServer(() => false);
    const url = serverUrl(server);
    const id = connect(url, 'http', { livenessPingMs: 0 });
    await waitForState(harness.manager, id, 'ready');

    await stopServer(server);
    const call = await callAndWait(harness.manager, id, { tool: 'hello', arguments: {} });
    expect(call.status).toBe('failed');
    expect(call.failure?.message).toContain(url);
    // The call went out on a socket kept alive from before: the server had closed it, or refuses a new one.
    expect(call.failure?.message).toMatch(/failed: (the server closed the connection \(other side closed\)|connection refused.*ECONNREFUSED)/);
    const failed = await failsWithin(id);
    expect(failed.error?.message).toContain(url);
    expect(failed.error?.message).toMatch(/connection refused.*ECONNREFUSED/);
  });

  it('a server that starts answering 503 is found by the idle ping: status, status text and the body are in the failure', async () => {
    let down = false;
    const server = await startStatelessServer((_method, res) => {
      if (!down) return false;
      res.writeHead(503, 'Service Unavailable', { 'Content-Type': 'text/plain' }).end('upstream mcp-backend is down for maintenance');
      return true;
    });
    servers.push(server);
    const url = serverUrl(server);
    const id = connect(url, 'http', { livenessPingMs: 300 });
    await waitForState(harness.manager, id, 'ready');
    // The server answers the idle pings while it is up: the connection stays ready.
    await expect.poll(() => messages(harness.manager, id).filter((m) => m.dir === 'in' && m.msg?.id !== undefined && pingIds(harness, id).has(m.msg.id)).length, { timeout: WITHIN_MS }).toBeGreaterThan(0);
    expect(summary(id).state).toBe('ready');

    down = true;
    const failed = await failsWithin(id);
    expect(failed.error?.message).toContain(`POST ${url} answered HTTP 503 Service Unavailable: upstream mcp-backend is down for maintenance`);
    // The ping is in the log as what it is.
    expect(messages(harness.manager, id).some((m) => m.dir === 'out' && m.msg?.method === 'ping')).toBe(true);
  });
});

function pingIds(harness: Harness, id: string): Set<unknown> {
  return new Set(messages(harness.manager, id).filter((m) => m.dir === 'out' && m.msg?.method === 'ping').map((m) => m.msg?.id));
}
