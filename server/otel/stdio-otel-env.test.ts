import { describe, expect, it } from 'vitest';
import { withOtlpReceiver } from './stdio-otel-env';

const URL = 'http://127.0.0.1:43180/v1/traces';
const stdio = { transport: 'stdio' as const, command: 'node', args: ['server.js'], env: { API_KEY: 'k' } };

describe('pointing a stdio server at the OTLP receiver (issue 23)', () => {
  it("adds the receiver as the traces endpoint, over OTLP/HTTP with protobuf (not gRPC), beside the server's own environment", () => {
    expect(withOtlpReceiver(stdio, URL)).toEqual({ ...stdio, env: { API_KEY: 'k', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: URL, OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' } });
  });

  it('leaves alone an endpoint the person set, an HTTP server, and a bridge without a receiver', () => {
    const ownCollector = { ...stdio, env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' } };
    expect(withOtlpReceiver(ownCollector, URL)).toBe(ownCollector);
    const http = { transport: 'http' as const, url: 'http://127.0.0.1:3001/mcp' };
    expect(withOtlpReceiver(http, URL)).toBe(http);
    expect(withOtlpReceiver(stdio, undefined)).toBe(stdio);
  });
});
