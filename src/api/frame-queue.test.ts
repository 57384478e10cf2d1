import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFrameQueue, frameOrTimeout, FRAME_WAIT_LIMIT_MS } from './frame-queue';

/** Frames the test draws by hand, standing in for requestAnimationFrame. */
function manualFrames() {
  const requested: (() => void)[] = [];
  return {
    request: (run: () => void) => void requested.push(run),
    draw: () => requested.splice(0).forEach((run) => run()),
    get requested() {
      return requested.length;
    },
  };
}

describe('createFrameQueue', () => {
  it('runs everything queued before a frame in that frame, oldest first, asking for one frame', () => {
    const frames = manualFrames();
    const schedule = createFrameQueue(frames.request);
    const ran: string[] = [];
    schedule(() => ran.push('start answered'));
    schedule(() => ran.push('call ended'));
    expect(ran).toEqual([]);
    expect(frames.requested).toBe(1);
    frames.draw();
    expect(ran).toEqual(['start answered', 'call ended']);
  });

  it('runs what its callbacks queue in the same frame, so a cache write\'s notifications are not a frame late', () => {
    const frames = manualFrames();
    const schedule = createFrameQueue(frames.request);
    const ran: string[] = [];
    schedule(() => {
      ran.push('write');
      schedule(() => ran.push('notify'));
    });
    frames.draw();
    expect(ran).toEqual(['write', 'notify']);
    expect(frames.requested).toBe(0);
  });

  it('leaves what is queued after a frame ran for the next one', () => {
    const frames = manualFrames();
    const schedule = createFrameQueue(frames.request);
    const ran: string[] = [];
    schedule(() => ran.push('first'));
    frames.draw();
    schedule(() => ran.push('second'));
    expect(ran).toEqual(['first']);
    expect(frames.requested).toBe(1);
    frames.draw();
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs the other callbacks when one throws, then throws its error', () => {
    const frames = manualFrames();
    const schedule = createFrameQueue(frames.request);
    const ran: string[] = [];
    schedule(() => {
      throw new Error('listener failed');
    });
    schedule(() => ran.push('next listener'));
    expect(() => frames.draw()).toThrow('listener failed');
    expect(ran).toEqual(['next listener']);
    // The queue is usable afterwards.
    schedule(() => ran.push('later'));
    frames.draw();
    expect(ran).toEqual(['next listener', 'later']);
  });
});

describe('frameOrTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('runs on the next animation frame, once, and not again when the fallback timer is due', () => {
    vi.useFakeTimers();
    const frames = manualFrames();
    const run = vi.fn();
    frameOrTimeout(frames.request)(run);
    expect(run).not.toHaveBeenCalled();
    frames.draw();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs on the timer when no frame comes in time (a loading or hidden page), and not again on a later frame', () => {
    vi.useFakeTimers();
    const frames = manualFrames();
    const run = vi.fn();
    frameOrTimeout(frames.request)(run);
    vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    frames.draw();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
