import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectToDemo, type DemoConnection } from './demo-connection';

let demo: DemoConnection;
beforeEach(async () => {
  demo = await connectToDemo();
});
afterEach(async () => {
  await demo.close();
});

function progressOnTheWire(messages: JSONRPCMessage[]): unknown[] {
  return messages.filter((message) => 'method' in message && message.method === 'notifications/progress').map((message) => 'params' in message && message.params);
}

describe('slow_operation', () => {
  it('reports each step as progress and then completes', async () => {
    const result = await demo.client.callTool({ name: 'slow_operation', arguments: { steps: 3, stepMs: 10 } }, {
      onprogress: () => {}, // asking for progress makes the client attach a progressToken
    });
    // Read from the wire: the SDK Client may drop the last progress notification when it arrives in
    // the same chunk as the response (it handles notifications a microtask later than responses).
    expect(progressOnTheWire(demo.received)).toEqual(
      [1, 2, 3].map((step) => ({ progressToken: expect.anything() as unknown, progress: step, total: 3, message: `Step ${step} of 3` })),
    );
    expect(result.content).toEqual([{ type: 'text', text: 'Completed 3 steps' }]);
  });

  it('stops working when the call is cancelled, and says so on stderr', async () => {
    const cancel = new AbortController();
    const call = demo.client.callTool({ name: 'slow_operation', arguments: { steps: 10, stepMs: 300 } }, {
      signal: cancel.signal,
      onprogress: (update) => {
        if (update.progress === 1) cancel.abort('user pressed cancel');
      },
    });
    await expect(call).rejects.toThrow(/user pressed cancel/);

    const line = await demo.waitForStderr(/^slow_operation: cancelled/);
    const match = /^slow_operation: cancelled at step (\d+) of 10 \(reason: user pressed cancel\)$/.exec(line);
    expect(match).not.toBeNull();
    const stoppedAt = Number(match?.[1]);
    // A full round trip after the stderr line: any progress sent before it would arrive first.
    await demo.client.callTool({ name: 'echo', arguments: { message: 'still alive' } });
    expect(progressOnTheWire(demo.received)).toHaveLength(stoppedAt - 1);
    expect(demo.received.some((message) => 'result' in message && JSON.stringify(message.result).includes('Completed'))).toBe(false);
  });
});
