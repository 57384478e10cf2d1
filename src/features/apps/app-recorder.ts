/**
 * Reports one rendered app's postMessage conversation to the bridge as `app` / `app-csp` records
 * (src/core/wire.ts), in the order it happened. Posts are chained, so the bridge stamps them in
 * that order even when a later post would otherwise overtake an earlier one.
 */
import type { AppRecordInput } from '../../core/bridge-api';
import type { WireMessage } from '../../core/wire';

export interface AppRecorderTarget {
  /** `bridgeClient.recordAppRecords` bound to the connection; undefined where nothing can be recorded. */
  post: ((records: AppRecordInput[]) => Promise<void>) | undefined;
  view: string;
  uri: string;
  /** The seq of the tools/call request record the app renders, once the log has it. */
  callSeq: () => number | undefined;
  /** A post that failed: the app keeps working, the person is told the log misses a message. */
  onError: (error: unknown) => void;
}

export class AppRecorder {
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly target: AppRecorderTarget) {}

  /** Resolves once this record, and every one before it, reached the bridge (or failed). */
  message(dir: 'to-app' | 'from-app', msg: WireMessage): Promise<void> {
    const call = this.target.callSeq();
    return this.enqueue({ kind: 'app', dir, msg, view: this.target.view, uri: this.target.uri, ...(call === undefined ? {} : { call }) });
  }

  cspViolation(directive: string, blockedUri: string): Promise<void> {
    return this.enqueue({ kind: 'app-csp', view: this.target.view, uri: this.target.uri, directive, blockedUri });
  }

  private enqueue(record: AppRecordInput): Promise<void> {
    const post = this.target.post;
    if (post === undefined) return this.last;
    this.last = this.last.then(() => post([record])).catch(this.target.onError);
    return this.last;
  }
}
