import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../core/bridge-api';
import { callOfRequest, callToShow } from './call-selection';

const call = (id: string, tool: string) => ({ id, tool }) as CallRecord;
const calls = [call('1', 'echo'), call('2', 'add'), call('3', 'echo'), call('4', 'add')];

describe('callToShow', () => {
  it('prefers the chosen call, whatever its tool', () => {
    expect(callToShow(calls, '1', 'add')?.id).toBe('1');
  });

  it('falls back to the newest call of the selected tool', () => {
    expect(callToShow(calls, undefined, 'echo')?.id).toBe('3');
    expect(callToShow(calls, 'gone', 'add')?.id).toBe('4');
  });

  it('is undefined when nothing matches', () => {
    expect(callToShow(calls, undefined, 'other')).toBeUndefined();
    expect(callToShow(calls, undefined, undefined)).toBeUndefined();
    expect(callToShow([], '1', 'echo')).toBeUndefined();
  });
});

describe('callOfRequest', () => {
  const sent = [
    { id: 'a', conn: 'c1', requestId: 4 },
    { id: 'b', conn: 'c2', requestId: 4 },
    { id: 'c', conn: 'c1', requestId: 9, rounds: [{ requestId: 7, retryRequestId: 9 }] },
  ] as CallRecord[];

  it("finds the call of a logged request id on that connection, an MRTR round's id included", () => {
    expect(callOfRequest(sent, { conn: 'c2', requestId: 4 })?.id).toBe('b');
    expect(callOfRequest(sent, { conn: 'c1', requestId: 7 })?.id).toBe('c');
    expect(callOfRequest(sent, { conn: 'c1', requestId: 5 })).toBeUndefined();
  });
});
