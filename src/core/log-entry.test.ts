import { describe, expect, it } from 'vitest';
import { clipWireRecord } from './clipped-content';
import { toLogEntry } from './log-entry';
import type { WireRecord } from './wire';

describe('toLogEntry', () => {
  it('sizes a message the bridge sent clipped as the whole message, not its preview', () => {
    const tools = Array.from({ length: 3000 }, (_, index) => ({ name: `tool_${index}`, description: 'Looks things up' }));
    const whole: WireRecord = { kind: 'message', seq: 1, t: 0, conn: 'c1', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: { tools, note: 'n'.repeat(2 * 1024 * 1024) } } };
    const preview = clipWireRecord(whole);
    expect(preview.kind === 'message' && preview.clipped).toHaveLength(2);
    expect(toLogEntry(preview).size).toBe(toLogEntry(whole).size);
  });
});
