/**
 * The Inspector export, MCPJam download and Claude Desktop log importers on a 2026-07-28 session
 * (issue 18, item 8). The messages are the real ones of modern-http.har (the v2 client against the
 * modern fixture); each test writes them in one tool's format, as that tool would hold them, and
 * opens the result: no initialize, server/discover, input_required rounds, listen notifications.
 */
// eslint-disable-next-line no-restricted-imports -- the test reads a fixture file; the modules under test stay isomorphic
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayTraceSession } from '../trace-session/trace-session';
import type { MessageRecord, WireMessage } from '../wire';
import { importHar } from './import-har';
import { openTrace } from './open-trace';
import type { Trace } from './trace';

const har = importHar(JSON.parse(readFileSync(new URL('../../../e2e/fixtures/traces/modern-http.har', import.meta.url), 'utf8')));
if (!har.ok) throw new Error(har.error.message);
/** The session's messages, each with its time and direction, as every tool saw them. */
const messages = har.value.records.filter((r): r is MessageRecord & { msg: WireMessage } => r.kind === 'message' && r.msg !== undefined);
const iso = (t: number) => new Date(t).toISOString();

function open(text: string, fileName: string): Trace {
  const opened = openTrace(text, fileName);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** What a person sees of the opened session: its era, handshake and plan_trip's rounds. */
function expectModernSession(trace: Trace): void {
  const rebuilt = replayTraceSession({ conn: trace.header.conn, name: 'import', target: { transport: 'stdio', command: 'server', args: [] }, startedAt: Date.parse(trace.header.createdAt) }, trace.records);
  const { lifecycle } = rebuilt.connection;
  expect(lifecycle.era).toMatchObject({ era: 'modern', reason: { kind: 'read-from-messages', evidence: 'server/discover answered, and no initialize' } });
  expect(lifecycle.serverInfo).toMatchObject({ name: 'mcpscope-modern-fixture' });
  expect(lifecycle.initializeRequestSeq).toBeUndefined();
  const trip = rebuilt.calls.find((call) => call.tool === 'plan_trip');
  expect(trip).toMatchObject({ status: 'ok' });
  expect(trip!.rounds).toHaveLength(2);
  const notifications = trace.records.flatMap((r) => (r.kind === 'message' && r.dir === 'in' && r.msg?.method ? [r.msg.method] : []));
  expect(notifications).toEqual(['notifications/subscriptions/acknowledged', 'notifications/resources/list_changed']);
  expect(trace.records.some((r) => r.kind === 'http')).toBe(false);
}

describe('2026-07-28 sessions in the other import formats', () => {
  it('an MCP Inspector Protocol export: responses folded into their requests, notifications on their own', () => {
    const answered = new Set<MessageRecord>();
    const entries = messages.flatMap((record, index) => {
      if (answered.has(record)) return [];
      const { msg } = record;
      const origin = record.dir === 'out' ? 'client' : 'server';
      if (msg.method === undefined) return [{ id: `e${index}`, timestamp: iso(record.t), direction: 'response', origin, message: msg }];
      if (msg.id === undefined) return [{ id: `e${index}`, timestamp: iso(record.t), direction: 'notification', origin, message: msg }];
      // The Inspector keys a response to its request by id and folds it into that entry.
      const response = messages.find((other) => other.dir !== record.dir && other.msg.method === undefined && other.msg.id === msg.id);
      if (response) answered.add(response);
      return [{ id: `e${index}`, timestamp: iso(record.t), direction: 'request', origin, message: msg, ...(response ? { response: response.msg, duration: response.t - record.t } : {}) }];
    });
    const trace = open(JSON.stringify(entries, null, 2), 'inspector-protocol-modern-2026-07-28T09-00-00.000Z.json');
    expect(trace.source).toBe('mcp-inspector');
    expect(trace.header.conn).toBe('modern');
    expectModernSession(trace);
  });

  it('an MCPJam JSON-RPC log download, newest first', () => {
    const items = messages.map((record) => ({
      timestamp: iso(record.t),
      source: 'mcp-server',
      serverId: 'modern',
      serverName: 'modern',
      direction: record.dir === 'out' ? 'SEND' : 'RECEIVE',
      method: record.msg.method ?? (record.msg.error ? 'error' : 'result'),
      payload: record.msg,
    }));
    const trace = open(JSON.stringify(items.reverse(), null, 2), 'json-rpc-logs-2026-07-28T09-00-00.000Z.json');
    expect(trace.source).toBe('mcpjam');
    expectModernSession(trace);
  });

  it('a Claude Desktop per-server log', () => {
    const lines = messages.map((record) => `${iso(record.t)} [modern] [info] Message from ${record.dir === 'out' ? 'client' : 'server'}: ${JSON.stringify(record.msg)} { metadata: undefined }`);
    const trace = open([`${iso(messages[0]!.t)} [modern] [info] Initializing server... { metadata: undefined }`, ...lines].join('\n'), 'mcp-server-modern.log');
    expect(trace.source).toBe('claude-desktop');
    expectModernSession(trace);
  });
});
