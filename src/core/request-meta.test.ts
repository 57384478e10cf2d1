import { describe, expect, it } from 'vitest';
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, metaDifferences, metaKeyLabel, metaValueText, PROTOCOL_VERSION_META_KEY, RequestMetaLedger } from './request-meta';
import type { WireRecord } from './wire';

const ENVELOPE = {
  [PROTOCOL_VERSION_META_KEY]: '2026-07-28',
  [CLIENT_INFO_META_KEY]: { name: 'mcpscope', version: '0.1.0' },
  [CLIENT_CAPABILITIES_META_KEY]: { elicitation: {}, sampling: {} },
};

let seq = 0;
function out(method: string, params: Record<string, unknown>, conn = 'c1'): WireRecord {
  seq += 1;
  return { seq, t: 1000 + seq, conn, kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: seq, method, params } };
}

function ledgerOf(records: WireRecord[]): RequestMetaLedger {
  const ledger = new RequestMetaLedger('c1');
  for (const record of records) ledger.observe(record);
  return ledger;
}

describe('RequestMetaLedger', () => {
  it('shows the envelope every request carried once, and per request only what differs', () => {
    const ledger = ledgerOf([
      out('tools/list', { _meta: ENVELOPE }),
      out('tools/call', { name: 'slow_count', arguments: {}, _meta: { ...ENVELOPE, progressToken: 7 } }),
      out('resources/read', { uri: 'fixture://motd', _meta: ENVELOPE }),
    ]);
    const view = ledger.view();
    expect(view.shared.map(([key]) => metaKeyLabel(key))).toEqual(['protocolVersion', 'clientInfo', 'capabilities']);
    expect(view.requests.map((r) => [r.method, r.name])).toEqual([
      ['tools/list', undefined],
      ['tools/call', 'slow_count'],
      ['resources/read', 'fixture://motd'],
    ]);
    expect(view.requests.map((r) => metaDifferences(r, view))).toEqual([[], [['progressToken', 7]], []]);
    expect(view.flagged).toBe(0);
  });

  it('a capability declared for one call only is a difference of that call, not part of the shared envelope', () => {
    const withTasks = { ...ENVELOPE[CLIENT_CAPABILITIES_META_KEY], extensions: { 'io.modelcontextprotocol/tasks': {} } };
    const view = ledgerOf([
      out('tools/list', { _meta: ENVELOPE }),
      out('tools/call', { name: 'build_report', _meta: { ...ENVELOPE, [CLIENT_CAPABILITIES_META_KEY]: withTasks } }),
    ]).view();
    expect(view.shared.map(([key]) => key)).toEqual([PROTOCOL_VERSION_META_KEY, CLIENT_INFO_META_KEY]);
    expect(metaDifferences(view.requests[1]!, view)).toEqual([[CLIENT_CAPABILITIES_META_KEY, withTasks]]);
  });

  it('the same value in another key order is the same value', () => {
    const reordered = { [CLIENT_INFO_META_KEY]: { version: '0.1.0', name: 'mcpscope' }, [PROTOCOL_VERSION_META_KEY]: '2026-07-28', [CLIENT_CAPABILITIES_META_KEY]: { sampling: {}, elicitation: {} } };
    const view = ledgerOf([out('tools/list', { _meta: ENVELOPE }), out('prompts/list', { _meta: reordered })]).view();
    expect(view.shared).toHaveLength(3);
  });

  it('flags a request without the protocol version, or with another one, and then no longer calls the version shared', () => {
    const { [PROTOCOL_VERSION_META_KEY]: _dropped, ...withoutVersion } = ENVELOPE;
    const view = ledgerOf([
      out('tools/list', { _meta: ENVELOPE }),
      out('prompts/get', { name: 'greet', _meta: withoutVersion }),
      out('tools/call', { name: 'echo', _meta: { ...ENVELOPE, [PROTOCOL_VERSION_META_KEY]: '2025-11-25' } }),
      out('resources/list', {}),
    ]).view();
    expect(view.requests.map((r) => r.problems)).toEqual([
      [],
      [`_meta has no ${PROTOCOL_VERSION_META_KEY}`],
      ['_meta says protocolVersion "2025-11-25", the session speaks 2026-07-28'],
      ['no _meta: a 2026-07-28 request must carry the protocol version in it'],
    ]);
    expect(view.flagged).toBe(3);
    // The last request carried nothing, so nothing was carried by every request.
    expect(view.shared).toEqual([]);
    expect(metaDifferences(view.requests[0]!, view).map(([key]) => key)).toEqual(Object.keys(ENVELOPE));
  });

  it('marks an MRTR retry with how many input requests it answers', () => {
    const view = ledgerOf([
      out('tools/call', { name: 'plan_trip', _meta: ENVELOPE }),
      out('tools/call', { name: 'plan_trip', inputResponses: { dates: { action: 'accept' } }, requestState: 'abc', _meta: ENVELOPE }),
    ]).view();
    expect(view.requests.map((r) => r.retryAnswers)).toEqual([undefined, 1]);
  });

  it('keeps to requests the client sent on its own connection, and starts again on a reconnect', () => {
    const ledger = ledgerOf([
      out('tools/list', { _meta: ENVELOPE }),
      out('tools/list', { _meta: ENVELOPE }, 'c2'),
      { seq: 900, t: 1, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: { tools: [] } } },
      { seq: 901, t: 2, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', method: 'notifications/cancelled', params: { _meta: ENVELOPE } } },
    ]);
    const before = ledger.view();
    expect(before.requests).toHaveLength(1);
    const revision = ledger.revision;
    ledger.observe({ seq: 902, t: 3, conn: 'c1', kind: 'lifecycle', state: 'connecting' });
    expect(ledger.revision).not.toBe(revision);
    expect(ledger.view().requests).toEqual([]);
    // What the page already holds stays as it was.
    expect(before.requests).toHaveLength(1);
    ledger.observe(out('prompts/list', { _meta: { ...ENVELOPE, [CLIENT_INFO_META_KEY]: { name: 'other', version: '1' } } }));
    expect(ledger.view().shared.find(([key]) => key === CLIENT_INFO_META_KEY)?.[1]).toEqual({ name: 'other', version: '1' });
  });

  it('hands out the same view until a request is added, so the screen does not re-render on the rest of the traffic', () => {
    const ledger = ledgerOf([out('tools/list', { _meta: ENVELOPE })]);
    const first = ledger.view();
    ledger.observe({ seq: 950, t: 5, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', method: 'notifications/progress', params: {} } });
    ledger.observe({ seq: 951, t: 6, conn: 'c1', kind: 'stderr', line: 'working' });
    expect(ledger.view()).toBe(first);
    ledger.observe(out('tools/call', { name: 'echo', _meta: ENVELOPE }));
    expect(ledger.view()).not.toBe(first);
    expect(ledger.view().requests).toHaveLength(2);
  });
});

describe('metaValueText', () => {
  it('shows a plain value as it is, and masks a credential a client put in _meta, by key and by shape', () => {
    expect(metaValueText('progressToken', 3)).toBe('3');
    expect(metaValueText('com.example/session', 'blue')).toBe('blue');
    expect(metaValueText('com.example/apiKey', 'hunter2-not-a-pattern')).toBe('•••');
    expect(metaValueText('com.example/trace', { auth: 'Bearer ghp_abcdefghijklmnopqrstuvwxyz0123456789' })).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
  });
});
