import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../src/core/result';
import { sendResult, sendResultAfterTurn, sendStartedCall } from './respond';

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

  it('answers a call on a stdio server within the turn, before the work queued after it (issue 24, B1)', async () => {
    const order: string[] = [];
    // The turn's other work: what an answer held to the end of the turn waited behind.
    setImmediate(() => order.push('rest of the turn'));
    sendStartedCall(notingResponse(order), ok({ id: 'call-1' }), 'stdio');
    await nextTurn();
    expect(order).toEqual(['answered', 'rest of the turn']);
  });

  it('answers a call on an HTTP server once fetch has sent its request', async () => {
    for (const transport of ['http', 'sse'] as const) {
      const order: string[] = [];
      const sending = requestThroughPromises(order);
      sendStartedCall(notingResponse(order), ok({ id: 'call-1' }), transport);
      await sending;
      await nextTurn();
      expect(order).toEqual(['request sent', 'answered']);
    }
  });
});
