/** Integration: the connection layer against the bundled demo server (server/demo). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import type { StderrRecord } from '../../src/core/wire';
import { demoServerTarget } from '../demo/target';
import {
  allRecords,
  callAndWait,
  cancellationsFor,
  connectAndWait,
  createHarness,
  messages,
  processAlive,
  readTrace,
  startCall,
  waitForCall,
  waitForState,
  type Harness,
} from './test-support';

function stderrLines(harness: Harness, conn: string): string[] {
  return allRecords(harness.manager, conn).filter((r): r is StderrRecord => r.kind === 'stderr').map((r) => r.line);
}

/** The demo server logs "ready on stdio (pid N)" to stderr. */
async function serverPid(harness: Harness, conn: string): Promise<number> {
  await expect.poll(() => stderrLines(harness, conn).some((l) => /\(pid \d+\)/.test(l))).toBe(true);
  return Number(/\(pid (\d+)\)/.exec(stderrLines(harness, conn).find((l) => /\(pid \d+\)/.test(l))!)![1]);
}

describe('demo server', () => {
  let harness: Harness;
  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(() => harness.dispose());

  it('records a non-JSON stdout line as protocol pollution and keeps working', async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, { ...demoServerTarget(['--pollute']), env: { DEMO_SECRET: 'do-not-write-me' } });
    const pollution = messages(manager, id).filter((r) => r.raw !== undefined);
    expect(pollution).toEqual([expect.objectContaining({ dir: 'in', raw: 'debug: starting demo server', problem: 'not JSON: protocol pollution on stdout' })]);
    expect(pollution[0]!.msg).toBeUndefined();
    const echo = await callAndWait(manager, id, { tool: 'echo', arguments: { message: 'still fine' } });
    expect(echo.status).toBe('ok');
    const summary = await manager.disconnect(id);
    if (!summary.ok) throw new Error(summary.error.message);
    const trace = readTrace(summary.value.tracePath!);
    expect(trace[0]).toMatchObject({ target: { env: { DEMO_SECRET: '•••' } } });
    expect(JSON.stringify(trace)).not.toContain('do-not-write-me');
    expect(trace).toContainEqual(expect.objectContaining({ kind: 'message', raw: 'debug: starting demo server' }));
  });

  it('tells a tool failure, a JSON-RPC error and output breaking its own schema apart, dropping nothing', async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, demoServerTarget());
    expect((await callAndWait(manager, id, { tool: 'failing_tool', arguments: {} })).status).toBe('tool-error');
    const rpc = await callAndWait(manager, id, { tool: 'rpc_error', arguments: {} });
    expect(rpc.status).toBe('rpc-error');
    expect(rpc.rpcError).toEqual(expect.objectContaining({ code: expect.any(Number) as number, message: expect.any(String) as string }));
    const broken = await callAndWait(manager, id, { tool: 'broken_output', arguments: {} });
    expect(broken.status).toBe('ok');
    const onWire = messages(manager, id).find((r) => r.dir === 'in' && r.msg?.id === broken.requestId);
    expect(broken.result).toEqual(onWire?.msg?.result);
    expect(broken.result).toHaveProperty('structuredContent');
    await manager.disconnect(id);
  });

  it('cancels slow_operation: notifications/cancelled goes out and the server stops', async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, demoServerTarget());
    const call = startCall(manager, id, { tool: 'slow_operation', arguments: { steps: 50, stepMs: 100 } });
    await waitForCall(manager, id, call.id, (c) => (c.progress?.count ?? 0) >= 2);
    expect(manager.cancelCall(id, call.id, 'stop please')).toMatchObject({ ok: true, value: { status: 'cancelled' } });
    expect(cancellationsFor(manager, id, call.requestId)).toHaveLength(1);
    await expect.poll(() => stderrLines(harness, id).some((l) => l.includes('cancelled at step') && l.includes('stop please'))).toBe(true);
    await manager.disconnect(id);
  });

  it('cancels on maxTotalTimeout even though the SDK does not send the cancellation there', async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, demoServerTarget());
    const call = startCall(manager, id, {
      tool: 'slow_operation',
      arguments: { steps: 50, stepMs: 100 },
      options: { timeoutMs: 5_000, resetTimeoutOnProgress: true, maxTotalTimeoutMs: 350 },
    });
    expect((await waitForCall(manager, id, call.id)).status).toBe('timed-out');
    await expect.poll(() => cancellationsFor(manager, id, call.requestId)).toHaveLength(1);
    await expect.poll(() => stderrLines(harness, id).some((l) => l.includes('cancelled at step'))).toBe(true);
    await manager.disconnect(id);
  });

  it('reports a crash with exit code and stderr, fails the pending call, and reconnects', async () => {
    const { manager } = harness;
    const { id, tracePath: firstTrace } = await connectAndWait(manager, demoServerTarget());
    const pending = startCall(manager, id, { tool: 'slow_operation', arguments: { steps: 100, stepMs: 200 } });
    startCall(manager, id, { tool: 'crash_server', arguments: {} });
    const failed = await waitForState(manager, id, 'failed');
    expect(failed.exit).toEqual({ code: 3, signal: null });
    expect(failed.error).toMatchObject({ code: 'server_exited' });
    expect(failed.error?.message).toContain('code 3');
    expect(failed.stderrTail.some((l) => l.includes('crash_server'))).toBe(true);
    const lost = await waitForCall(manager, id, pending.id);
    expect(lost).toMatchObject({ status: 'failed', failure: { code: 'server_exited' } });
    expect(lost.failure?.message).toContain('code 3');
    expect(readTrace(firstTrace!).at(-1)).toMatchObject({ kind: 'lifecycle', state: 'failed', exit: { code: 3, signal: null } });

    const again = await manager.reconnect(id);
    expect(again.ok).toBe(true);
    const ready = await waitForState(manager, id, 'ready');
    expect(ready.tracePath).not.toBe(firstTrace);
    expect(ready.exit).toBeUndefined();
    expect((await callAndWait(manager, id, { tool: 'echo', arguments: { message: 'back' } })).status).toBe('ok');
    expect(manager.listCalls(id)).toMatchObject({ ok: true, value: expect.arrayContaining([expect.objectContaining({ id: pending.id })]) as unknown });
    await manager.disconnect(id);
  });

  it('leaves no server process behind after disconnect', async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, demoServerTarget());
    const pid = await serverPid(harness, id);
    expect(processAlive(pid)).toBe(true);
    const closed = await manager.disconnect(id);
    expect(closed).toMatchObject({ ok: true, value: { state: 'closed' } });
    expect(processAlive(pid)).toBe(false);
  });

  it('refuses bad targets up front and fails clearly when the command does not exist', async () => {
    const { manager } = harness;
    expect(manager.connect({ target: { transport: 'stdio', command: '', args: [] } })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(manager.connect({ target: { transport: 'http', url: 'ftp://example.com' } })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    const missing = await connectAndWait(manager, { transport: 'stdio', command: 'mcpscope-no-such-server', args: [] }, 'failed');
    expect(missing.error).toEqual({ code: 'spawn_failed', message: 'command not found: mcpscope-no-such-server' });
    expect(manager.startCall(missing.id, { tool: 'echo', arguments: {} })).toMatchObject({ ok: false, error: { code: 'not_connected' } });
  });

  // Issue 20, item 7: the documented commands that did nothing.
  async function toolNames(target: ConnectionTarget): Promise<string[]> {
    const { id } = await connectAndWait(harness.manager, target);
    const tools = await harness.manager.listAll(id, 'tools');
    if (!tools.ok) throw new Error(tools.error.message);
    return tools.value.items.map((tool) => String(tool.name));
  }

  it('starts `mcpscope-demo --suspicious` by name, as the README has one type it, in a checkout too', async () => {
    expect(await toolNames({ transport: 'stdio', command: 'mcpscope-demo', args: ['--suspicious'] })).toContain('fact_of_the_day');
  });

  it('hands MCPSCOPE_DEMO_EVOLVED=1 from the bridge\'s environment to the demo it starts', async () => {
    // get_forecast is a tool only the evolved demo has.
    expect(await toolNames(demoServerTarget([], { ...process.env, MCPSCOPE_DEMO_EVOLVED: '1' }))).toContain('get_forecast');
  });
});
