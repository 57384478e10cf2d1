import { describe, expect, it } from 'vitest';
import { importInspectorExport, inspectorServerFromFileName } from './import-inspector';

const T = '2026-01-01T00:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(T) + ms).toISOString();

describe('importInspectorExport', () => {
  it('unfolds a response from its request entry at timestamp + duration, between the notifications', () => {
    const result = importInspectorExport([
      { id: 'a', timestamp: at(0), direction: 'request', origin: 'client', message: { jsonrpc: '2.0', id: 1, method: 'tools/call' }, response: { jsonrpc: '2.0', id: 1, result: {} }, duration: 50 },
      { id: 'b', timestamp: at(20), direction: 'notification', origin: 'server', message: { jsonrpc: '2.0', method: 'notifications/progress' } },
      { id: 'c', timestamp: at(30), direction: 'request', origin: 'server', message: { jsonrpc: '2.0', id: 0, method: 'roots/list' }, response: { jsonrpc: '2.0', id: 0, result: { roots: [] } }, duration: 5, clientError: 'Request timed out' },
    ], 'inspector-protocol-my%20server-2026-01-01T00-00-00.000Z.json');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.records.map((r) => [r.t - Date.parse(T), r.kind, r.kind === 'message' ? r.dir : '', r.conn])).toEqual([
      [0, 'message', 'out', 'my server'],
      [20, 'message', 'in', 'my server'],
      [30, 'message', 'in', 'my server'],
      [30, 'client-error', '', 'my server'],
      [35, 'message', 'out', 'my server'],
      [50, 'message', 'in', 'my server'],
    ]);
    expect(result.value.warnings).toEqual([]);
  });

  it('infers the direction of entries that predate "origin", and says so', () => {
    const result = importInspectorExport([
      { id: 'a', timestamp: T, direction: 'request', message: { jsonrpc: '2.0', id: 1, method: 'sampling/createMessage' } },
      { id: 'b', timestamp: T, direction: 'notification', message: { jsonrpc: '2.0', method: 'notifications/initialized' } },
      { id: 'c', timestamp: T, direction: 'request', message: { jsonrpc: '2.0', id: 2, method: 'tools/list' }, response: { jsonrpc: '2.0', id: 2, result: {} } },
    ]);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.records.map((r) => r.kind === 'message' && r.dir)).toEqual(['in', 'out', 'out', 'in']);
    expect(result.value.warnings).toHaveLength(2);
  });

  it('skips a bad entry, naming it and what was expected, and shows the rest', () => {
    expect(importInspectorExport({ entries: [] })).toMatchObject({ ok: false, error: { message: 'expected the MCP Inspector Protocol export: a JSON array of message entries, got an object' } });
    const good = { timestamp: T, direction: 'request', origin: 'client', message: { jsonrpc: '2.0', id: 1, method: 'ping' }, response: { jsonrpc: '2.0', id: 1, result: {} }, duration: 1e300 };
    const read = importInspectorExport([{ timestamp: T, direction: 'sideways', message: {} }, { timestamp: T, direction: 'request', message: 'ping' }, good]);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.warnings).toEqual(['entry 0: expected "direction" one of request|response|notification, got "sideways"', 'entry 1: expected "message" to be a JSON-RPC object, got "ping"']);
    // A duration past any time a Date can hold puts the response at its request's time.
    expect(read.value.records.map((record) => record.t - Date.parse(T))).toEqual([0, 0]);
    expect(importInspectorExport([])).toMatchObject({ ok: false, error: { code: 'trace_empty' } });
    expect(importInspectorExport([{ timestamp: 'now' }])).toMatchObject({ ok: false, error: { code: 'trace_empty', message: expect.stringContaining('entry 0: expected "timestamp" to be an ISO-8601 time, got "now"') as unknown } });
  });

  it('reads the server id out of the export file name', () => {
    expect(inspectorServerFromFileName('inspector-protocol-pinned-node-2026-11-23T12-29-32.235Z.json')).toBe('node');
    expect(inspectorServerFromFileName('export.json')).toBeUndefined();
  });
});
