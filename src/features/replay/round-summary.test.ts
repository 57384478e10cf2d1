import { describe, expect, it } from 'vitest';
import { allRoundsSame, answerSummary, changesByRound, roundStatusWords } from './round-summary';

describe('changesByRound', () => {
  it('puts each difference under the round its path names, and the final answer’s apart', () => {
    const message = { op: 'changed' as const, path: '/rounds/1/inputRequests/dates/params/message', recorded: 'When?', live: 'Which dates?' };
    const gone = { op: 'removed' as const, path: '/rounds/2', recorded: {} };
    const text = { op: 'changed' as const, path: '/result/content/0/text', recorded: 'a', live: 'b' };
    const { byRound, rest } = changesByRound([message, gone, text]);
    expect(byRound.get(1)).toEqual([message]);
    expect(byRound.get(2)).toEqual([gone]);
    expect(rest).toEqual([text]);
  });

  it('does not take /rounds10 for round 1, nor a path that only contains "rounds"', () => {
    const { byRound, rest } = changesByRound([{ op: 'added', path: '/result/rounds/1', live: 1 }]);
    expect(byRound.size).toBe(0);
    expect(rest).toHaveLength(1);
  });
});

describe('answerSummary', () => {
  it('reads an elicitation answer as its action and fields', () => {
    expect(answerSummary('elicitation/create', { action: 'accept', content: { dates: 'May 4-9', nights: 5 } })).toBe('accept, dates: "May 4-9", nights: 5');
    expect(answerSummary('elicitation/create', { action: 'decline' })).toBe('decline');
  });

  it('reads a sampling reply as its text, one block or several', () => {
    expect(answerSummary('sampling/createMessage', { role: 'assistant', content: { type: 'text', text: 'Forum at dawn' }, model: 'person' })).toBe('"Forum at dawn"');
    expect(answerSummary('sampling/createMessage', { content: [{ type: 'text', text: 'a' }, { type: 'image' }, { type: 'text', text: 'b' }] })).toBe('"a b"');
  });

  it('reads roots as their URIs, and anything else as compact JSON, cut when long', () => {
    expect(answerSummary('roots/list', { roots: [{ uri: 'file:///work' }, { uri: 'file:///tmp' }] })).toBe('roots: file:///work, file:///tmp');
    expect(answerSummary('roots/list', { roots: [] })).toBe('no roots');
    expect(answerSummary('x/unknown', { a: 1 })).toBe('{"a":1}');
    const long = answerSummary('sampling/createMessage', { content: { type: 'text', text: 'x'.repeat(300) } });
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('round status', () => {
  it('is quiet only when every round is the same, and says what a changed round did', () => {
    expect(allRoundsSame([{ round: 1, inputs: {}, status: 'same' }])).toBe(true);
    expect(allRoundsSame([{ round: 1, inputs: {}, status: 'same' }, { round: 2, inputs: {}, status: 'missing' }])).toBe(false);
    expect(roundStatusWords('changed')).toBe('asked differently');
    expect(roundStatusWords('missing')).toBe('not asked live');
  });
});
