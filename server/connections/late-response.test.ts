/** Integration with a raw JSON-RPC server that misbehaves in ways SDK servers cannot. */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StdioTarget } from '../../src/core/bridge-api';
import { allRecords, callAndWait, cancellationsFor, createHarness, startCall, unwrap, waitForCall, waitForState, type Harness } from './test-support';

const target: StdioTarget = { transport: 'stdio', command: process.execPath, args: [fileURLToPath(new URL('./fixtures/late-responder.mjs', import.meta.url))] };

// One connection for the file: the server ignores the server/discover probe, so every connect waits
// out the probe's timeout (STDIO_PROBE_TIMEOUT_MS) before it is served the 2025 way. The tests run
// in order, and each looks only at its own calls and lists.
describe('a server that answers after cancel and pages malformed lists', () => {
  let harness: Harness;
  let id: string;
  beforeAll(() => {
    harness = createHarness();
    ({ id } = unwrap(harness.manager.connect({ target })));
  });
  afterAll(() => harness.dispose());
  beforeEach(() => waitForState(harness.manager, id, 'ready'));

  it('follows every tools/list page and keeps a tool the SDK schema would reject', async () => {
    const { manager } = harness;
    const listing = await manager.listTools(id);
    expect(listing).toMatchObject({ ok: true, value: { pages: 2 } });
    if (listing.ok) expect(listing.value.tools).toEqual([{ name: 'answer_late', inputSchema: { type: 'object' } }, { name: 'malformed', description: 'no inputSchema', extra: 42 }]);
  });

  it('follows every resources/list page of any list kind, keeping malformed items, and stops on a repeated cursor', async () => {
    const { manager } = harness;
    const resources = await manager.listAll(id, 'resources');
    expect(resources).toMatchObject({ ok: true, value: { kind: 'resources', pages: 3 } });
    if (resources.ok) {
      expect(resources.value.items).toEqual([{ uri: 'late://resource/1', name: 'resource 1' }, { name: 'no uri here' }, { uri: 'late://resource/3', name: 'resource 3' }]);
    }
    const prompts = await manager.listAll(id, 'prompts');
    expect(prompts).toMatchObject({ ok: false, error: { code: 'invalid_response', message: 'prompts/list repeated the cursor "same"' } });
  });

  it('attaches a response that arrives after cancel as lateResponse', async () => {
    const { manager, events } = harness;
    const call = startCall(manager, id, { tool: 'answer_late', arguments: {} });
    expect(manager.cancelCall(id, call.id, 'too slow')).toMatchObject({ ok: true, value: { status: 'cancelled' } });
    expect(cancellationsFor(manager, id, call.requestId)).toHaveLength(1);
    const late = await waitForCall(manager, id, call.id, (c) => c.lateResponse !== undefined);
    expect(late).toMatchObject({ status: 'cancelled', cancelReason: 'too slow', lateResponse: { result: { content: [{ type: 'text', text: 'finished anyway' }] } } });
    expect(events.some((e) => e.type === 'call' && e.call.id === call.id && e.call.lateResponse !== undefined)).toBe(true);
    // The SDK discards the late response and says so only through onerror; the log keeps that too.
    await expect
      .poll(() => allRecords(manager, id).filter((r) => r.kind === 'client-error').map((r) => (r.kind === 'client-error' ? r.message : '')))
      .toEqual([expect.stringMatching(/unknown message ID/i)]);
  });

  it('marks a timeout timed-out, with notifications/cancelled sent, and still keeps the late answer', async () => {
    const { manager } = harness;
    const call = startCall(manager, id, { tool: 'answer_late', arguments: {}, options: { timeoutMs: 200 } });
    const done = await waitForCall(manager, id, call.id, (c) => c.lateResponse !== undefined);
    expect(done.status).toBe('timed-out');
    expect(cancellationsFor(manager, id, call.requestId)).toHaveLength(1);
  });

  it('flags a progress notification that comes after its result, not the one read together with it before the result', async () => {
    const { manager } = harness;
    const call = await callAndWait(manager, id, { tool: 'progress_around_answer', arguments: {} });
    expect(call.status).toBe('ok');
    // The connection is shared with the tests above, whose late answers are client errors of their own.
    const progressErrors = () => allRecords(manager, id).flatMap((r) => (r.kind === 'client-error' && /progress/i.test(r.message) ? [r.message] : []));
    await expect.poll(progressErrors).toEqual([expect.stringMatching(/progress notification for an unknown token.*"progress":2/)]);
  });
});
