/**
 * An opened library trace that is still being recorded grows as the recorder writes (issue 5,
 * item 7: "when the UI is open, shows the traffic live"). The bridge streams the lines appended
 * after the text the page read (GET /api/traces/:name/follow, src/core/traces-api.ts); each becomes
 * a record at the end of the opened trace, and the playback, kept at the end, moves with them, so
 * every screen updates as the host talks to the server (PlaybackSync).
 *
 * Lines are gathered and appended once per animation frame, like the live message log: a burst
 * of a thousand lines costs one re-read of the screens, not a thousand. Framework-free; the React
 * side is use-follow-trace.ts.
 */
import { createParser } from 'eventsource-parser';
import { checkRecord } from '../../core/traces/record-shape';
import type { Trace } from '../../core/traces/trace';
import type { TraceFollowEnd, TraceFollowEvent } from '../../core/traces-api';
import type { WireRecord } from '../../core/wire';
import { retryDelay } from '../event-stream';
import type { FrameScheduler } from '../message-store';

export type FollowState =
  | { status: 'following'; records: number }
  | { status: 'retrying'; records: number; error: string }
  | { status: 'ended'; records: number; reason: TraceFollowEnd };

export interface TraceFollowOptions {
  trace: Trace;
  /** The byte after the last complete line of the text the trace was read from (splitAtLastLine). */
  from: number;
  open: (from: number, signal: AbortSignal) => Promise<Response>;
  /** Called once per frame that appended records. */
  onGrow: () => void;
  schedule: FrameScheduler;
}

/**
 * A recording's text cut after its last `\n`: the line being written when it was read is not a
 * torn line, it is the next one, and the follow stream sends it whole.
 */
export function splitAtLastLine(text: string): { text: string; bytes: number } {
  const complete = text.slice(0, text.lastIndexOf('\n') + 1);
  return { text: complete, bytes: new TextEncoder().encode(complete).length };
}

export class TraceFollow {
  private state: FollowState;
  private readonly listeners = new Set<() => void>();
  private readonly stopped = new AbortController();
  private pending: WireRecord[] = [];
  private offset: number;
  private readonly startedAt: number;

  constructor(private readonly options: TraceFollowOptions) {
    this.offset = options.from;
    this.startedAt = Date.parse(options.trace.header.createdAt);
    this.state = { status: 'following', records: options.trace.records.length };
  }

  getState = (): FollowState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): this {
    void this.run();
    return this;
  }

  stop(): void {
    this.stopped.abort();
    this.listeners.clear();
  }

  private async run(): Promise<void> {
    for (let attempt = 1; !this.stopped.signal.aborted && !this.ended(); attempt++) {
      try {
        const from = this.offset;
        await this.readOnce();
        // A stream that made progress before it dropped retries at once.
        if (this.offset > from) attempt = 0;
        if (!this.ended()) throw new Error('the bridge closed the stream before the recording ended');
      } catch (error) {
        if (this.stopped.signal.aborted) return;
        this.setState({ status: 'retrying', records: this.state.records, error: (error as Error).message });
        await new Promise((resolve) => setTimeout(resolve, retryDelay(Math.max(1, attempt))));
      }
    }
  }

  private ended(): boolean {
    return this.state.status === 'ended';
  }

  private async readOnce(): Promise<void> {
    const response = await this.options.open(this.offset, this.stopped.signal);
    if (!response.ok || !response.body) throw new Error(`following the trace failed with HTTP ${response.status}`);
    if (this.state.status === 'retrying') this.setState({ status: 'following', records: this.state.records });
    const parser = createParser({ onEvent: (message) => this.onEvent(JSON.parse(message.data) as TraceFollowEvent) });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  }

  private onEvent(event: TraceFollowEvent): void {
    if (event.type === 'end') {
      this.flush();
      this.setState({ status: 'ended', records: this.options.trace.records.length, reason: event.reason });
      return;
    }
    // After a reconnect the bridge starts where we asked; anything older was already taken.
    if (event.from !== this.offset) return;
    this.offset = event.to;
    const wasEmpty = this.pending.length === 0;
    for (const line of event.lines) {
      // Numbered 1..n in file order, continuing the reader's numbering (docs/trace-format.md).
      const record = this.parse(line, this.options.trace.records.length + this.pending.length + 1);
      if (record) this.pending.push(record);
    }
    if (wasEmpty && this.pending.length > 0) this.options.schedule(() => this.flush());
  }

  /** A line as the reader reads it (read-jsonl.ts); one that does not fit is skipped with a warning, not fatal mid-session. */
  private parse(line: string, seq: number): WireRecord | undefined {
    let checked: ReturnType<typeof checkRecord>;
    try {
      checked = checkRecord(JSON.parse(line), this.startedAt);
    } catch {
      checked = { ok: false, expected: 'expected a JSON object' };
    }
    if (checked.ok) return { ...checked.record, seq };
    this.options.trace.warnings.push(`a line recorded while following was skipped: ${checked.expected}`);
    return undefined;
  }

  private flush(): void {
    if (this.pending.length === 0 || this.stopped.signal.aborted) return;
    // One by one: spreading a large backlog into push() would exceed the argument limit.
    for (const record of this.pending) this.options.trace.records.push(record);
    this.pending = [];
    this.options.onGrow();
    this.setState({ ...this.state, records: this.options.trace.records.length });
  }

  private setState(state: FollowState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
