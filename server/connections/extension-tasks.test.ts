/**
 * Integration: "Run as task" on a 2026-07-28 session whose server declared the Tasks extension
 * (io.modelcontextprotocol/tasks), against the modern fixture's build_report over Streamable HTTP
 * and stdio with the auto protocol setting. The call declares the extension, the task is polled
 * with tasks/get to completion, its input_required status waits in the client-requests panel and
 * the answer goes back with tasks/update; tasks/cancel cancels. Every status is a tasks/get answer
 * on the wire.
 */
import { describe, expect, it } from 'vitest';
import type { ClientRequestRecord } from '../../src/core/bridge-api';
import { TASKS_EXTENSION } from '../../src/core/tool-tasks';
import { useModernFixtureSession } from './modern-test-session';
import { callById, messages, startCall, waitForCall, type Harness } from './test-support';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const textOf = (result: Record<string, unknown> | undefined) => ((result?.content ?? []) as { text?: string }[]).map((c) => c.text ?? '').join('\n');

async function pendingApproval(harness: Harness, conn: string, callId: string): Promise<ClientRequestRecord> {
  const find = () => unwrap(harness.manager.listClientRequests(conn)).find((r) => r.status === 'pending' && r.round?.callId === callId && r.round.key === 'approve');
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find()!;
}

/** The requests we sent with `method`, as they went on the wire. */
function sent(harness: Harness, conn: string, method: string): Record<string, unknown>[] {
  return messages(harness.manager, conn)
    .filter((r) => r.dir === 'out' && r.msg?.method === method)
    .map((r) => r.msg as Record<string, unknown>);
}

const declaresExtension = (message: Record<string, unknown>) => {
  const meta = (message.params as { _meta?: Record<string, { extensions?: Record<string, unknown> }> })._meta;
  return meta?.['io.modelcontextprotocol/clientCapabilities']?.extensions?.[TASKS_EXTENSION] !== undefined;
};

describe.each(['http', 'stdio'] as const)('Tasks extension over %s against the modern fixture', (transport) => {
  const session = useModernFixtureSession(transport);

  it('runs build_report as a task: working, input_required answered with tasks/update, working, completed', async () => {
    const { id } = startCall(session.harness.manager, session.conn, { tool: 'build_report', arguments: { title: 'Q3' }, task: {} });
    const approval = await pendingApproval(session.harness, session.conn, id);
    expect(approval).toMatchObject({ method: 'elicitation/create', params: { message: 'Publish the report?' } });
    expect(callById(session.harness.manager, session.conn, id).task).toMatchObject({ shape: 'extension', status: 'input_required', statusMessage: 'Waiting for approval' });
    unwrap(session.harness.manager.answerClientRequest(session.conn, approval.id, { result: { action: 'accept', content: { approve: true } } }));

    const call = await waitForCall(session.harness.manager, session.conn, id);
    expect(call.status).toBe('ok');
    expect(textOf(call.result)).toBe('Published Q3');
    expect(call.task?.history.map((entry) => [entry.status, entry.statusMessage])).toEqual([
      ['working', 'Gathering figures'],
      ['input_required', 'Waiting for approval'],
      ['working', 'Writing the report'],
      ['completed', 'Published'],
    ]);
    expect(call.task?.pollInterval).toBe(100);

    // In the extension's shape: no `task` param, the extension declared on every request, no tasks/result.
    const [toolCall] = sent(session.harness, session.conn, 'tools/call').filter((m) => (m.params as { name?: string }).name === 'build_report');
    expect(toolCall?.params).not.toHaveProperty('task');
    expect(declaresExtension(toolCall!)).toBe(true);
    const update = sent(session.harness, session.conn, 'tasks/update').at(-1)!;
    expect(update.params).toMatchObject({ taskId: call.task?.taskId, inputResponses: { approve: { action: 'accept', content: { approve: true } } } });
    expect(sent(session.harness, session.conn, 'tasks/get').every(declaresExtension)).toBe(true);
    expect(sent(session.harness, session.conn, 'tasks/result')).toHaveLength(0);
    // The round: asked by a tasks/get, answered by the tasks/update.
    expect(call.rounds).toEqual([expect.objectContaining({ round: 1, clientRequests: { approve: approval.id }, retryRequestId: update.id })]);
  });

  it('a refused approval ends the task completed with the tool error it carries', async () => {
    const { id } = startCall(session.harness.manager, session.conn, { tool: 'build_report', arguments: { title: 'Q4' }, task: {} });
    const approval = await pendingApproval(session.harness, session.conn, id);
    unwrap(session.harness.manager.answerClientRequest(session.conn, approval.id, { result: { action: 'accept', content: { approve: false } } }));
    const call = await waitForCall(session.harness.manager, session.conn, id);
    expect(call.status).toBe('tool-error');
    expect(textOf(call.result)).toBe('Did not publish Q4');
  });

  it('cancels with tasks/cancel: the task ends cancelled and its pending input is withdrawn', async () => {
    const { id } = startCall(session.harness.manager, session.conn, { tool: 'build_report', arguments: { title: 'draft' }, task: {} });
    const approval = await pendingApproval(session.harness, session.conn, id);
    unwrap(session.harness.manager.cancelCall(session.conn, id, 'not today'));
    const call = await waitForCall(session.harness.manager, session.conn, id);
    expect(call).toMatchObject({ status: 'cancelled', cancelReason: 'not today', task: { status: 'cancelled' } });
    expect(sent(session.harness, session.conn, 'tasks/cancel').at(-1)?.params).toMatchObject({ taskId: call.task?.taskId });
    await expect.poll(() => unwrap(session.harness.manager.listClientRequests(session.conn)).find((r) => r.id === approval.id)?.status, { timeout: 10_000 }).toBe('withdrawn');
  });

  it('without "Run as task" the call does not declare the extension and is answered at once', async () => {
    const call = await waitForCall(session.harness.manager, session.conn, startCall(session.harness.manager, session.conn, { tool: 'build_report', arguments: { title: 'Q1' } }).id);
    expect(textOf(call.result)).toBe('Published Q1 (no task)');
    expect(call.task).toBeUndefined();
  });
});
