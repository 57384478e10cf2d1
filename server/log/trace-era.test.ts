/**
 * Integration (issue 18, items 2 and 8): a 2026-07-28 session against the modern fixture
 * (@modelcontextprotocol/server 2.4.0), over stdio and Streamable HTTP, with the auto setting.
 * Its trace file names the setting in the header and the era on the ready record; opened again,
 * it shows the same era and the same per-request _meta as the live session did.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modernStdioArgs, startModernHttp, type ModernHttpServer } from '../../e2e/support/modern-server';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import { metaDifferences, metaKeyLabel, RequestMetaLedger, type RequestMetaView } from '../../src/core/request-meta';
import { replayTraceSession } from '../../src/core/trace-session/trace-session';
import { readTraceJsonl } from '../../src/core/traces/read-jsonl';
import type { WireRecord } from '../../src/core/wire';
import { allRecords, callAndWait, connectAndWait, createHarness, waitForState, type Harness } from '../connections/test-support';

function metaOf(conn: string, records: readonly WireRecord[]): RequestMetaView {
  const ledger = new RequestMetaLedger(conn);
  for (const record of records) ledger.observe(record);
  return ledger.view();
}

/** What the lifecycle view shows: the shared envelope, and per request its method and differences. */
function shown(view: RequestMetaView) {
  return {
    shared: view.shared.map(([key, value]) => [metaKeyLabel(key), value]),
    rows: view.requests.map((request) => [request.method, request.name, metaDifferences(request, view).map(([key]) => metaKeyLabel(key)), request.problems]),
  };
}

describe.each(['stdio', 'http'] as const)('a 2026-07-28 session over %s, live and from its trace', (transport) => {
  let harness: Harness;
  let http: ModernHttpServer | undefined;
  beforeAll(async () => {
    harness = createHarness();
    if (transport === 'http') http = await startModernHttp();
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
    await http?.stop();
  });

  it('the header names the setting, the opened trace has the era, and each request shows the same _meta as live', async () => {
    const target: ConnectionTarget = http ? { transport: 'http', url: http.url } : { transport: 'stdio', ...modernStdioArgs() };
    const summary = await connectAndWait(harness.manager, target);
    const call = await callAndWait(harness.manager, summary.id, { tool: 'echo', arguments: { text: 'hi' } });
    expect(call.status).toBe('ok');
    const live = shown(metaOf(summary.id, allRecords(harness.manager, summary.id)));
    await harness.manager.disconnect(summary.id);
    await waitForState(harness.manager, summary.id, 'closed');

    const read = readTraceJsonl(readFileSync(summary.tracePath!, 'utf8'));
    if (!read.ok) throw new Error(read.error.message);
    const trace = read.value;
    expect(trace.header.protocol).toBe('auto');
    const { connection } = replayTraceSession({ conn: summary.id, name: 'trace', target: trace.header.target!, startedAt: Date.parse(trace.header.createdAt), protocol: 'auto' }, trace.records);
    expect(connection.lifecycle.era).toMatchObject({ setting: 'auto', era: 'modern', reason: { kind: 'probe-answered' } });
    expect(connection.lifecycle.era?.discover).toHaveProperty('supportedVersions');
    expect(connection.lifecycle.clientInfo.name).toBe('mcpscope');

    // Every request carried the 2026-07-28 envelope; the call's own progressToken is its difference.
    expect(live.shared.map(([key]) => key)).toEqual(expect.arrayContaining(['protocolVersion', 'clientInfo']));
    expect(live.shared.find(([key]) => key === 'protocolVersion')?.[1]).toBe('2026-07-28');
    expect(live.rows).toContainEqual(['tools/call', 'echo', expect.arrayContaining(['progressToken']), []]);
    expect(live.rows.every(([, , , problems]) => (problems as string[]).length === 0)).toBe(true);
    expect(shown(metaOf(summary.id, trace.records))).toEqual(live);
  });
});
