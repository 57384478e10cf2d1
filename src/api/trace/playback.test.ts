import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireRecord } from '../../core/wire';
import { Playback } from './playback';

const records: WireRecord[] = [0, 100, 300, 60_300].map((t, index) => ({ seq: index + 1, t, conn: 'c1', kind: 'stderr', line: `line ${index}` }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Playback', () => {
  it('opens at the end, and play from the end starts over at the recorded pace, long silences cut short', () => {
    const playback = new Playback(records);
    expect(playback.getState()).toMatchObject({ position: 4, total: 4, playing: false });
    playback.play();
    expect(playback.getState()).toMatchObject({ position: 0, playing: true });
    vi.advanceTimersByTime(0);
    expect(playback.getState().position).toBe(1);
    vi.advanceTimersByTime(99);
    expect(playback.getState().position).toBe(1);
    vi.advanceTimersByTime(1);
    expect(playback.getState().position).toBe(2);
    vi.advanceTimersByTime(200);
    expect(playback.getState().position).toBe(3);
    // A minute of silence plays in 1.5 s.
    vi.advanceTimersByTime(1_500);
    expect(playback.getState()).toMatchObject({ position: 4, playing: false });
  });

  it('plays four times as fast at 4x, pauses, steps and seeks within bounds', () => {
    const playback = new Playback(records);
    playback.seek(1);
    playback.setSpeed(4);
    playback.play();
    vi.advanceTimersByTime(25);
    expect(playback.getState().position).toBe(2);
    playback.pause();
    vi.advanceTimersByTime(10_000);
    expect(playback.getState()).toMatchObject({ position: 2, playing: false });
    playback.step();
    expect(playback.getState().position).toBe(3);
    playback.seek(99);
    expect(playback.getState().position).toBe(4);
    playback.seek(-5);
    expect(playback.getState().position).toBe(0);
  });

  it('jumps to the end at once when instant', () => {
    const playback = new Playback(records);
    playback.seek(0);
    playback.setSpeed('instant');
    playback.play();
    expect(playback.getState()).toMatchObject({ position: 4, playing: false });
  });
});
