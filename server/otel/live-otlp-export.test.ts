import { describe, expect, it } from 'vitest';
import type { WireRecord } from '../../src/core/wire';
import { LiveOtlpExport, tracesUrl } from './live-otlp-export';
import { startTestReceiver } from './otlp-test-receiver';

describe('tracesUrl', () => {
  it('adds the OTLP traces path to a bare endpoint and keeps a full one', () => {
    expect(tracesUrl('http://127.0.0.1:4318')).toBe('http://127.0.0.1:4318/v1/traces');
    expect(tracesUrl('http://collector:4318/otlp/')).toBe('http://collector:4318/otlp/v1/traces');
    expect(tracesUrl('http://collector:4318/v1/traces')).toBe('http://collector:4318/v1/traces');
  });
});

describe('LiveOtlpExport', () => {
  it("forwards the spans the server reported to mcpscope's receiver, under the server's service, beside mcpscope's session span (issue 23)", async () => {
    const receiver = await startTestReceiver();
    try {
      const live = new LiveOtlpExport({ endpoint: receiver.url, version: '0', targetOf: () => undefined, warn: (line) => expect.fail(line) });
      const span = { traceId: 'ab'.repeat(16), spanId: 'cd'.repeat(8), parentSpanId: 'ef'.repeat(8), name: 'db.query', kind: 1, startTimeUnixNano: '1764240000011000000', endTimeUnixNano: '1764240000018000000' };
      const records: WireRecord[] = [
        { seq: 1, t: 1_764_240_000_000, conn: 'c1', kind: 'lifecycle', state: 'connecting' },
        { seq: 2, t: 1_764_240_000_020, conn: 'c1', kind: 'span', span, service: 'weather' },
      ];
      live.onEvent({ type: 'records', records });
      await live.shutdown();
      expect(receiver.spans.map(({ name, service, traceId, parentSpanId }) => ({ name, service, traceId, parentSpanId }))).toEqual(expect.arrayContaining([
        { name: 'db.query', service: 'weather', traceId: span.traceId, parentSpanId: span.parentSpanId },
        expect.objectContaining({ name: 'mcp.session', service: 'mcpscope' }),
      ]));
    } finally {
      await receiver.close();
    }
  });
});
