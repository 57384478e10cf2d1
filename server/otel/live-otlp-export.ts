/**
 * `mcpscope serve --otlp-endpoint <url>` (issue 23, item 1): each request's span goes to an
 * OTLP/HTTP receiver (a collector, Jaeger, Tempo, ...) the moment its answer arrives, and the
 * session's span when the session ends, built by the same code as `export --format otlp`
 * (src/core/otel) and redacted the same way. The OpenTelemetry OTLP exporter does the sending.
 */
import { ExportResultCode } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import type { BridgeEvent, ConnectionTarget } from '../../src/core/bridge-api';
import { toReadableSpans } from '../../src/core/otel/readable-spans';
import { receivedSpanDraft } from '../../src/core/otel/received-drafts';
import { redactSpans } from '../../src/core/otel/redact-spans';
import { SessionSpanBuilder, sessionKey } from '../../src/core/otel/session-spans';
import type { SpanDraft } from '../../src/core/otel/span-draft';
import type { WireRecord } from '../../src/core/wire';

/** The OTLP/HTTP traces path (OTLP specification, "OTLP/HTTP Request"), added to a bare endpoint as OTEL_EXPORTER_OTLP_ENDPOINT does. */
const TRACES_PATH = '/v1/traces';

export function tracesUrl(endpoint: string): string {
  const url = new URL(endpoint);
  if (!url.pathname.endsWith(TRACES_PATH)) url.pathname = `${url.pathname.replace(/\/$/, '')}${TRACES_PATH}`;
  return url.href;
}

export interface LiveOtlpOptions {
  endpoint: string;
  version: string;
  /** The target of a connection, for the network attributes of its spans. */
  targetOf: (conn: string) => ConnectionTarget | undefined;
  warn: (line: string) => void;
}

export class LiveOtlpExport {
  private readonly exporter: OTLPTraceExporter;
  private readonly sessions = new Map<string, SessionSpanBuilder>();
  /** Sends in order, one batch at a time: a span never overtakes the one before it. */
  private queue: Promise<void> = Promise.resolve();
  private warned = false;

  constructor(private readonly options: LiveOtlpOptions) {
    this.exporter = new OTLPTraceExporter({ url: tracesUrl(options.endpoint) });
  }

  /** Give it every bridge event (ConnectionManager.subscribe). */
  readonly onEvent = (event: BridgeEvent): void => {
    if (event.type !== 'records') return;
    const finished = event.records.flatMap((record) => this.take(record));
    if (finished.length > 0) this.send(finished);
  };

  /** Sends what is still open (each session's span) and waits for everything sent. */
  async shutdown(): Promise<void> {
    const open = [...this.sessions.values()].flatMap((builder) => builder.end());
    this.sessions.clear();
    if (open.length > 0) this.send(open);
    await this.queue;
    await this.exporter.shutdown();
  }

  private take(record: WireRecord): SpanDraft[] {
    // The server's own spans, received by mcpscope, go on with mcpscope's: the collector gets the whole trace.
    if (record.kind === 'span') return [receivedSpanDraft(record)];
    if (record.kind === 'lifecycle' && record.state === 'connecting') {
      // Each connect and reconnect is a session, as each writes its own trace.
      const previous = this.sessions.get(record.conn)?.end() ?? [];
      this.sessions.set(record.conn, new SessionSpanBuilder(sessionKey(record.conn, new Date(record.t).toISOString()), this.options.targetOf(record.conn), record.t));
      return previous;
    }
    const builder = this.sessions.get(record.conn);
    if (!builder) return [];
    const finished = builder.add(record);
    if (record.kind === 'lifecycle' && (record.state === 'closed' || record.state === 'failed')) {
      this.sessions.delete(record.conn);
      return [...finished, ...builder.end()];
    }
    return finished;
  }

  private send(drafts: SpanDraft[]): void {
    this.queue = this.queue.then(async () => {
      const { spans } = await redactSpans(drafts);
      const result = await new Promise<{ code: ExportResultCode; error?: Error }>((resolve) => this.exporter.export(toReadableSpans(spans, this.options.version), resolve));
      if (result.code !== ExportResultCode.SUCCESS) this.failed(result.error?.message ?? 'the receiver refused them');
    }).catch((error: unknown) => this.failed(error instanceof Error ? error.message : String(error)));
  }

  /** Said once: a receiver that is down would otherwise fill the terminal. */
  private failed(why: string): void {
    if (this.warned) return;
    this.warned = true;
    this.options.warn(`mcpscope: could not send spans to ${tracesUrl(this.options.endpoint)}: ${why} (later failures are not reported)`);
  }
}
