/**
 * The change notifications (list_changed, resources/updated) the live server has sent, counted
 * per method, so a request the trace shows sent after one waits for it (plan.ts ChangesBefore):
 * a re-listing sent before the server changed would answer the old list. A server that no longer
 * sends one is waited for once, for `graceMs`; after that its count is not waited for again.
 */
import type { ChangesBefore } from '../../src/core/replay/plan';
import type { WireRecord } from '../../src/core/wire';
import type { BridgeBackend } from '../connections/backend';

export class LiveChanges {
  private readonly counts = new Map<string, number>();
  /** Per method, the count waited for in vain: not waited for again. */
  private readonly givenUp = new Map<string, number>();
  private readonly waiters = new Set<() => void>();
  private readonly unsubscribe: () => void;

  constructor(
    manager: BridgeBackend,
    private readonly conn: string,
    private readonly graceMs: number,
  ) {
    this.unsubscribe = manager.subscribe((event) => {
      if (event.type === 'records') this.observe(event.records);
    });
    // A log that cannot read its spill file back counts nothing from it: the grace still ends the wait.
    const logged = manager.log({ after: 0, limit: 100_000, conn });
    this.observe(logged.ok ? logged.value.records : []);
  }

  /** Resolves once the live server has sent as many of each method as `wanted`, or after the grace. */
  until(wanted: ChangesBefore | undefined): Promise<void> {
    const missing = () => Object.entries(wanted ?? {}).filter(([method, count]) => (this.counts.get(method) ?? 0) < count && (this.givenUp.get(method) ?? 0) < count);
    if (missing().length === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (missing().length > 0) return;
        done();
      };
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        for (const [method, count] of missing()) this.givenUp.set(method, count);
        done();
      }, this.graceMs);
      this.waiters.add(check);
    });
  }

  stop(): void {
    this.unsubscribe();
  }

  private observe(records: readonly WireRecord[]): void {
    let changed = false;
    for (const record of records) {
      const method = record.kind === 'message' && record.dir === 'in' && record.conn === this.conn ? record.msg?.method : undefined;
      if (typeof method !== 'string' || !method.startsWith('notifications/')) continue;
      this.counts.set(method, (this.counts.get(method) ?? 0) + 1);
      changed = true;
    }
    if (changed) for (const check of [...this.waiters]) check();
  }
}
