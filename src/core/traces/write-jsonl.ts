/**
 * A Trace written back in our own JSONL format (docs/trace-format.md), whatever it was read from:
 * what `mcpscope export` embeds, so the viewer reads one format only.
 */
import { TRACE_FORMAT, TRACE_VERSION, UNKNOWN_TARGET, type Trace } from './trace';

export function traceToJsonl(trace: Trace, mcpscopeVersion: string): string {
  const startedAt = Date.parse(trace.header.createdAt);
  const header = {
    format: TRACE_FORMAT,
    version: TRACE_VERSION,
    createdAt: trace.header.createdAt,
    mcpscopeVersion: trace.header.mcpscopeVersion ?? mcpscopeVersion,
    conn: trace.header.conn,
    target: trace.header.target ?? UNKNOWN_TARGET,
    ...(trace.header.target === undefined && trace.header.transport ? { transport: trace.header.transport } : {}),
    ...(trace.header.protocol ? { protocol: trace.header.protocol } : {}),
  };
  const lines = [JSON.stringify(header)];
  for (const record of trace.records) {
    const { seq: _seq, t, ...fields } = record;
    lines.push(JSON.stringify({ t: t - startedAt, ...fields }));
  }
  return `${lines.join('\n')}\n`;
}
