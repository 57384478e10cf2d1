/**
 * B5's long trace: a session in our JSONL format (docs/trace-format.md), written by the same
 * writer `mcpscope export` uses. After the handshake it repeats one realistic tool call: the
 * request, two progress notifications, a log message and the response.
 */
import { writeFileSync } from 'node:fs';
import type { WireMessage, WireRecord } from '../../src/core/wire';
import type { Trace } from '../../src/core/traces/trace';
import { traceToJsonl } from '../../src/core/traces/write-jsonl';

const CONN = 'c1';
const STARTED = Date.parse('2026-01-02T03:04:05.000Z');

function callMessages(id: number): [dir: 'out' | 'in', msg: WireMessage][] {
  return [
    ['out', { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'search_issues', arguments: { query: `bug ${id}`, page: { limit: 25 } }, _meta: { progressToken: id } } }],
    ['in', { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: id, progress: 1, total: 2 } }],
    ['in', { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', logger: 'search', data: `searched page 1 for call ${id}` } }],
    ['in', { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: id, progress: 2, total: 2 } }],
    ['in', { jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: JSON.stringify({ items: [{ id, title: `Issue ${id}`, state: 'open' }], next: null }) }] } }],
  ];
}

const HANDSHAKE: [dir: 'out' | 'in', msg: WireMessage][] = [
  ['out', { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'mcpscope', version: '0.1.0' } } }],
  ['in', { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-11-25', capabilities: { tools: {}, logging: {} }, serverInfo: { name: 'mcpscope-bench', version: '1.0.0' } } }],
  ['out', { jsonrpc: '2.0', method: 'notifications/initialized' }],
];

export function longTrace(messages: number): Trace {
  const records: WireRecord[] = [{ seq: 1, t: STARTED, conn: CONN, kind: 'lifecycle', state: 'ready' }];
  const push = (dir: 'out' | 'in', msg: WireMessage) => records.push({ seq: records.length + 1, t: STARTED + records.length * 3, conn: CONN, kind: 'message', dir, msg });
  for (const [dir, msg] of HANDSHAKE) push(dir, msg);
  for (let id = 1; records.length - 1 < messages; id++) {
    for (const [dir, msg] of callMessages(id)) if (records.length - 1 < messages) push(dir, msg);
  }
  return {
    source: 'mcpscope',
    header: { createdAt: new Date(STARTED).toISOString(), conn: CONN, target: { transport: 'stdio', command: 'node', args: ['bench/server/main.ts'] } },
    records,
    warnings: [],
  };
}

export function writeLongTrace(file: string, messages: number): void {
  writeFileSync(file, traceToJsonl(longTrace(messages), '0.1.0'));
}
