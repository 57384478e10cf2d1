/**
 * Integration: how change notifications reach mcpscope in each era (issue 18, item 4), against
 * the real modern fixture (@modelcontextprotocol/server 2.4.0) and a real stateless 2025 server.
 * 2026-07-28: subscriptions/listen is opened after connect, acknowledged, and add_note's
 * resources/list_changed arrives on it, tagged, and is re-listed and diffed. 2025 over stdio: the
 * same list change arrives unsolicited. 2025 over stateless HTTP: no stream, and the summary says why.
 */
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent, ConnectionTarget, ListChange } from '../../src/core/bridge-api';
import type { ChangeDelivery, ListenSubscription } from '../../src/core/change-delivery';
import { subscriptionIdOf } from '../../src/core/change-delivery';
import { modernStdioArgs, startModernHttp, type ModernHttpServer, type ModernStdioVariant } from '../../e2e/support/modern-server';
import { serverUrl, startStatelessServer, stopServer } from './stateless-http-server';
import { callAndWait, connectAndWait, createHarness, messages, type Harness } from './test-support';

function stdioTarget(variant: ModernStdioVariant): ConnectionTarget {
  return { transport: 'stdio', ...modernStdioArgs(variant) };
}

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function delivery(harness: Harness, id: string): ChangeDelivery | undefined {
  const summary = harness.manager.get(id);
  return summary.ok ? summary.value.changeDelivery : undefined;
}

function changes(events: readonly BridgeEvent[], conn: string): ListChange[] {
  return events.flatMap((event) => (event.type === 'list-change' && event.change.conn === conn ? [event.change] : []));
}

async function openSubscription(harness: Harness, id: string): Promise<ListenSubscription> {
  await expect.poll(() => delivery(harness, id), { timeout: 30_000 }).toMatchObject({ mode: 'listen', subscription: { health: { state: 'open' } } });
  return (delivery(harness, id) as Extract<ChangeDelivery, { mode: 'listen' }>).subscription;
}

/** add_note, then the resources change it caused, with the new note among the added. */
async function addNoteAndSeeChange(harness: Harness, id: string): Promise<ListChange> {
  expect((await callAndWait(harness.manager, id, { tool: 'add_note', arguments: { text: 'remember the milk' } })).status).toBe('ok');
  await expect.poll(() => changes(harness.events, id).find((c) => c.kind === 'resources'), { timeout: 30_000 }).toBeDefined();
  const change = changes(harness.events, id).find((c) => c.kind === 'resources')!;
  expect(change.trigger).toBe('notification');
  expect(change.added.map((item) => item.uri)).toEqual(['note://1']);
  return change;
}

describe('change delivery', () => {
  let harness: Harness;
  let modernHttp: ModernHttpServer;
  beforeAll(async () => {
    harness = createHarness();
    modernHttp = await startModernHttp('dual');
  });
  afterAll(async () => {
    await harness.dispose();
    await modernHttp.stop();
  });

  for (const transport of ['http', 'stdio'] as const) {
    it(`2026-07-28 over ${transport}: listens with the declared filter, and add_note's list change arrives on the stream and is diffed`, async () => {
      const target: ConnectionTarget = transport === 'http' ? { transport: 'http', url: modernHttp.url } : stdioTarget('dual');
      const { id } = await connectAndWait(harness.manager, target);
      const subscription = await openSubscription(harness, id);
      // What the fixture's capabilities declare (tools, prompts and resources announce list changes); all honoured.
      expect(subscription.requested).toEqual({ toolsListChanged: true, promptsListChanged: true, resourcesListChanged: true });
      expect(subscription.acknowledged).toEqual(subscription.requested);
      expect(subscription.id).toBeDefined();
      const listen = messages(harness.manager, id).find((r) => r.dir === 'out' && r.msg?.method === 'subscriptions/listen');
      expect(String(listen?.msg?.id)).toBe(subscription.id);

      const change = await addNoteAndSeeChange(harness, id);
      // The notification that caused it came on the subscription, tagged with its id.
      const notification = messages(harness.manager, id).find((r) => r.seq === change.notificationSeq);
      expect(notification?.msg?.method).toBe('notifications/resources/list_changed');
      expect(subscriptionIdOf(notification?.msg)).toBe(subscription.id);
      await expect.poll(() => (delivery(harness, id) as Extract<ChangeDelivery, { mode: 'listen' }>).subscription.delivered).toBe(1);

      await harness.manager.disconnect(id);
      expect(delivery(harness, id)).toMatchObject({ mode: 'listen', subscription: { health: { state: 'closed', by: 'us' } } });
    });
  }

  it('2026-07-28: watching a resource re-opens the stream with resourceSubscriptions, and shows the server narrowed it away', async () => {
    const { id } = await connectAndWait(harness.manager, { transport: 'http', url: modernHttp.url });
    const first = await openSubscription(harness, id);
    const summary = unwrap(harness.manager.watchResources(id, ['fixture://motd']));
    expect(summary.changeDelivery).toMatchObject({ mode: 'listen', subscription: { requested: { resourceSubscriptions: ['fixture://motd'] } } });
    await expect.poll(() => (delivery(harness, id) as Extract<ChangeDelivery, { mode: 'listen' }>).subscription.acknowledged, { timeout: 30_000 }).toBeDefined();
    const second = (delivery(harness, id) as Extract<ChangeDelivery, { mode: 'listen' }>).subscription;
    expect(second.id).not.toBe(first.id);
    // The fixture does not declare resources.subscribe: the acknowledgement leaves the URI out.
    expect(second.acknowledged).toEqual({ toolsListChanged: true, promptsListChanged: true, resourcesListChanged: true });
    const listens = messages(harness.manager, id).filter((r) => r.dir === 'out' && r.msg?.method === 'subscriptions/listen');
    expect(listens.map((r) => (r.msg?.params as { notifications?: unknown }).notifications)).toEqual([first.requested, second.requested]);
  });

  it('2025: watching a resource is refused with the reason, since resources/subscribe is how that era does it', async () => {
    const { id } = await connectAndWait(harness.manager, stdioTarget('legacy-strict'));
    const refused = harness.manager.watchResources(id, ['note://1']);
    expect(refused.ok ? undefined : refused.error.message).toContain('resources/subscribe');
  });

  it('2025 over stdio: the list change arrives unsolicited, and is diffed the same way', async () => {
    const { id } = await connectAndWait(harness.manager, stdioTarget('legacy-strict'));
    expect(delivery(harness, id)).toEqual({ mode: 'unsolicited' });
    const change = await addNoteAndSeeChange(harness, id);
    const notification = messages(harness.manager, id).find((r) => r.seq === change.notificationSeq);
    expect(subscriptionIdOf(notification?.msg)).toBeUndefined();
    expect(messages(harness.manager, id).some((r) => r.msg?.method === 'subscriptions/listen')).toBe(false);
  });

  it('2025 over the modern fixture\'s stateless HTTP (protocol pinned to 2025): no stream, said so, and add_note changes nothing we hear', async () => {
    const { id } = unwrap(harness.manager.connect({ target: { transport: 'http', url: modernHttp.url }, settings: { protocol: 'legacy' } }));
    await expect.poll(() => delivery(harness, id), { timeout: 30_000 }).toMatchObject({ mode: 'none', reason: expect.stringContaining('405') as unknown });
    expect((await callAndWait(harness.manager, id, { tool: 'add_note', arguments: { text: 'unheard' } })).status).toBe('ok');
    expect(messages(harness.manager, id).some((r) => r.msg?.method === 'notifications/resources/list_changed')).toBe(false);
  });

  it('2025 over stateless HTTP: the GET for the stream answers 405, and the summary says no notification can arrive', async () => {
    // A 2025-only server: it refuses server/discover, a method it does not know, with a 400.
    const server: http.Server = await startStatelessServer((method, res) => {
      if (method !== 'server/discover') return false;
      res.writeHead(400).end('unknown method');
      return true;
    });
    try {
      const { id } = await connectAndWait(harness.manager, { transport: 'http', url: serverUrl(server) });
      await expect.poll(() => delivery(harness, id), { timeout: 30_000 }).toMatchObject({ mode: 'none', reason: expect.stringContaining('405') as unknown });
      expect((delivery(harness, id) as { reason: string }).reason).toContain('cannot send list_changed');
    } finally {
      await stopServer(server);
    }
  });
});
