/**
 * For tests (issue 23): a stand-in OTLP/HTTP receiver on loopback that keeps every span POSTed to
 * /v1/traces as OTLP/JSON, the encoding the OpenTelemetry JS HTTP exporter sends.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  /** service.name of the resource that sent it. */
  service?: string;
}

interface OtlpBody {
  resourceSpans: { resource?: { attributes?: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: ReceivedSpan[] }[] }[];
}

export interface TestReceiver {
  url: string;
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

export async function startTestReceiver(): Promise<TestReceiver> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody;
      for (const resource of body.resourceSpans) {
        const service = resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue;
        for (const scope of resource.scopeSpans) spans.push(...scope.spans.map((span) => ({ ...span, ...(service !== undefined ? { service } : {}) })));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
