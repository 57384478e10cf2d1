/**
 * Playback of an opened trace (issue 5, "Playback for demos"): how far into the recording the
 * screens are, advanced record by record at the recorded pace (1x, 4x) or at once, paused,
 * stepped and sought. Framework-free; the trace client answers from `position` and the page
 * re-reads when it moves (PlaybackSync).
 */
import type { WireRecord } from '../../core/wire';

export type PlaybackSpeed = 1 | 4 | 'instant';

export interface PlaybackState {
  /** How many records have happened: the screens show records 1..position. */
  position: number;
  total: number;
  playing: boolean;
  speed: PlaybackSpeed;
}

/** A long silence in the recording is not worth waiting through in a demo. */
const MAX_GAP_MS = 1_500;

export class Playback {
  private current: PlaybackState;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  /** Opens at the end: the whole session is shown until someone presses play. */
  constructor(private readonly records: readonly WireRecord[]) {
    this.current = { position: records.length, total: records.length, playing: false, speed: 1 };
  }

  getState = (): PlaybackState => this.current;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  play(): void {
    const atEnd = this.current.position >= this.current.total;
    this.update({ playing: true, ...(atEnd ? { position: 0 } : {}) });
    this.schedule();
  }

  pause(): void {
    this.stopTimer();
    this.update({ playing: false });
  }

  step(): void {
    this.pause();
    this.seek(this.current.position + 1);
  }

  seek(position: number): void {
    this.update({ position: Math.max(0, Math.min(this.current.total, Math.round(position))) });
    if (this.current.playing) this.schedule();
  }

  setSpeed(speed: PlaybackSpeed): void {
    this.update({ speed });
    if (this.current.playing) this.schedule();
  }

  /** Records were appended (a recording followed live, follow-trace.ts): a page at the end stays there. */
  grew(): void {
    const atEnd = this.current.position >= this.current.total;
    this.update({ total: this.records.length, ...(atEnd ? { position: this.records.length } : {}) });
  }

  dispose(): void {
    this.stopTimer();
    this.listeners.clear();
  }

  private schedule(): void {
    this.stopTimer();
    const { position, total, speed } = this.current;
    if (position >= total) {
      this.update({ playing: false });
      return;
    }
    if (speed === 'instant') {
      this.update({ position: total, playing: false });
      return;
    }
    const previous = this.records[position - 1];
    const next = this.records[position]!;
    const gap = previous ? Math.min(MAX_GAP_MS, Math.max(0, next.t - previous.t)) : 0;
    this.timer = setTimeout(() => {
      this.update({ position: position + 1 });
      this.schedule();
    }, gap / speed);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private update(change: Partial<PlaybackState>): void {
    this.current = { ...this.current, ...change };
    for (const listener of this.listeners) listener();
  }
}
