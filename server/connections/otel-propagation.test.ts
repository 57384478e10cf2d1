/**
 * Issue 23, acceptance: one call to a server instrumented with the real OpenTelemetry SDK, with
 * trace context on. The server's spans reach an OTLP/HTTP receiver as children of the span
 * mcpscope sent in params._meta, and `export --format otlp` of the recorded trace has mcpscope's
 * client span with the very ids the server's spans name: one trace. `serve --otlp-endpoint`
 * delivers mcpscope's spans to the same receiver, in that trace.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { traceToOtlpJson } from '../../src/core/otel/otlp-json';
import { openTrace } from '../../src/core/traces/open-trace';
import { LiveOtlpExport } from '../otel/live-otlp-export';
import { startTestReceiver, type ReceivedSpan, type TestReceiver } from '../otel/otlp-test-receiver';
import { callAndWait, createHarness, unwrap, waitForState, type Harness } from './test-support';

const FIXTURE = fileURLToPath(new URL('./fixtures/otel-server.mjs', import.meta.url));

describe('trace context with an OpenTelemetry-instrumented server', () => {
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

  it("nests the server's spans under mcpscope's span for the call, in one trace id", async () => {
    const target = { transport: 'stdio' as const, command: process.execPath, args: [FIXTURE], env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } };
    const { id } = unwrap(harness.manager.connect({ target, settings: { traceContext: true } }));
    await waitForState(harness.manager, id, 'ready');
    const call = await callAndWait(harness.manager, id, { tool: 'lookup', arguments: { key: 'a' } });
    expect(call).toMatchObject({ status: 'ok', result: { content: [{ type: 'text', text: 'A' }] } });
    await expect.poll(() => receiver.spans.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    const serverSpan = receiver.spans.find((span) => span.name === 'tools/call lookup');
    const query = receiver.spans.find((span) => span.name === 'db.query');
    expect(query?.parentSpanId).toBe(serverSpan?.spanId);

    await harness.manager.disconnect(id);
    const [file] = readdirSync(harness.tracesDir).filter((name) => name.endsWith('.jsonl'));
    const opened = openTrace(readFileSync(path.join(harness.tracesDir, file!), 'utf8'), file);
    if (!opened.ok) throw new Error(opened.error.message);
    const exported = JSON.parse((await traceToOtlpJson(opened.value, { redact: true, version: '0' })).text) as { resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[] };
    const ours = exported.resourceSpans[0]!.scopeSpans[0]!.spans;
    const clientSpan = ours.find((span) => span.name === 'tools/call lookup');
    expect(clientSpan).toMatchObject({ traceId: serverSpan?.traceId, spanId: serverSpan?.parentSpanId });
    expect(new Set(ours.map((span) => span.traceId))).toEqual(new Set([query?.traceId]));
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
