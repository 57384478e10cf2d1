/**
 * Points a stdio server with trace context on at mcpscope's OTLP receiver (issue 23, item 3): a
 * server under development that uses the OpenTelemetry SDK's environment configuration sends its
 * spans to mcpscope with no setup. Only the traces signal is set (metrics and logs would find no
 * route here). The protocol is http/protobuf: the receiver speaks OTLP/HTTP, not gRPC (the default
 * of some SDKs' auto-configuration, Python's among them), and protobuf is the encoding every SDK's
 * HTTP exporter supports (Python's and Go's have no other, so http/json was a setting they could not
 * honour). An exporter built for JSON, like the JS OTLP/HTTP one, keeps sending JSON, which the
 * receiver takes too. An endpoint the person set for the server wins: mcpscope never redirects
 * spans someone sends elsewhere on purpose.
 */
import type { ConnectionTarget } from '../../src/core/bridge-api';

const OWN_ENDPOINT = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'];

export function withOtlpReceiver(target: ConnectionTarget, tracesUrl: string | undefined): ConnectionTarget {
  if (tracesUrl === undefined || target.transport !== 'stdio') return target;
  const env = target.env ?? {};
  if (OWN_ENDPOINT.some((name) => name in env)) return target;
  // The signal-specific endpoint is used as it is: no /v1/traces is added (OTLP exporter specification).
  return { ...target, env: { ...env, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: tracesUrl, OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' } };
}
