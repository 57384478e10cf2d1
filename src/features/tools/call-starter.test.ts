import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallRecord, CallRequest } from '../../core/bridge-api';
import { CallStarter } from './call-starter';

const REQUEST: CallRequest = { tool: 'echo', arguments: { message: 'hi' } };
const RECORD = { id: 'call-1', conn: 'c1', tool: 'echo', status: 'running' } as CallRecord;

/** A bridge whose answers to POST /calls the test gives by hand. */
function handAnsweredBridge() {
  const pending: { resolve: (record: CallRecord) => void; reject: (error: Error) => void }[] = [];
  return {
    start: vi.fn((_request: CallRequest) => new Promise<CallRecord>((resolve, reject) => void pending.push({ resolve, reject }))),
    answer: (record: CallRecord) => pending.shift()!.resolve(record),
    refuse: (message: string) => pending.shift()!.reject(new Error(message)),
  };
}

function setUp() {
  const bridge = handAnsweredBridge();
  const merged: CallRecord[] = [];
  const starter = new CallStarter(new QueryClient(), { start: bridge.start, onStarted: (record) => merged.push(record) });
  const told = vi.fn();
  starter.subscribe(told);
  return { bridge, merged, starter, told };
}

/** react-query's promise chain, then its scheduler (a timer outside the page's frame queue). */
const settle = () => vi.advanceTimersByTimeAsync(1);

describe('CallStarter', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('tells the screen nothing when a start begins, and once when the bridge answers it', async () => {
    const { bridge, merged, starter, told } = setUp();
    starter.run(REQUEST);
    await settle();
    expect(starter.current().isPending).toBe(true);
    expect(told).not.toHaveBeenCalled();

    bridge.answer(RECORD);
    await settle();
    expect(told).toHaveBeenCalledTimes(1);
    expect(starter.current().data).toEqual(RECORD);
    expect(merged).toEqual([RECORD]);
  });

  it('tells the screen when the bridge refuses a start, with the reason', async () => {
    const { bridge, starter, told } = setUp();
    starter.run(REQUEST);
    await settle();
    bridge.refuse('connection c1 is not ready');
    await settle();
    expect(told).toHaveBeenCalledTimes(1);
    expect(starter.current().error?.message).toBe('connection c1 is not ready');
  });

  it('ignores a second Run while a start is in flight, and sends the next one once it is answered', async () => {
    const { bridge, starter } = setUp();
    starter.run(REQUEST);
    starter.run(REQUEST);
    await settle();
    expect(bridge.start).toHaveBeenCalledTimes(1);
    bridge.answer(RECORD);
    await settle();
    starter.run(REQUEST);
    await settle();
    expect(bridge.start).toHaveBeenCalledTimes(2);
  });

  it('shows "Starting…" for a start still waiting after 100 ms, and tells the screen then', async () => {
    const { bridge, starter, told } = setUp();
    starter.run(REQUEST);
    await vi.advanceTimersByTimeAsync(99);
    expect(starter.startingShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(starter.startingShown()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);

    bridge.answer(RECORD);
    await settle();
    expect(starter.startingShown()).toBe(false);
  });

  it('never shows "Starting…" for a start answered within 100 ms', async () => {
    const { bridge, starter, told } = setUp();
    starter.run(REQUEST);
    await vi.advanceTimersByTimeAsync(10);
    bridge.answer(RECORD);
    await vi.advanceTimersByTimeAsync(200);
    expect(starter.startingShown()).toBe(false);
    expect(told).toHaveBeenCalledTimes(1);
  });
});
