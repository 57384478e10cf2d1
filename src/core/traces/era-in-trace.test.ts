/**
 * The era in our trace files (issue 18, item 8): the header's protocol setting, the lifecycle
 * record's era decision, and an opened trace that shows both, while files from before keep opening.
 */
import { describe, expect, it } from 'vitest';
import { replayTraceSession } from '../trace-session/trace-session';
import { prepareExport } from './export-trace';
import { readTraceJsonl } from './read-jsonl';
import { traceToJsonl } from './write-jsonl';

const CREATED = '2026-07-28T10:00:00.000Z';
const header = { format: 'mcpscope-trace', version: 1, createdAt: CREATED, mcpscopeVersion: '0.1.0', conn: 'c1', target: { transport: 'http', url: 'http://127.0.0.1:1/mcp' } };
const lines = (...values: unknown[]) => `${values.map((v) => JSON.stringify(v)).join('\n')}\n`;

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'mcpscope', version: '0.1.0' },
  'io.modelcontextprotocol/clientCapabilities': { sampling: {} },
};
const DISCOVER = { supportedVersions: ['2026-07-28'], capabilities: { tools: {} }, _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'modern-fixture', version: '1.0.0' } } };
const modernSession = [
  { t: 0, conn: 'c1', kind: 'lifecycle', state: 'connecting' },
  { t: 2, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 0, method: 'server/discover', params: { _meta: ENVELOPE } } },
  { t: 3, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 0, result: DISCOVER } },
  { t: 4, conn: 'c1', kind: 'lifecycle', state: 'initializing' },
  // The writing bridge's seqs: they mean nothing in the file.
  { t: 5, conn: 'c1', kind: 'lifecycle', state: 'ready', era: { setting: 'auto', era: 'modern', reason: { kind: 'probe-answered' }, discover: DISCOVER, probeSeqs: { request: 901, response: 902 } } },
];

function opened(text: string) {
  const read = readTraceJsonl(text);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

describe('the era in a trace', () => {
  it('an opened modern trace has its setting, its era and why, its discover result, and who the client said it was', () => {
    const trace = opened(lines({ ...header, protocol: 'auto' }, ...modernSession));
    expect(trace.header.protocol).toBe('auto');
    expect(trace.warnings).toEqual([]);
    const { connection } = replayTraceSession({ conn: 'c1', name: 't.jsonl', target: trace.header.target!, startedAt: Date.parse(CREATED), protocol: trace.header.protocol! }, trace.records);
    const { lifecycle } = connection;
    expect(connection.settings.protocol).toBe('auto');
    expect(lifecycle.era).toMatchObject({ setting: 'auto', era: 'modern', reason: { kind: 'probe-answered' }, discover: DISCOVER });
    // The probe's own records in this file, not the writer's numbers.
    expect(lifecycle.era?.probeSeqs).toEqual({ request: 2, response: 3 });
    expect(lifecycle.serverInfo?.name).toBe('modern-fixture');
    expect(lifecycle.clientInfo).toEqual({ name: 'mcpscope', version: '0.1.0' });
    expect(lifecycle.clientCapabilities).toEqual({ sampling: {} });
  });

  it('a file from before the header named the setting opens as before, the era record naming the setting instead', () => {
    const trace = opened(lines(header, ...modernSession));
    expect(trace.header.protocol).toBeUndefined();
    const { connection } = replayTraceSession({ conn: 'c1', name: 't.jsonl', target: trace.header.target!, startedAt: Date.parse(CREATED) }, trace.records);
    expect(connection.lifecycle.era?.era).toBe('modern');
    expect(connection.settings.protocol).toBe('auto');
  });

  it('a setting this build does not know is ignored with a warning; an era of the wrong shape costs only its line', () => {
    const trace = opened(
      lines(
        { ...header, protocol: 'future' },
        { t: 0, conn: 'c1', kind: 'lifecycle', state: 'connecting' },
        { t: 5, conn: 'c1', kind: 'lifecycle', state: 'failed', era: { setting: 'modern', reason: { kind: 'pin-refused', failure: { how: 'rpc-error', error: { code: 'x' } } } } },
      ),
    );
    expect(trace.header.protocol).toBeUndefined();
    expect(trace.warnings).toEqual([
      'line 1: ignored the header\'s "protocol": expected auto|legacy|modern, got "future"',
      expect.stringMatching(/^line 3: record kind 'lifecycle': expected "failure.error" to be \{"code": number, "message": string\}/),
    ]);
    expect(trace.records).toHaveLength(1);
  });

  it('a refused pin keeps its failure as data through the file', () => {
    const era = { setting: 'modern', reason: { kind: 'pin-refused', failure: { how: 'rpc-error', error: { code: -32601, message: 'Method not found' } } } };
    const trace = opened(lines(header, { t: 5, conn: 'c1', kind: 'lifecycle', state: 'failed', era }));
    expect(trace.records[0]).toMatchObject({ kind: 'lifecycle', era });
  });

  it('a probe refused over HTTP keeps its status as data, and a status that is not a number costs only its line', () => {
    const era = { setting: 'auto', era: 'legacy', reason: { kind: 'probe-failed', failure: { how: 'http-status', status: 400, statusText: 'Bad Request' } } };
    const trace = opened(
      lines(
        header,
        { t: 5, conn: 'c1', kind: 'lifecycle', state: 'ready', era },
        { t: 6, conn: 'c1', kind: 'lifecycle', state: 'ready', era: { ...era, reason: { kind: 'probe-failed', failure: { how: 'http-status', status: '400' } } } },
      ),
    );
    expect(trace.records).toEqual([expect.objectContaining({ kind: 'lifecycle', era })]);
    expect(trace.warnings).toEqual([expect.stringMatching(/^line 3: record kind 'lifecycle': expected "failure.status" to be an HTTP status code/)]);
  });

  it('writing a trace back keeps the setting in the header', () => {
    const trace = opened(lines({ ...header, protocol: 'legacy' }, ...modernSession));
    const again = opened(traceToJsonl(trace, '9.9.9'));
    expect(again.header.protocol).toBe('legacy');
    expect(JSON.parse(traceToJsonl({ ...trace, header: { ...trace.header, protocol: undefined } }, '9.9.9').split('\n')[0]!)).not.toHaveProperty('protocol');
  });

  it('an exported trace, redacted, keeps the setting and the era', async () => {
    const prepared = await prepareExport(lines({ ...header, protocol: 'auto' }, ...modernSession), 'modern.jsonl', { redact: true, version: '9.9.9' });
    if (!prepared.ok) throw new Error(prepared.error.message);
    const shared = opened(prepared.value.embedded.text);
    expect(shared.header.protocol).toBe('auto');
    expect(shared.records.find((record) => record.kind === 'lifecycle' && record.state === 'ready')).toMatchObject({ era: { setting: 'auto', era: 'modern', discover: DISCOVER } });
  });

  it('a stdio session whose probed process went on as its own opens with the refused probe, read as the probe before the handshake', () => {
    const stdioHeader = { ...header, protocol: 'auto', target: { transport: 'stdio', command: 'legacy-server', args: [] } };
    const era = { setting: 'auto', era: 'legacy', reason: { kind: 'probe-failed', failure: { how: 'rpc-error', error: { code: -32601, message: 'Method not found' } } }, probe: { stderr: ['legacy: up'], durationMs: 60, handedOver: true } };
    const trace = opened(
      lines(
        stdioHeader,
        { t: 0, conn: 'c1', kind: 'lifecycle', state: 'connecting' },
        { t: 40, conn: 'c1', kind: 'stderr', line: 'legacy: up' },
        { t: 41, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 'mcpscope-probe', method: 'server/discover', params: { _meta: ENVELOPE } } },
        { t: 60, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 'mcpscope-probe', error: { code: -32601, message: 'Method not found' } } },
        { t: 61, conn: 'c1', kind: 'lifecycle', state: 'initializing' },
        { t: 62, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', clientInfo: { name: 'mcpscope', version: '0.1.0' }, capabilities: {} } } },
        { t: 80, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'legacy', version: '1.0.0' } } } },
        { t: 81, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', method: 'notifications/initialized' } },
        { t: 82, conn: 'c1', kind: 'lifecycle', state: 'ready', era },
        { t: 83, conn: 'c1', kind: 'lifecycle', state: 'ready', era: { ...era, probe: { ...era.probe, handedOver: 'yes' } } },
      ),
    );
    expect(trace.warnings).toEqual([expect.stringMatching(/^line 11: record kind 'lifecycle': expected "era.probe" to be/)]);
    const { connection } = replayTraceSession({ conn: 'c1', name: 't.jsonl', target: trace.header.target!, startedAt: Date.parse(CREATED), protocol: 'auto' }, trace.records);
    const { lifecycle } = connection;
    expect(connection.state).toBe('ready');
    expect(lifecycle.era).toMatchObject({ era: 'legacy', probe: { handedOver: true }, probeSeqs: { request: 3, response: 4 } });
    expect(lifecycle.initializeRequestSeq).toBe(6);
    expect(lifecycle.serverInfo?.name).toBe('legacy');
    const start = Date.parse(CREATED);
    expect(lifecycle.timings).toMatchObject({ discoverSentAt: start + 41, discoverAnsweredAt: start + 60, initializeSentAt: start + 62 });
  });
});
