import { describe, expect, it } from 'vitest';
import { importMcpjamLog } from './import-mcpjam';

const item = (timestamp: string, direction: string, payload: unknown, extra: Record<string, unknown> = {}) => ({
  timestamp, source: 'mcp-server', serverId: 'weather', serverName: 'Weather', direction, method: 'x', payload, ...extra,
});

describe('importMcpjamLog', () => {
  it('reads the newest-first download oldest first, SEND out and RECEIVE in, other rows as notes', () => {
    const t = '2026-01-01T00:00:00.000Z';
    const result = importMcpjamLog([
      item('2026-01-01T00:00:00.010Z', 'HTTP', { request: { method: 'POST', url: 'http://x/mcp', headers: {} }, response: { status: 200, headers: { 'mcp-session-id': 'abc' } } }, { method: 'POST /mcp' }),
      item(t, 'RECEIVE', { jsonrpc: '2.0', id: 1, result: {} }),
      item(t, 'SEND', { jsonrpc: '2.0', id: 1, method: 'ping' }),
      item(t, 'UI→HOST', { jsonrpc: '2.0', method: 'ui/ready' }, { source: 'mcp-apps', method: 'ui/ready' }),
    ]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.records.map((r) => (r.kind === 'message' ? r.dir : r.kind === 'note' ? r.text : r.kind))).toEqual([
      'MCPJam MCP Apps UI→HOST: ui/ready',
      'out',
      'in',
      'MCPJam HTTP exchange: POST /mcp → 200 (Mcp-Session-Id abc)',
    ]);
    expect(result.value.header.conn).toBe('weather');
  });

  it('skips a bad entry, naming it and what was expected, and shows the rest', () => {
    expect(importMcpjamLog({})).toMatchObject({ ok: false, error: { message: 'expected the MCPJam JSON-RPC log download: a JSON array of log items, got an object' } });
    const read = importMcpjamLog([item('2026-01-01T00:00:00Z', 'SEND', {}), { timestamp: 'now', direction: 'SEND', serverId: 's' }]);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.records).toHaveLength(1);
    expect(read.value.warnings).toEqual(['entry 1: expected "timestamp" to be an ISO-8601 time, got "now"']);
  });
});
