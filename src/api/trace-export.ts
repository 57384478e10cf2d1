/**
 * The export routes (src/core/traces-api.ts) as two async functions: the redaction report, then
 * the HTML file as a Blob the page hands to the browser as a download. A library trace goes by
 * name; the trace open in the page is posted as our JSONL, whatever it was read from.
 */
import { BridgeRequestError, requestError, type BridgeClient } from './bridge-client';
import { POSTED_TRACE_LIMIT_BYTES, type TraceExportReport } from '../core/traces-api';
import type { Trace } from '../core/traces/trace';
import { traceToJsonl } from '../core/traces/write-jsonl';

export type TraceExportSource = { kind: 'library'; name: string } | { kind: 'opened'; fileName: string; trace: Trace };

export interface TraceExportApi {
  report(source: TraceExportSource, redact: boolean): Promise<TraceExportReport>;
  html(source: TraceExportSource, redact: boolean): Promise<Blob>;
}

export function sourceName(source: TraceExportSource): string {
  return source.kind === 'library' ? source.name : source.fileName;
}

export function createTraceExportApi(client: BridgeClient, baseUrl = ''): TraceExportApi {
  async function post(source: TraceExportSource, step: 'report' | 'html', redact: boolean): Promise<Response> {
    const query = new URLSearchParams({ redact: String(redact) });
    let path: string;
    let body: Blob | undefined;
    if (source.kind === 'library') path = `/api/traces/${encodeURIComponent(source.name)}/export/${step}`;
    else {
      query.set('fileName', source.fileName);
      path = `/api/trace-export/${step}`;
      // An import has no mcpscope version in its header: the bridge's own stands in.
      const version = source.trace.header.mcpscopeVersion ?? (await client.session()).version;
      body = new Blob([traceToJsonl(source.trace, version)], { type: 'text/plain' });
      if (body.size > POSTED_TRACE_LIMIT_BYTES) {
        const mb = POSTED_TRACE_LIMIT_BYTES / 1024 / 1024;
        throw new BridgeRequestError(413, { code: 'too_large', message: `This trace is larger than ${mb} MB, the most the page can send for export. Run mcpscope export <trace file> instead.` });
      }
    }
    const url = `${baseUrl}${path}?${query.toString()}`;
    const response = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${client.token}`, ...(body ? { 'Content-Type': 'text/plain' } : {}) }, body });
    if (!response.ok) throw await requestError(response, `export ${step}`);
    return response;
  }
  return {
    report: async (source, redact) => (await (await post(source, 'report', redact)).json()) as TraceExportReport,
    html: async (source, redact) => (await post(source, 'html', redact)).blob(),
  };
}
