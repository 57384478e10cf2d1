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
});
