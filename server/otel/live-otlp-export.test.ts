import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAndWait, createHarness, unwrap, waitForState, type Harness } from '../connections/test-support';
import { LiveOtlpExport, tracesUrl } from './live-otlp-export';
import { startTestReceiver, type TestReceiver } from './otlp-test-receiver';

const FIXTURE = fileURLToPath(new URL('../connections/fixtures/otel-server.mjs', import.meta.url));

describe('tracesUrl', () => {
  it('adds the OTLP traces path to a bare endpoint and keeps a full one', () => {
    expect(tracesUrl('http://127.0.0.1:4318')).toBe('http://127.0.0.1:4318/v1/traces');
    expect(tracesUrl('http://collector:4318/otlp/')).toBe('http://collector:4318/otlp/v1/traces');
    expect(tracesUrl('http://collector:4318/v1/traces')).toBe('http://collector:4318/v1/traces');
  });
});

describe('serve --otlp-endpoint', () => {
  let harness: Harness;
  let receiver: TestReceiver;
  beforeEach(async () => {
    harness = createHarness();
    receiver = await startTestReceiver();
  });
  afterEach(async () => {
    await harness.dispose();
    await receiver.close();
  });

  it("sends each request's client span as it ends, in the trace the server's own spans join", async () => {
    const live = new LiveOtlpExport({ endpoint: receiver.url, version: '0', targetOf: (conn) => unwrap(harness.manager.targetOf(conn)), warn: (line) => expect.fail(line) });
    harness.manager.subscribe(live.onEvent);
    const target = { transport: 'stdio' as const, command: process.execPath, args: [FIXTURE], env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } };
    const { id } = unwrap(harness.manager.connect({ target, settings: { traceContext: true } }));
    await waitForState(harness.manager, id, 'ready');
    await callAndWait(harness.manager, id, { tool: 'lookup', arguments: { key: 'a' } });
    await expect.poll(() => receiver.spans.filter((span) => span.service === 'mcpscope').map((span) => span.name), { timeout: 10_000 }).toContain('tools/call lookup');

    const client = receiver.spans.find((span) => span.service === 'mcpscope' && span.name === 'tools/call lookup');
    const server = receiver.spans.find((span) => span.service === 'otel-fixture' && span.name === 'tools/call lookup');
    expect(client?.kind).toBe(3);
    expect(server).toMatchObject({ traceId: client?.traceId, parentSpanId: client?.spanId });

    await harness.manager.disconnect(id);
    await live.shutdown();
    expect(receiver.spans.filter((span) => span.name === 'mcp.session').map((span) => span.traceId)).toEqual([client?.traceId]);
  });
});
