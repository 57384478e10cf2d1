/**
 * Integration: an event stream that stays quiet longer than undici's body timeout is not cut
 * (issue 20, item 3). Waiting out the real 300 s is no test, so the process's global dispatcher
 * gets a body timeout of 100 ms here (undici checks it about twice a second), and a
 * server-everything call keeps the stream that answers it quiet for up to 3 s: legacy SSE's GET
 * stream, Streamable HTTP's POST answer.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpEverything } from './everything-http';
import { allRecords, callAndWait, connectAndWait, createHarness, type Harness } from './test-support';

/** undici's Agent, as far as this test uses it. */
type AgentClass = new (options: { bodyTimeout: number }) => object;

const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');
const dispatchers = globalThis as Record<symbol, object | undefined>;

describe.each([{ transport: 'sse' as const }, { transport: 'http' as const }])('a quiet event stream over $transport', ({ transport }) => {
  let harness: Harness;
  let server: ChildProcess;
  let url: string;
  let usual: object | undefined;

  beforeAll(async () => {
    // undici sets its global dispatcher, an Agent, as it loads, on the first fetch.
    await fetch('data:,');
    usual = dispatchers[GLOBAL_DISPATCHER];
    const Agent = usual?.constructor as AgentClass;
    dispatchers[GLOBAL_DISPATCHER] = new Agent({ bodyTimeout: 100 });
    ({ child: server, url } = await startHttpEverything(transport === 'sse' ? 'sse' : 'streamableHttp'));
    harness = createHarness();
  });

  afterAll(async () => {
    await harness.dispose();
    server.kill('SIGKILL');
    dispatchers[GLOBAL_DISPATCHER] = usual;
  });

  it('answers a call that kept the stream quiet, with no client error', async () => {
    const { id } = await connectAndWait(harness.manager, { transport, url });
    const call = await callAndWait(harness.manager, id, { tool: 'trigger-long-running-operation', arguments: { duration: 3, steps: 1 } });
    expect(call.status).toBe('ok');
    expect(allRecords(harness.manager, id).filter((record) => record.kind === 'client-error')).toEqual([]);
  });
});
