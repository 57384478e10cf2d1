/**
 * Integration (issue 18): a request whose HTTP POST failed is over, though no answer on the wire
 * names it. A legacy server's 400 to the server/discover probe and a gateway's 403 to a raw
 * tools/call carry no id the SDK pairs; the `http` record's `about` says which request the POST
 * carried, so a later timeout report does not name it as outstanding, and the refused request
 * fails with its HTTP status in words, as does a connect refused so. Real server-everything, a real
 * 1.x SDK server and a plain http.Server over Streamable HTTP, through the ConnectionManager.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_SETTINGS, type RpcOutcome } from '../../src/core/bridge-api';
import type { HttpRecord, MessageRecord, WireRecord } from '../../src/core/wire';
import { HELD_URI, startCacheHintServer, type CacheHintServer } from '../../e2e/support/cache-hint-server';
import { startHttpEverything } from './everything-http';
import { allRecords, callAndWait, connectAndWait, createHarness, type Harness } from './test-support';

const isHttp = (record: WireRecord): record is HttpRecord => record.kind === 'http';
const sent = (records: WireRecord[], method: string) => records.filter((r): r is MessageRecord => r.kind === 'message' && r.dir === 'out' && r.msg?.method === method);

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function failure(outcome: RpcOutcome) {
  if (outcome.status !== 'failed') throw new Error(`expected a failure, got ${outcome.status}`);
  return outcome.failure;
}

/** Times out a request the server will not answer in time, and gives the report's outstanding list. */
async function outstandingAtTimeout(harness: Harness, conn: string, method: string, params: Record<string, unknown>) {
  unwrap(harness.manager.setSettings(conn, { ...DEFAULT_CONNECTION_SETTINGS, timeouts: { timeoutMs: 1_500, resetTimeoutOnProgress: false } }));
  const timedOut = failure(unwrap(await harness.manager.rpc(conn, { method, params })));
  expect(timedOut.code).toBe('timed_out');
  return (timedOut.details as { outstanding: { dir: string; method: string }[] }).outstanding;
}

describe('a request whose POST failed', () => {
  let harness: Harness;
  let everything: ChildProcess | undefined;
  let gateway: CacheHintServer | undefined;

  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(async () => {
    await harness.dispose();
    everything?.kill('SIGKILL');
    await gateway?.stop();
  });

  it('a legacy server answered the era probe 400: the probe is over, and a later timeout does not name it', async () => {
    const started = await startHttpEverything('streamableHttp');
    everything = started.child;
    const { id } = await connectAndWait(harness.manager, { transport: 'http', url: started.url });
    const records = allRecords(harness.manager, id);
    const [probe] = sent(records, 'server/discover');
    expect(probe, 'auto probes with server/discover').toBeDefined();
    const exchange = records.filter(isHttp).find((record) => record.about?.includes(probe!.seq));
    expect(exchange?.response?.status).toBe(400);
    // Nothing on the wire pairs with the probe's id: only the POST's status says it is over.
    expect(records.some((r) => r.kind === 'message' && r.dir === 'in' && r.msg?.id === probe!.msg?.id)).toBe(false);

    const outstanding = await outstandingAtTimeout(harness, id, 'tools/call', { name: 'trigger-long-running-operation', arguments: { duration: 10, steps: 10 } });
    expect(outstanding).toEqual([expect.objectContaining({ dir: 'out', method: 'tools/call' })]);
  });

  it('a gateway refused a raw tools/call with 403: it fails with the status in words, and is not outstanding after', async () => {
    gateway = await startCacheHintServer(60_000);
    const { id } = await connectAndWait(harness.manager, { transport: 'http', url: gateway.url });

    const refused = failure(unwrap(await harness.manager.rpc(id, { method: 'tools/call', params: { name: 'noop', arguments: {} } })));
    expect(refused).toMatchObject({ code: 'http_refused', details: { status: 403, statusText: 'Forbidden' } });
    expect(refused.message).toBe('HTTP 403 Forbidden from the server: tools are forbidden here (JSON-RPC error -32001)');

    const outstanding = await outstandingAtTimeout(harness, id, 'resources/read', { uri: HELD_URI });
    expect(outstanding).toEqual([expect.objectContaining({ dir: 'out', method: 'resources/read' })]);
  });

  it('a tool call refused with 403 fails in the call view the same way, not as `internal`', async () => {
    const { id } = await connectAndWait(harness.manager, { transport: 'http', url: gateway!.url });
    const call = await callAndWait(harness.manager, id, { tool: 'noop', arguments: {} });
    expect(call.status).toBe('failed');
    expect(call.failure).toMatchObject({ code: 'http_refused', message: 'HTTP 403 Forbidden from the server: tools are forbidden here (JSON-RPC error -32001)' });
  });
});

describe('a connect whose first POST is refused with a 4xx', () => {
  it('fails as connect_failed with the status in words and the body, not the SDK\'s "Error POSTing to endpoint"', async () => {
    const harness = createHarness();
    const wall = http.createServer((_req, res) => res.writeHead(403, { 'Content-Type': 'text/plain' }).end('no entry for this client'));
    await new Promise<void>((resolve) => wall.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(wall.address() as AddressInfo).port}/mcp`;
      const failed = await connectAndWait(harness.manager, { transport: 'http', url }, 'failed');
      expect(failed.error).toMatchObject({ code: 'connect_failed', message: 'HTTP 403 Forbidden from the server: no entry for this client', details: { status: 403 } });
    } finally {
      await harness.dispose();
      wall.closeAllConnections();
      await new Promise((resolve) => wall.close(resolve));
    }
  });
});
