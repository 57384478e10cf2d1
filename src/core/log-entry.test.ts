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

  it("classifies an MCP App's message by its own JSON-RPC shape, keeping the app kind (issue 21)", () => {
    const base = { seq: 1, t: 0, conn: 'c1', kind: 'app', view: 'v1', uri: 'ui://get-time/mcp-app.html' } as const;
    expect(toLogEntry({ ...base, dir: 'from-app', msg: { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get-time' } } })).toMatchObject({
      kind: 'app',
      method: 'tools/call',
      id: 3,
      app: { dir: 'from-app', view: 'v1', shape: 'request' },
    });
    expect(toLogEntry({ ...base, dir: 'to-app', msg: { jsonrpc: '2.0', id: 3, error: { code: -32603, message: 'no' } } })).toMatchObject({ kind: 'app', id: 3, app: { shape: 'error' } });
    expect(toLogEntry({ ...base, dir: 'from-app', msg: { id: 3 } })).toMatchObject({ kind: 'app', problem: 'missing "jsonrpc": "2.0"', app: { shape: 'invalid' } });
  });
});
