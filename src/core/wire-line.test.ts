import { describe, expect, it } from 'vitest';
import { lineFields, oversizeLineFields } from './wire-line';

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
    expect(lineFields(notification)).toEqual({ raw: notification, problem: 'nested 6,001 levels deep (limit 256): kept as the text it arrived as', tooBig: true });
    const answer = `{"jsonrpc":"2.0","id":7,"result":${deep}}`;
    expect(lineFields(answer)).toEqual({ raw: answer, problem: expect.stringMatching(/^nested 6,001 levels/) as unknown, tooBig: true, answers: 7 });
    const shallow = `{"jsonrpc":"2.0","id":"x","result":${'['.repeat(255)}${']'.repeat(255)}}`;
    expect(lineFields(shallow)).toHaveProperty('msg');
  });

  it('keeps an oversize line as its start, and names the response it answers, id first or last (issue 17, finding 3)', () => {
    const limit = 2 ** 20;
    const typescriptStyle = oversizeLineFields({ head: '{"result":{"content":[{"type":"text","text":"xxxx', tail: 'xxxx"}]},"jsonrpc":"2.0","id":7}', bytes: 3_000_000 }, limit);
    expect(typescriptStyle).toEqual({
      raw: '{"result":{"content":[{"type":"text","text":"xxxx…',
      problem: 'a line of 3,000,000 bytes, over the 1 MiB a line may hold: only its start is kept',
      tooBig: true,
      answers: 7,
    });
    expect(oversizeLineFields({ head: '{"jsonrpc":"2.0","id":"a-1","result":{"id":99,"text":"xx', tail: 'xx"},"x":{"id":5}}', bytes: 3_000_000 }, limit).answers).toBe('a-1');
    // A notification, or an id that is only a nested member: nobody to tell.
    expect(oversizeLineFields({ head: '{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"xx', tail: 'xx","id":3}}', bytes: 3_000_000 }, limit).answers).toBeUndefined();
    expect(oversizeLineFields({ head: '{"result":{"text":"xx', tail: 'xx","id":3}}', bytes: 3_000_000 }, limit).answers).toBeUndefined();
  });
});
