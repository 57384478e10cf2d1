/**
 * Integration: the protocol era per connection (issue 18, item 2), against the modern fixture
 * (@modelcontextprotocol/server 2.4.0) over stdio and Streamable HTTP, through the ConnectionManager.
 * With auto, a modern-only server and a legacy one both connect. A stdio server that answered the
 * probe goes on as the session's process, the probe first on its wire (issue 24); one that exits
 * when its first request is not initialize (rmcp-style) is started again, and its session never
 * sees the probe.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEverythingHttp, type EverythingHttpServer } from '../../e2e/support/everything-server';
import { modernStdioArgs, startModernHttp, type ModernHttpServer, type ModernStdioVariant } from '../../e2e/support/modern-server';
import type { ConnectionSummary, ConnectionTarget } from '../../src/core/bridge-api';
import { describeEraReason, type ProtocolSetting } from '../../src/core/protocol-era';
import type { LifecycleState } from '../../src/core/wire';
import { serverUrl, startStatelessServer, stopServer } from './stateless-http-server';
import { allRecords, createHarness, messages, readTrace, waitForState, type Harness } from './test-support';

let harness: Harness;
let http: ModernHttpServer | EverythingHttpServer | undefined;
afterEach(async () => {
  await harness.dispose();
  await http?.stop();
  http = undefined;
});

async function connect(target: ConnectionTarget, protocol: ProtocolSetting, state: LifecycleState = 'ready'): Promise<ConnectionSummary> {
  harness = createHarness();
  const started = harness.manager.connect({ target, settings: { protocol } });
  if (!started.ok) throw new Error(started.error.message);
  return waitForState(harness.manager, started.value.id, state);
}

function stdio(variant: ModernStdioVariant): ConnectionTarget {
  return { transport: 'stdio', ...modernStdioArgs(variant) };
}

const methodsSent = (id: string) => messages(harness.manager, id).flatMap((r) => (r.dir === 'out' && typeof r.msg?.method === 'string' ? [r.msg.method] : []));

describe('the protocol era over stdio', () => {
  it('auto: a modern-only server answers the probe; the session goes on with that process from its discover result, the probe first on its wire and no initialize', async () => {
    const summary = await connect(stdio('modern-only'), 'auto');
    expect(summary.lifecycle.era).toMatchObject({ setting: 'auto', era: 'modern', reason: { kind: 'probe-answered' } });
    expect(summary.lifecycle.era?.discover).toMatchObject({ supportedVersions: ['2026-07-28'] });
    expect(summary.lifecycle.era?.probe?.durationMs).toBeGreaterThan(0);
    expect(summary.lifecycle.negotiatedProtocolVersion).toBe('2026-07-28');
    expect(summary.lifecycle.serverCapabilities).toHaveProperty('tools');
    const tools = await harness.manager.listTools(summary.id);
    expect(tools.ok && tools.value.tools.map((tool) => tool.name)).toContain('echo');
    expect(summary.lifecycle.era?.probe?.handedOver).toBe(true);
    const sent = methodsSent(summary.id);
    expect(sent[0]).toBe('server/discover');
    expect(sent.filter((method) => method === 'server/discover')).toHaveLength(1);
    expect(sent).not.toContain('initialize');
    expect(summary.lifecycle.era?.probeSeqs).toEqual({ request: expect.any(Number) as number, response: expect.any(Number) as number });
    // Each request carries the 2026-07-28 envelope in its own _meta.
    const list = messages(harness.manager, summary.id).find((r) => r.dir === 'out' && r.msg?.method === 'tools/list');
    expect(list?.msg?.params).toMatchObject({ _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } });
    // The ready record of the trace says which era and why.
    const ready = readTrace(summary.tracePath!).find((line) => line.kind === 'lifecycle' && line.state === 'ready');
    expect(ready?.era).toMatchObject({ era: 'modern', reason: { kind: 'probe-answered' } });
  });

  it('auto: a server that exits on a first request other than initialize is probed in its own process, then served the 2025 way', async () => {
    const summary = await connect(stdio('legacy-strict'), 'auto');
    expect(summary.lifecycle.era).toMatchObject({ era: 'legacy', reason: { kind: 'probe-failed', failure: { how: 'exited', code: 1 } } });
    expect(summary.lifecycle.negotiatedProtocolVersion).toBe('2025-11-25');
    expect(methodsSent(summary.id)).not.toContain('server/discover');
    expect(methodsSent(summary.id)[0]).toBe('initialize');
    expect((await harness.manager.listTools(summary.id)).ok).toBe(true);
  });

  it('2026-07-28 only: a legacy server is refused with the reason, and no session is started', async () => {
    const summary = await connect(stdio('legacy-strict'), 'modern', 'failed');
    expect(summary.lifecycle.era).toMatchObject({ setting: 'modern', reason: { kind: 'pin-refused', failure: { how: 'exited' } } });
    expect(summary.lifecycle.era?.era).toBeUndefined();
    expect(summary.error?.message).toContain('set to 2026-07-28 only');
    expect(methodsSent(summary.id)).toEqual([]);
  });

  it('2025-11-25 and older: no probe at all, initialize first, even to a dual-era server', async () => {
    const summary = await connect(stdio('dual'), 'legacy');
    expect(summary.lifecycle.era).toMatchObject({ era: 'legacy', reason: { kind: 'pinned' } });
    expect(summary.lifecycle.era?.probe).toBeUndefined();
    expect(methodsSent(summary.id)[0]).toBe('initialize');
  });
});

describe('the protocol era over Streamable HTTP', () => {
  it('auto: a modern-only server is found by the SDK probe, which is in the log; and ping is refused as not in that era', async () => {
    http = await startModernHttp('modern-only');
    const summary = await connect({ transport: 'http', url: http.url }, 'auto');
    expect(summary.lifecycle.era).toMatchObject({ era: 'modern', reason: { kind: 'probe-answered' }, probeSeqs: { request: expect.any(Number) as number, response: expect.any(Number) as number } });
    expect(methodsSent(summary.id)[0]).toBe('server/discover');
    expect(methodsSent(summary.id)).not.toContain('initialize');
    const ping = await harness.manager.rpc(summary.id, { method: 'ping' });
    expect(ping).toMatchObject({ ok: false, error: { code: 'bad_request', message: '2026-07-28 has no ping' } });
  });

  it('auto: a 2025 server that refuses the probe is connected with initialize, and the refusal is the reason', async () => {
    const legacy = await startStatelessServer(() => false);
    try {
      const summary = await connect({ transport: 'http', url: serverUrl(legacy) }, 'auto');
      expect(summary.lifecycle.era).toMatchObject({ era: 'legacy', reason: { kind: 'probe-failed' } });
      expect(methodsSent(summary.id).slice(0, 2)).toEqual(['server/discover', 'initialize']);
    } finally {
      await stopServer(legacy);
    }
  });

  it('auto: server-everything (1.x) answers the probe HTTP 400 with nothing to pair; the status is the reason, as data and in words', async () => {
    http = await startEverythingHttp();
    const summary = await connect({ transport: 'http', url: http.url }, 'auto');
    expect(summary.lifecycle.era).toMatchObject({ era: 'legacy', reason: { kind: 'probe-failed', failure: { how: 'http-status', status: 400, statusText: 'Bad Request' } } });
    expect(describeEraReason(summary.lifecycle.era!.reason)).toBe('server/discover failed: HTTP 400 Bad Request to server/discover, with no JSON-RPC answer');
    // The same status the log's http record of the probe's POST has.
    const probe = summary.lifecycle.era?.probeSeqs?.request;
    const exchange = allRecords(harness.manager, summary.id).find((r) => r.kind === 'http' && probe !== undefined && r.about?.includes(probe));
    expect(exchange).toMatchObject({ response: { status: 400 } });
    expect(summary.lifecycle.negotiatedProtocolVersion).toBe('2025-11-25');
    const ready = readTrace(summary.tracePath!).find((line) => line.kind === 'lifecycle' && line.state === 'ready');
    expect(ready?.era).toMatchObject({ reason: { failure: { how: 'http-status', status: 400 } } });
  });

  it('2026-07-28 only against server-everything: refused, and the reason names the HTTP status', async () => {
    http = await startEverythingHttp();
    const summary = await connect({ transport: 'http', url: http.url }, 'modern', 'failed');
    expect(summary.lifecycle.era).toMatchObject({ setting: 'modern', reason: { kind: 'pin-refused', failure: { how: 'http-status', status: 400 } } });
    expect(summary.error?.message).toContain('HTTP 400 Bad Request to server/discover');
  });

  it('2025-11-25 and older against a modern-only server: initialize is refused, and the -32022 versions are kept as data', async () => {
    http = await startModernHttp('modern-only');
    const summary = await connect({ transport: 'http', url: http.url }, 'legacy', 'failed');
    expect(summary.lifecycle.era).toMatchObject({
      setting: 'legacy',
      reason: { kind: 'initialize-refused', failure: { how: 'rpc-error', error: { code: -32022 }, supportedVersions: ['2026-07-28'] } },
    });
    expect(summary.lifecycle.era?.era).toBeUndefined();
    expect(summary.error?.message).toBe('the server does not speak 2025-11-25 or older: initialize got error -32022 (Unsupported protocol version: 2025-11-25)');
  });
});
