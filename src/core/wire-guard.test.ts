import { describe, expect, it } from 'vitest';
import type { MessageRecord } from './wire';
import { recordJson, serialisableRecord, tooDeepProblem } from './wire-guard';

const deep = (): Record<string, unknown> => JSON.parse(`${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}`) as Record<string, unknown>;

describe('wire-guard', () => {
  it('names how deep a hostile value nests, and leaves an ordinary one alone', () => {
    expect(tooDeepProblem(deep())).toBe('nested 6,000 levels deep (limit 256)');
    expect(tooDeepProblem({ jsonrpc: '2.0', result: { content: [{ type: 'text', text: 'x' }] } })).toBeUndefined();
  });

  it('keeps a record whose message cannot be serialised, as its text cut at the limit, beside its own problem', () => {
    const record: MessageRecord = { kind: 'message', seq: 3, t: 9, conn: 'c1', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: deep() }, problem: 'not valid JSON-RPC: x' };
    const kept = serialisableRecord(record);
    expect(kept).toEqual({ kind: 'message', seq: 3, t: 9, conn: 'c1', dir: 'in', raw: expect.stringMatching(/"\[Object\]"\}+$/) as unknown, problem: 'not valid JSON-RPC: x; could not be serialised: shown cut at 256 levels' });
    expect(JSON.parse(recordJson(record))).toEqual(kept);
    const ordinary: MessageRecord = { kind: 'message', seq: 4, t: 9, conn: 'c1', dir: 'out', msg: { jsonrpc: '2.0', method: 'ping', id: 2 } };
    expect(recordJson(ordinary)).toBe(JSON.stringify(ordinary));
  });
});
