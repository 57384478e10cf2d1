import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { BridgeEvent, CallRecord } from '../../../src/core/bridge-api';
import { EventWrites } from './event-writes';
import { eventFrame } from './events';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const running: CallRecord = { id: 'call-1', conn: 'c1', tool: 'echo', arguments: { text: 'hi' }, options: { timeoutMs: 60_000, resetTimeoutOnProgress: false }, status: 'running', startedAt: 1 };
const started: BridgeEvent = { type: 'call', call: running };
const ended: BridgeEvent = { type: 'call', call: { ...running, status: 'ok', endedAt: 2, result: { content: [{ type: 'text', text: 'hi' }] } } };

function stream(): { writes: string[]; events: EventWrites } {
  const writes: string[] = [];
  return { writes, events: new EventWrites({ write: (text) => writes.push(text) }, eventFrame) };
}

it("sends a call's start and its end in one write when the call ends within a frame, start first", () => {
  const { writes, events } = stream();
  events.send(started);
  expect(writes).toEqual([]);
  events.send(ended);
  expect(writes).toEqual([eventFrame(started) + eventFrame(ended)]);
  vi.advanceTimersByTime(1_000);
  expect(writes).toHaveLength(1);
});

it('still sends the start of a call that is not over after a frame, so every tab shows it running', () => {
  const { writes, events } = stream();
  events.send(started);
  vi.advanceTimersByTime(16);
  expect(writes).toEqual([eventFrame(started)]);
  events.send(ended);
  expect(writes).toEqual([eventFrame(started), eventFrame(ended)]);
});

it('writes any other event at once, after the starts that waited, in the order they happened', () => {
  const { writes, events } = stream();
  const connection: BridgeEvent = { type: 'connection-removed', id: 'c2' };
  events.send(connection);
  expect(writes).toEqual([eventFrame(connection)]);
  events.send(started);
  events.send(connection);
  expect(writes).toEqual([eventFrame(connection), eventFrame(started) + eventFrame(connection)]);
});

it('drops what waits when the stream closes, and writes nothing afterwards', () => {
  const { writes, events } = stream();
  events.send(started);
  events.close();
  vi.advanceTimersByTime(1_000);
  expect(writes).toEqual([]);
});
