/**
 * Issue 23, acceptance: one call to a server instrumented with the real OpenTelemetry SDK, with
 * trace context on. The server's spans reach an OTLP/HTTP receiver as children of the span
 * mcpscope sent in params._meta, and `export --format otlp` of the recorded trace has mcpscope's
 * client span with the very ids the server's spans name: one trace. `serve --otlp-endpoint`
 * delivers mcpscope's spans to the same receiver, in that trace. And with mcpscope's own receiver
 * running, the fixture is pointed at it with no setup: its spans land in the trace under the call.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { traceToOtlpJson } from '../../src/core/otel/otlp-json';
import { openTrace } from '../../src/core/traces/open-trace';
import { LiveOtlpExport } from '../otel/live-otlp-export';
import { startOtlpReceiver } from '../otel/otlp-receiver';
import { startTestReceiver, type ReceivedSpan, type TestReceiver } from '../otel/otlp-test-receiver';
import { TimelineBuilder } from '../../src/core/timeline/timeline-builder';
import { UNMATCHED_SPANS_CONN, type SpanRecord } from '../../src/core/wire';
import { allRecords, callAndWait, createHarness, unwrap, waitForState, type Harness } from './test-support';

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
    await expect.poll(() => receiver.spans.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

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
    await expect.poll(() => receiver.spans.filter((span) => span.service === 'mcpscope').map((span) => span.name), { timeout: 30_000 }).toContain('tools/call lookup');

    const client = receiver.spans.find((span) => span.service === 'mcpscope' && span.name === 'tools/call lookup');
    const server = receiver.spans.find((span) => span.service === 'otel-fixture' && span.name === 'tools/call lookup');
    expect(client?.kind).toBe(3);
    expect(server).toMatchObject({ traceId: client?.traceId, parentSpanId: client?.spanId });

    await harness.manager.disconnect(id);
    await live.shutdown();
    expect(receiver.spans.filter((span) => span.name === 'mcp.session').map((span) => span.traceId)).toEqual([client?.traceId]);
  });

  it("puts the server's spans, sent to mcpscope's own receiver, in the trace under the call, and exports both in one trace id", async () => {
    const ours = await startOtlpReceiver({ port: 0, onSpans: (spans) => harness.manager.recordReceivedSpans(spans) });
    try {
      harness.manager.otlpReceiverUrl = ours.tracesUrl;
      // No OTEL_* in the target: mcpscope points the server at its receiver because trace context is on.
      const target = { transport: 'stdio' as const, command: process.execPath, args: [FIXTURE] };
      const { id } = unwrap(harness.manager.connect({ target, settings: { traceContext: true } }));
      await waitForState(harness.manager, id, 'ready');
      await callAndWait(harness.manager, id, { tool: 'lookup', arguments: { key: 'a' } });
      const spanRecords = () => allRecords(harness.manager, id).filter((record): record is SpanRecord => record.kind === 'span');
      await expect.poll(() => spanRecords().map((record) => record.span.name).sort(), { timeout: 30_000 }).toEqual(['db.query', 'tools/call lookup']);
      // The fixture followed the http/protobuf mcpscope gave it: int64 arrives as a decimal string
      // from the protobuf decoder, where the JS JSON exporter writes a number.
      expect(spanRecords().find((record) => record.span.name === 'db.query')?.span.attributes).toContainEqual({ key: 'db.response.returned_rows', value: { intValue: '1' } });

      const timeline = new TimelineBuilder(id);
      timeline.add(allRecords(harness.manager, id));
      const call = timeline.items.find((item) => item.kind === 'request' && item.method === 'tools/call');
      const server = timeline.items.find((item) => item.kind === 'server-span' && item.method === 'tools/call lookup');
      const query = timeline.items.find((item) => item.kind === 'server-span' && item.method === 'db.query');
      expect(server?.place).toEqual({ depth: 1, parentSeq: call?.seq });
      expect(query?.place).toEqual({ depth: 2, parentSeq: server?.seq });

      await harness.manager.disconnect(id);
      const [file] = readdirSync(harness.tracesDir).filter((name) => name.endsWith('.jsonl'));
      const opened = openTrace(readFileSync(path.join(harness.tracesDir, file!), 'utf8'), file);
      if (!opened.ok) throw new Error(opened.error.message);
      expect(opened.value.records.filter((record) => record.kind === 'span').map((record) => (record).service)).toEqual(['otel-fixture', 'otel-fixture']);
      const exported = JSON.parse((await traceToOtlpJson(opened.value, { redact: true, version: '0' })).text) as { resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[] };
      const spans = exported.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
      const clientSpan = spans.find((span) => span.name === 'tools/call lookup' && span.kind === 3);
      const serverSpan = spans.find((span) => span.name === 'tools/call lookup' && span.kind === 2);
      expect(serverSpan).toMatchObject({ traceId: clientSpan?.traceId, parentSpanId: clientSpan?.spanId });
      expect(new Set(spans.map((span) => span.traceId)).size).toBe(1);
    } finally {
      await ours.close();
    }
  });

  it('keeps a span whose trace no connection sent, in the log under "otlp", marked unmatched', () => {
    const span = { traceId: 'ab'.repeat(16), spanId: 'cd'.repeat(8), name: 'startup', startTimeUnixNano: '1700000000000000000', endTimeUnixNano: '1700000000001000000' };
    expect(harness.manager.recordReceivedSpans([{ span, service: 'elsewhere' }])).toBe(1);
    expect(allRecords(harness.manager, UNMATCHED_SPANS_CONN)).toMatchObject([{ kind: 'span', conn: 'otlp', span, service: 'elsewhere', unmatched: true }]);
  });
});
