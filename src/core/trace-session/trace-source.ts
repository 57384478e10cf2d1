/** Who a trace's session was with, as the rebuilt session shows it: the same in the page and in an export. */
import { TRACE_SOURCE_LABELS, type Trace } from '../traces/trace';
import type { TraceSessionSource } from './trace-session';

export function traceSessionSource(trace: Trace, fileName: string): TraceSessionSource {
  const { header } = trace;
  const target = header.target ?? { transport: 'http' as const, url: `trace:${TRACE_SOURCE_LABELS[trace.source]}` };
  // Named after the file: the line below the name already shows the command or URL.
  return { conn: header.conn, name: fileName, target, tracePath: fileName, startedAt: Date.parse(header.createdAt), ...(header.protocol ? { protocol: header.protocol } : {}) };
}
