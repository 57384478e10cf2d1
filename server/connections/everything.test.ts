/**
 * Integration: the connection layer against @modelcontextprotocol/server-everything, over stdio,
 * Streamable HTTP (issue 2, "Tests") and the legacy HTTP+SSE transport.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import {
  cancellationsFor,
  callAndWait,
  connectAndWait,
  createHarness,
  messages,
  readTrace,
  startCall,
  waitForCall,
  waitForState,
  type Harness,
} from './test-support';
import { EVERYTHING, startHttpEverything } from './everything-http';

const LONG_OP = 'trigger-long-running-operation';

describe.each([
  { transport: 'stdio' as const },
  { transport: 'http' as const },
  { transport: 'sse' as const },
])('server-everything over $transport', ({ transport }) => {
  let harness: Harness;
  let httpServer: ChildProcess | undefined;
  let target: ConnectionTarget;

  beforeAll(async () => {
    harness = createHarness();
    if (transport === 'stdio') {
      target = { transport: 'stdio', command: process.execPath, args: [EVERYTHING], env: { EVERYTHING_TEST_SECRET: 'hunter2' } };
    } else {
      const started = await startHttpEverything(transport === 'http' ? 'streamableHttp' : 'sse');
      httpServer = started.child;
      target = { transport, url: started.url, headers: { Authorization: 'Bearer test-token-value' } };
    }
  });

  afterAll(async () => {
    await harness.dispose();
    httpServer?.kill('SIGKILL');
  });

  it('connects, records the handshake, lists every tool, calls echo, follows progress, cancels, and traces it all', async () => {
    const { manager } = harness;
    const summary = await connectAndWait(manager, target);
    const { lifecycle } = summary;
    expect(lifecycle.serverInfo?.name).toBe('mcp-servers/everything');
    expect(lifecycle.negotiatedProtocolVersion).toBe(lifecycle.requestedProtocolVersion);
    expect(lifecycle.clientInfo).toEqual({ name: 'mcpscope', version: '0.0.0-test' });
    expect(lifecycle.serverCapabilities).toHaveProperty('tools');
    expect(lifecycle.initializeRequestSeq).toBeLessThan(lifecycle.initializeResponseSeq!);
    expect(lifecycle.initializeResponseSeq).toBeLessThan(lifecycle.initializedNotificationSeq!);
    expect(lifecycle.timings.initializedSentAt).toBeGreaterThanOrEqual(lifecycle.timings.connectStartedAt);
    // Secrets never leave the bridge in a summary.
    expect(JSON.stringify(summary)).not.toMatch(/hunter2|test-token-value/);

    const tools = await manager.listTools(summary.id);
    if (!tools.ok) throw new Error(tools.error.message);
    const names = tools.value.tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['echo', LONG_OP, 'get-structured-content']));
    expect(tools.value.pages).toBeGreaterThanOrEqual(1);

    const echo = await callAndWait(manager, summary.id, { tool: 'echo', arguments: { message: 'hello mcpscope' } });
    expect(echo).toMatchObject({ status: 'ok', result: { content: [{ type: 'text', text: 'Echo: hello mcpscope' }] } });
    // Every call carries a progressToken equal to its request id.
    const echoRequest = messages(manager, summary.id).find((r) => r.dir === 'out' && r.msg?.id === echo.requestId);
    expect(echoRequest?.msg).toMatchObject({ method: 'tools/call', params: { _meta: { progressToken: echo.requestId } } });

    const progressed = await callAndWait(manager, summary.id, { tool: LONG_OP, arguments: { duration: 0.4, steps: 4 } });
    expect(progressed.status).toBe('ok');
    expect(progressed.progress).toMatchObject({ progress: 4, total: 4, count: 4 });

    const slow = startCall(manager, summary.id, { tool: LONG_OP, arguments: { duration: 30, steps: 60 } });
    await waitForCall(manager, summary.id, slow.id, (c) => (c.progress?.count ?? 0) >= 1);
    const cancelled = manager.cancelCall(summary.id, slow.id, 'user clicked Cancel');
    expect(cancelled).toMatchObject({ ok: true, value: { status: 'cancelled', cancelReason: 'user clicked Cancel' } });
    const [notification] = cancellationsFor(manager, summary.id, slow.requestId);
    expect(notification?.msg).toMatchObject({ params: { requestId: slow.requestId, reason: 'user clicked Cancel' } });

    const closed = await manager.disconnect(summary.id);
    expect(closed).toMatchObject({ ok: true, value: { state: 'closed' } });

    const [header, ...records] = readTrace(summary.tracePath!);
    expect(header).toMatchObject({ format: 'mcpscope-trace', version: 1, mcpscopeVersion: '0.0.0-test', target: { transport } });
    expect(JSON.stringify(header)).not.toMatch(/hunter2|test-token-value/);
    expect(records.filter((r) => r.kind === 'message')).toHaveLength(messages(manager, summary.id).length);
    expect(records.at(-1)).toMatchObject({ kind: 'lifecycle', state: 'closed', conn: summary.id });
    expect(records.every((r) => typeof r.t === 'number' && r.t >= 0)).toBe(true);
  });

  it('delivers wire records to subscribers in batches and announces every state change', async () => {
    const { manager, events } = harness;
    const summary = await connectAndWait(manager, target);
    const states = events.flatMap((e) => (e.type === 'connection' && e.connection.id === summary.id ? [e.connection.state] : []));
    // A summary is sent again whenever it changes (how change notifications arrive, for one), so
    // the same state can come twice in a row; what matters is that each change is announced, in order.
    expect(states.filter((state, i) => state !== states[i - 1])).toEqual(['connecting', 'initializing', 'ready']);
    await expect.poll(() => events.some((e) => e.type === 'records' && e.records.some((r) => r.conn === summary.id && r.kind === 'message'))).toBe(true);
    const batches = events.filter((e) => e.type === 'records');
    const recordCount = batches.reduce((n, e) => n + (e.type === 'records' ? e.records.length : 0), 0);
    expect(batches.length).toBeLessThan(recordCount);
    await manager.disconnect(summary.id);
    await waitForState(manager, summary.id, 'closed');
  });

  it('re-lists resources when gzip-file-as-resource adds one, and reports it as added', async () => {
    const { manager } = harness;
    const summary = await connectAndWait(manager, target);
    const data = `data:text/plain;base64,${Buffer.from('listed after list_changed').toString('base64')}`;
    const call = await callAndWait(manager, summary.id, { tool: 'gzip-file-as-resource', arguments: { name: 'relisted.txt.gz', data } });
    expect(call.status).toBe('ok');
    const resourceChanges = () => {
      const changes = manager.listChanges(summary.id);
      return changes.ok ? changes.value.filter((c) => c.kind === 'resources') : [];
    };
    await expect.poll(() => resourceChanges().flatMap((c) => c.added.map((item) => item.uri))).toContain('demo://resource/session/relisted.txt.gz');
    expect(resourceChanges()[0]).toMatchObject({ trigger: 'notification', removed: [], changed: [] });
    const listing = await manager.listAll(summary.id, 'resources');
    expect(listing.ok && listing.value.items.map((item) => item.uri)).toContain('demo://resource/session/relisted.txt.gz');
  });
});
