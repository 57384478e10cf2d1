/** Issue 17, finding 7: hostile records never break the session rebuilt from a trace. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileWireRecords } from '../traces/hostile-records';
import { TraceSession } from './trace-session';

describe('TraceSession with hostile records', () => {
  it('observes any records and answers a snapshot after each', () => {
    fc.assert(
      fc.property(hostileWireRecords, (records) => {
        const session = new TraceSession({ conn: 'c1', name: 'hostile.jsonl', target: { transport: 'stdio', command: 'node', args: [] }, startedAt: 0 });
        for (const record of records) {
          session.observe(record);
          const snapshot = session.snapshot();
          expect(snapshot.connection.id).toBe('c1');
          // What the page holds must survive being copied to the analysis worker.
          expect(() => structuredClone(snapshot)).not.toThrow();
        }
      }),
      { numRuns: 60 },
    );
  });

  // fast-check found it (seed 620361237): a notification whose method is an Object.prototype key.
  it('survives a notification named after an Object.prototype key', () => {
    const session = new TraceSession({ conn: 'c1', name: 'proto.jsonl', target: { transport: 'stdio', command: 'node', args: [] }, startedAt: 0 });
    for (const method of ['__proto__', 'constructor', 'toString']) {
      session.observe({ kind: 'message', seq: 1, t: 0, conn: 'c1', dir: 'in', msg: { jsonrpc: '2.0', method } });
    }
    expect(session.snapshot().connection.id).toBe('c1');
  });
});
