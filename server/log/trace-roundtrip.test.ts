/**
 * The contract between the writer and the reader of our trace format (docs/trace-format.md):
 * whatever TraceRecorder writes, readTraceJsonl reads back as the records that were written,
 * including after a crash that tore the last line.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTraceJsonl } from '../../src/core/traces/read-jsonl';
import type { UnsequencedRecord } from '../../src/core/wire';
import { TraceRecorder } from './trace-recorder';
import { WireLog } from './wire-log';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function record(): { file: string; written: ReturnType<WireLog['append']>[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-roundtrip-'));
  dirs.push(dir);
  const opened = TraceRecorder.open({ dir, conn: 'c7', target: { transport: 'http', url: 'https://u:pw@example.test/mcp', headers: { Authorization: 'Bearer s3cret' } }, mcpscopeVersion: '0.1.0' });
  if (!opened.ok) throw new Error(opened.error.message);
  const log = new WireLog();
  const now = Date.now();
  const events: UnsequencedRecord[] = [
    { t: now + 1, conn: 'c7', kind: 'lifecycle', state: 'connecting' },
    { t: now + 2, conn: 'c7', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} } },
    { t: now + 3, conn: 'c7', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 0, result: {} } },
    { t: now + 4, conn: 'c7', kind: 'message', dir: 'in', raw: 'oops', problem: 'not JSON' },
    { t: now + 5, conn: 'c7', kind: 'stderr', line: 'warming up' },
    { t: now + 6, conn: 'c7', kind: 'client-error', message: 'Received a response for an unknown message ID' },
    { t: now + 7, conn: 'c7', kind: 'lifecycle', state: 'closed', exit: { code: 0, signal: null } },
  ];
  const written = events.map((event) => {
    const stamped = log.append(event);
    opened.value.write(stamped);
    return stamped;
  });
  opened.value.close();
  return { file: opened.value.path, written };
}

describe('trace round trip', () => {
  it('reads back what the recorder wrote: same records, same absolute times, redacted target', () => {
    const { file, written } = record();
    const read = readTraceJsonl(readFileSync(file, 'utf8'));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.records.map(({ seq: _seq, ...rest }) => rest)).toEqual(written.map(({ seq: _seq, ...rest }) => rest));
    expect(read.value.header).toMatchObject({ conn: 'c7', mcpscopeVersion: '0.1.0', target: { url: 'https://u:•••@example.test/mcp', headers: { Authorization: '•••' } } });
  });

  it('reads the example in docs/trace-format.md, pairing its initialize request and response', () => {
    const doc = readFileSync(new URL('../../docs/trace-format.md', import.meta.url), 'utf8');
    const example = /```jsonl\n([\s\S]*?)```/.exec(doc)?.[1];
    const read = readTraceJsonl(example ?? '');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.records.map((r) => r.kind)).toEqual(['lifecycle', 'lifecycle', 'message', 'stderr', 'message', 'message', 'message', 'lifecycle', 'lifecycle']);
    expect(read.value.records[2]).toMatchObject({ seq: 3, dir: 'out', msg: { id: 0, method: 'initialize' } });
    expect(read.value.records[5]).toMatchObject({ seq: 6, dir: 'in', msg: { id: 0 } });
  });

  it('survives a torn last line', () => {
    const { file, written } = record();
    appendFileSync(file, '{"t":9,"conn":"c7","kind":"std');
    const read = readTraceJsonl(readFileSync(file, 'utf8'));
    expect(read.ok && read.value.records.length).toBe(written.length);
    expect(read.ok && read.value.warnings).toEqual([expect.stringContaining(`line ${written.length + 2} was dropped`)]);
  });

  it("reads an app's conversation back, its `call` naming the tools/call request's record in the file (issue 21)", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-roundtrip-'));
    dirs.push(dir);
    const opened = TraceRecorder.open({ dir, conn: 'c7', target: { transport: 'stdio', command: 'srv', args: [] }, mcpscopeVersion: '0.1.0' });
    if (!opened.ok) throw new Error(opened.error.message);
    const log = new WireLog();
    const now = Date.now();
    // Another connection's records take live seqs this file never holds, so seqs and record numbers differ.
    for (const t of [1, 2, 3]) log.append({ t: now + t, conn: 'other', kind: 'stderr', line: 'elsewhere' });
    const write = (event: UnsequencedRecord) => {
      const stamped = log.append(event);
      opened.value.write(stamped);
      return stamped;
    };
    const uri = 'ui://get-time/mcp-app.html';
    const call = write({ t: now + 4, conn: 'c7', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get-time', arguments: {} } } });
    write({ t: now + 5, conn: 'c7', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 2, result: { content: [] } } });
    write({ t: now + 6, conn: 'c7', kind: 'app', dir: 'from-app', view: 'v1', uri, call: call.seq, msg: { jsonrpc: '2.0', id: 0, method: 'ui/initialize', params: {} } });
    write({ t: now + 7, conn: 'c7', kind: 'app-csp', view: 'v1', uri, directive: 'connect-src', blockedUri: 'https://telemetry.example.com' });
    // A seq the file never held (the other connection's) cannot be numbered: the line goes without `call`.
    write({ t: now + 8, conn: 'c7', kind: 'app', dir: 'to-app', view: 'v1', uri, call: 2, msg: { jsonrpc: '2.0', method: 'ui/notifications/tool-result', params: {} } });
    opened.value.close();

    const read = readTraceJsonl(readFileSync(opened.value.path, 'utf8'));
    if (!read.ok) throw new Error(read.error.message);
    expect(call.seq).toBe(4);
    expect(read.value.warnings).toEqual([]);
    expect(read.value.records[2]).toMatchObject({ seq: 3, kind: 'app', dir: 'from-app', view: 'v1', uri, call: 1, t: now + 6 });
    expect(read.value.records[3]).toEqual({ seq: 4, t: now + 7, conn: 'c7', kind: 'app-csp', view: 'v1', uri, directive: 'connect-src', blockedUri: 'https://telemetry.example.com' });
    expect(read.value.records[4]).not.toHaveProperty('call');
  });
});
