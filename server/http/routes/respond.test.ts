import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../src/core/result';
import { sendResult, sendResultAfterTurn } from './respond';

/** A response that notes when it was answered, in `order`. */
function notingResponse(order: string[]): Response {
  const res = { status: () => res, json: () => order.push('answered') };
  return res as unknown as Response;
}

/** What fetch does before a request leaves: a chain of promise callbacks, then the write. */
async function requestThroughPromises(order: string[]): Promise<void> {
  for (let hop = 0; hop < 20; hop++) await Promise.resolve();
  order.push('request sent');
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('answering a started call', () => {
  it('answers after the request the turn queued has left (issue 24, B11)', async () => {
    const order: string[] = [];
    const sending = requestThroughPromises(order);
    sendResultAfterTurn(notingResponse(order), ok({ id: 'call-1' }), 202);
    await sending;
    await nextTurn();
    expect(order).toEqual(['request sent', 'answered']);
  });

  it('answers at once where nothing is waited for', async () => {
    const order: string[] = [];
    const sending = requestThroughPromises(order);
    sendResult(notingResponse(order), ok({ id: 'call-1' }), 202);
    await sending;
    expect(order).toEqual(['answered', 'request sent']);
  });
});
