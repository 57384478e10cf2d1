import { describe, expect, it } from 'vitest';
import { lineFields } from './wire-line';

describe('lineFields', () => {
  it('reads a message, a non-JSON-RPC object, and pollution naming its stream', () => {
    expect(lineFields('{"jsonrpc":"2.0","method":"x"}')).toEqual({ msg: { jsonrpc: '2.0', method: 'x' } });
    expect(lineFields('{"method":"x"}')).toEqual({ msg: { method: 'x' }, problem: 'not valid JSON-RPC: missing "jsonrpc": "2.0"' });
    expect(lineFields('hello', 'on stdin')).toEqual({ raw: 'hello', problem: 'not JSON: protocol pollution on stdin' });
    expect(lineFields('42')).toEqual({ raw: '42', problem: 'JSON but not an object: protocol pollution on stdout' });
    expect(lineFields('[]')).toMatchObject({ raw: '[]', problem: expect.stringContaining('batches') as unknown });
  });

  it('keeps a message nested past the limit as the text it arrived as, naming the request it answers', () => {
    const deep = `${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}`;
    const notification = `{"jsonrpc":"2.0","method":"notifications/message","params":${deep}}`;
    expect(lineFields(notification)).toEqual({ raw: notification, problem: 'nested 6,001 levels deep (limit 256): kept as the text it arrived as', tooDeep: true });
    const answer = `{"jsonrpc":"2.0","id":7,"result":${deep}}`;
    expect(lineFields(answer)).toEqual({ raw: answer, problem: expect.stringMatching(/^nested 6,001 levels/) as unknown, tooDeep: true, answers: 7 });
    const shallow = `{"jsonrpc":"2.0","id":"x","result":${'['.repeat(255)}${']'.repeat(255)}}`;
    expect(lineFields(shallow)).toHaveProperty('msg');
  });
});
