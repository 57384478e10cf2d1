/**
 * Integration: waiting for a call's end the way scripts do (replay, the conformance driver),
 * against the demo server over stdio and server-everything over Streamable HTTP.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoServerTarget } from '../demo/target';
import { startHttpEverything } from './everything-http';
import { connectAndWait, createHarness, startCall, type Harness } from './test-support';
import { whenCallEnds } from './when-call-ends';

describe('whenCallEnds', () => {
  let harness: Harness;
  let everything: ChildProcess | undefined;

  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(async () => {
    await harness.dispose();
    everything?.kill();
  });

  it('resolves with the result and with a tool failure, over stdio', async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, demoServerTarget());
    const echo = await whenCallEnds(manager, id, startCall(manager, id, { tool: 'echo', arguments: { message: 'hello' } }).id);
    expect(echo).toMatchObject({ status: 'ok', tool: 'echo', result: { content: [{ type: 'text', text: expect.stringContaining('hello') as string }] } });
    const failing = await whenCallEnds(manager, id, startCall(manager, id, { tool: 'failing_tool', arguments: {} }).id);
    expect(failing.status).toBe('tool-error');
  });

  it('resolves at once for a call that ended before anyone waited', async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, demoServerTarget());
    const call = startCall(manager, id, { tool: 'echo', arguments: { message: 'early' } });
    await whenCallEnds(manager, id, call.id);
    // Waiting again on the ended call must not hang on an event that will never come.
    await expect(whenCallEnds(manager, id, call.id)).resolves.toMatchObject({ id: call.id, status: 'ok' });
  });

  it('resolves with the failure when the connection closes under a running call', async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, demoServerTarget());
    const call = startCall(manager, id, { tool: 'slow_operation', arguments: { steps: 60, stepMs: 500 } });
    const ended = whenCallEnds(manager, id, call.id);
    await manager.disconnect(id);
    await expect(ended).resolves.toMatchObject({ status: 'failed', failure: { code: 'connection_closed' } });
  });

  it('resolves with the result over Streamable HTTP', async () => {
    const started = await startHttpEverything('streamableHttp');
    everything = started.child;
    const { manager } = harness;
    const { id } = await connectAndWait(manager, { transport: 'http', url: started.url });
    const echo = await whenCallEnds(manager, id, startCall(manager, id, { tool: 'echo', arguments: { message: 'over http' } }).id);
    expect(echo).toMatchObject({ status: 'ok', result: { content: [{ type: 'text', text: 'Echo: over http' }] } });
  });
});
