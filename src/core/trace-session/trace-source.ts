/** Who a trace's session was with, as the rebuilt session shows it: the same in the page and in an export. */
import type { ConnectionTarget } from '../bridge-api/connections';
import { TRACE_SOURCE_LABELS, type Trace } from '../traces/trace';
import type { TraceSessionSource } from './trace-session';

/**
 * An import names no command or URL; the stand-in says where the session came from, over the
 * transport the import knows (issue 20, item 4: a Claude Desktop log was labelled Streamable HTTP).
 */
function standInTarget(trace: Trace): ConnectionTarget {
  const from = `trace:${TRACE_SOURCE_LABELS[trace.source]}`;
  const transport = trace.header.transport ?? 'http';
  return transport === 'stdio' ? { transport, command: from, args: [] } : { transport, url: from };
}

export function traceSessionSource(trace: Trace, fileName: string): TraceSessionSource {
  const { header } = trace;
  const target = header.target ?? standInTarget(trace);
  const transportUnknown = header.target === undefined && header.transport === undefined;
  // Named after the file: the line below the name already shows the command or URL.
  return {
    conn: header.conn,
    name: fileName,
    target,
    tracePath: fileName,
    startedAt: Date.parse(header.createdAt),
    ...(header.protocol ? { protocol: header.protocol } : {}),
    ...(transportUnknown ? { transportUnknown } : {}),
  };
}
