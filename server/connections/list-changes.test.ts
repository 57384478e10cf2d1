/**
 * Integration: list_changed against the demo server's evolve_tools, which changes the tool list
 * and the prompts mid-session. The bridge re-lists and reports what changed (issue 3, item 8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent, ListChange } from '../../src/core/bridge-api';
import { demoServerTarget } from '../demo/target';
import type { Result } from '../../src/core/result';
import { callAndWait, connectAndWait, createHarness, messages, waitForState, type Harness } from './test-support';

function changeEvents(events: readonly BridgeEvent[]): ListChange[] {
  return events.flatMap((event) => (event.type === 'list-change' ? [event.change] : []));
}

function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function names(items: readonly Record<string, unknown>[]): unknown[] {
  return items.map((item) => item.name);
}

describe('list changes on the demo server', () => {
  let harness: Harness;
  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(() => harness.dispose());

  it('re-lists on list_changed and reports added, removed and changed tools and prompts', async () => {
    const { manager, events } = harness;
    const { id } = await connectAndWait(manager, demoServerTarget());
    expect(valueOf(await manager.listTools(id)).tools.map((t) => t.name)).not.toContain('get_forecast');

    expect((await callAndWait(manager, id, { tool: 'evolve_tools', arguments: {} })).status).toBe('ok');
    await expect.poll(() => changeEvents(events).map((c) => c.kind).sort()).toEqual(['prompts', 'tools']);

    const tools = changeEvents(events).find((c) => c.kind === 'tools')!;
    expect(tools).toMatchObject({ conn: id, trigger: 'notification', removed: [] });
    expect(names(tools.added)).toEqual(['get_forecast']);
    expect(tools.changed.map((c) => c.key)).toEqual(['get_weather']);
    expect(tools.changed[0]!.after).toMatchObject({ inputSchema: { required: expect.arrayContaining(['units']) as unknown } });
    expect(JSON.stringify(tools.changed[0]!.before)).not.toContain('units');
    // The change points at the notification that caused it.
    const notification = messages(manager, id).find((r) => r.seq === tools.notificationSeq);
    expect(notification?.msg?.method).toBe('notifications/tools/list_changed');

    const prompts = changeEvents(events).find((c) => c.kind === 'prompts')!;
    expect(names(prompts.added)).toEqual(['summarize_forecast']);
    expect(prompts.unchanged).toBe(1);

    // The listing the SPA asks for afterwards is the new one, without another tools/list.
    const listRequests = () => messages(manager, id).filter((r) => r.dir === 'out' && r.msg?.method === 'tools/list').length;
    const sent = listRequests();
    expect(valueOf(await manager.listTools(id)).tools.map((t) => t.name)).toContain('get_forecast');
    expect(listRequests()).toBe(sent);

    // Evolving back removes what was added.
    await callAndWait(manager, id, { tool: 'evolve_tools', arguments: {} });
    await expect.poll(() => changeEvents(events).length).toBe(4);
    const undone = changeEvents(events).filter((c) => c.kind === 'tools')[1]!;
    expect(names(undone.removed)).toEqual(['get_forecast']);
    expect(undone.changed.map((c) => c.key)).toEqual(['get_weather']);
    expect(manager.listChanges(id)).toEqual({ ok: true, value: changeEvents(events) });
  });

  it('reports a fresh listing only when it differs, and keeps the history across a reconnect', async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, demoServerTarget());
    await manager.listAll(id, 'tools');
    expect(valueOf(await manager.listAll(id, 'tools', true)).items).not.toHaveLength(0);
    expect(manager.listChanges(id)).toEqual({ ok: true, value: [] });

    await callAndWait(manager, id, { tool: 'evolve_tools', arguments: {} });
    await expect.poll(() => valueOf(manager.listChanges(id)).length).toBe(2);
    await manager.reconnect(id);
    await waitForState(manager, id, 'ready');
    // A new session starts from the server's original tools; the old changes stay listed.
    expect(valueOf(await manager.listTools(id)).tools.map((t) => t.name)).not.toContain('get_forecast');
    expect(valueOf(manager.listChanges(id)).map((c) => c.kind).sort()).toEqual(['prompts', 'tools']);
  });

  it("counts the tool definitions' token cost per tool, and counts again after the tools change", async () => {
    const { manager } = harness;
    const { id } = await connectAndWait(manager, demoServerTarget());
    const before = valueOf(await manager.toolTokens(id));
    expect(before.tokenizer).toBe('o200k_base');
    expect(before.tools.map((tool) => tool.name)).toEqual(valueOf(await manager.listTools(id)).tools.map((tool) => tool.name));
    expect(before.tools.every((tool) => tool.tokens > 10)).toBe(true);
    expect(before.total).toBe(before.tools.reduce((sum, tool) => sum + tool.tokens, 0));

    await callAndWait(manager, id, { tool: 'evolve_tools', arguments: {} });
    await expect.poll(async () => valueOf(await manager.toolTokens(id)).tools.map((tool) => tool.name)).toContain('get_forecast');
    const after = valueOf(await manager.toolTokens(id));
    expect(after.total).toBeGreaterThan(before.total);
  });
});
