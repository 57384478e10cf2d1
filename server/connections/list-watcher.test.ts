/**
 * The re-list queue on its own: listings of one kind never overlap, a burst of list_changed costs
 * at most one extra listing, and an ended session's listing is dropped. The fetch here is a plain
 * function over a list the test changes, standing in for the server's answers to tools/list.
 */
import { describe, expect, it } from 'vitest';
import type { ListChange, Listing } from '../../src/core/bridge-api';
import { ok } from '../../src/core/result';
import { ListWatcher } from './list-watcher';

function setup() {
  let tools: Record<string, unknown>[] = [{ name: 'a' }];
  let fetches = 0;
  let running = 0;
  let overlapped = false;
  const changes: ListChange[] = [];
  const watcher = new ListWatcher({
    conn: 'c1',
    fetch: async (kind) => {
      fetches++;
      running++;
      overlapped ||= running > 1;
      const items = tools;
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return ok<Listing>({ kind, items, pages: 1, fetchedAt: fetches });
    },
    emit: (change) => changes.push(change),
  });
  return {
    watcher,
    changes,
    setTools: (next: Record<string, unknown>[]) => (tools = next),
    stats: () => ({ fetches, overlapped }),
  };
}

describe('ListWatcher', () => {
  it('lists once when a second caller asks for the current list while the first listing is on its way', async () => {
    const { watcher, stats } = setup();
    const first = watcher.current('tools');
    await new Promise((resolve) => setTimeout(resolve, 1));
    const second = watcher.current('tools');
    expect(await second).toEqual(await first);
    expect(stats().fetches).toBe(1);
  });

  it('merges a burst of notifications during a listing into one follow-up that sees the final list', async () => {
    const { watcher, changes, setTools, stats } = setup();
    await watcher.current('tools');
    setTools([{ name: 'a' }, { name: 'b' }]);
    const running = watcher.refresh('tools', { type: 'notification', seq: 10 });
    await new Promise((resolve) => setTimeout(resolve, 1));
    setTools([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    const followUps = [11, 12, 13, 14].map((seq) => watcher.refresh('tools', { type: 'notification', seq }));
    await Promise.all([running, ...followUps]);
    expect(stats()).toEqual({ fetches: 3, overlapped: false });
    expect(changes.map((c) => [c.notificationSeq, c.added])).toEqual([
      [10, [{ name: 'b' }]],
      [14, [{ name: 'c' }]],
    ]);
  });

  it('answers the latest listing without asking the server again', async () => {
    const { watcher, stats } = setup();
    await watcher.current('tools');
    await watcher.current('tools');
    expect(stats().fetches).toBe(1);
  });

  it('drops a listing that finishes after its session ended', async () => {
    const { watcher, changes, setTools } = setup();
    await watcher.current('tools');
    setTools([{ name: 'b' }]);
    const late = watcher.refresh('tools', { type: 'notification', seq: 3 });
    watcher.newSession();
    await late;
    expect(changes).toEqual([]);
    // The new session has no listing yet: it lists afresh instead of reusing the old one.
    const fresh = await watcher.current('tools');
    expect(fresh.ok && fresh.value.items).toEqual([{ name: 'b' }]);
  });
});
