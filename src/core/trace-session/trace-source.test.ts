import { describe, expect, it } from 'vitest';
import { importClaudeDesktopLog } from '../traces/import-claude-desktop';
import { importInspectorExport } from '../traces/import-inspector';
import { readTraceJsonl } from '../traces/read-jsonl';
import type { Trace } from '../traces/trace';
import { traceToJsonl } from '../traces/write-jsonl';
import { TraceSession } from './trace-session';
import { traceSessionSource } from './trace-source';

const T = '2025-06-01T10:00:00.000Z';

function value<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** The connection the page shows for a trace, as opened and after an export wrote it back. */
function shownConnections(trace: Trace) {
  const reopened = value(readTraceJsonl(traceToJsonl(trace, '0.1.0')));
  return [trace, reopened].map((each) => new TraceSession(traceSessionSource(each, 'x')).snapshot().connection);
}

// Issue 20, item 4: imported stdio sessions were labelled Streamable HTTP.
describe('traceSessionSource: the transport of an import', () => {
  it('is stdio for a Claude Desktop log, opened or exported', () => {
    const trace = value(importClaudeDesktopLog(`${T} [fs] [info] Message from client: {"method":"ping","jsonrpc":"2.0","id":1}`));
    for (const connection of shownConnections(trace)) {
      expect(connection.target.transport).toBe('stdio');
      expect(connection.transportUnknown).toBeUndefined();
    }
  });

  it('is unknown for an Inspector export, which does not say', () => {
    const trace = value(importInspectorExport([{ timestamp: T, direction: 'request', origin: 'client', message: { jsonrpc: '2.0', id: 1, method: 'ping' } }]));
    for (const connection of shownConnections(trace)) expect(connection.transportUnknown).toBe(true);
  });

  it('is the recorded target for our own traces', () => {
    const trace = value(readTraceJsonl(`{"format":"mcpscope-trace","version":1,"createdAt":"${T}","conn":"c1","mcpscopeVersion":"0.1.0","target":{"transport":"sse","url":"http://127.0.0.1:3001/sse"}}\n`));
    for (const connection of shownConnections(trace)) {
      expect(connection.target).toEqual({ transport: 'sse', url: 'http://127.0.0.1:3001/sse' });
      expect(connection.transportUnknown).toBeUndefined();
    }
  });
});
