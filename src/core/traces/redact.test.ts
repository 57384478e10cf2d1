import { describe, expect, it } from 'vitest';
import { readTraceJsonl } from './read-jsonl';
import { describeRedactions, redactTrace } from './redact';
import { sequence, type Trace } from './trace';
import { traceToJsonl } from './write-jsonl';

const GITHUB_TOKEN = 'ghp_' + 'R4nd0mDem0T0kenN0tReal1234567890abcd';
const START = Date.parse('2026-11-23T12:00:00.000Z');

function trace(): Trace {
  return {
    source: 'mcpscope',
    header: { createdAt: new Date(START).toISOString(), conn: 'c1', target: { transport: 'stdio', command: 'node', args: ['server.js'], env: { API_KEY: 'hunter2' } } },
    warnings: [],
    records: sequence([
      { t: START + 5, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'deploy', arguments: { authorization: 'Bearer abc.def', region: 'eu' } } } },
      { t: START + 9, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: `token: ${GITHUB_TOKEN} region: eu` }] } } },
      { t: START + 12, conn: 'c1', kind: 'stderr', line: `using ${GITHUB_TOKEN}` },
    ]),
  };
}

describe('redactTrace', () => {
  it('takes out credentials the secret rule knows and values under credential keys, and lists each', () => {
    const { trace: redacted, redactions } = redactTrace(trace());
    const text = JSON.stringify(redacted);
    expect(text).not.toContain(GITHUB_TOKEN);
    expect(text).not.toContain('Bearer abc.def');
    expect(text).not.toContain('hunter2');
    expect(text).toContain('token: [redacted GitHub token] region: eu');
    expect(redactions).toEqual([
      { seq: 1, path: '/msg/params/arguments/authorization', what: 'value of authorization' },
      { seq: 2, path: '/msg/result/content/0/text', what: 'GitHub token' },
      { seq: 3, path: '/line', what: 'GitHub token' },
    ]);
    expect(describeRedactions(redactions)).toContain('GitHub token at record 2 /msg/result/content/0/text');
  });

  it('leaves ordinary traffic alone', () => {
    const plain = trace();
    plain.records = plain.records.slice(0, 1).map((record) => ({ ...record, msg: { jsonrpc: '2.0', id: 1, method: 'tools/list' } }) as never);
    expect(redactTrace(plain).redactions).toEqual([]);
  });
});

describe('traceToJsonl', () => {
  it('writes a trace our reader opens back to the same records', () => {
    const original = trace();
    const reread = readTraceJsonl(traceToJsonl(original, '0.1.0'));
    expect(reread.ok && reread.value.records).toEqual(original.records);
  });
});
