/**
 * What a server wrote outside the protocol in one session, for the crash and failure cards: the
 * last lines of its stderr, and what it wrote on stdout that is not JSON-RPC (stdout-pollution.ts).
 * The full output is in the log and the trace.
 */
import type { BridgeErrorValue, ConnectionSummary } from '../../src/core/bridge-api';
import { PollutionNotes } from './stdout-pollution';

/** Enough to see why a server died. */
const STDERR_TAIL_LINES = 50;

export class ServerOutput {
  private readonly stderrTail: string[] = [];
  private readonly pollution = new PollutionNotes();

  stderr(line: string): void {
    this.stderrTail.push(line);
    if (this.stderrTail.length > STDERR_TAIL_LINES) this.stderrTail.shift();
  }

  stdoutPollution(raw: string): void {
    this.pollution.note(raw);
  }

  /** Before ready, a banner on stdout is the likely reason initialize got no answer (issue 17, finding 9). */
  explain(error: BridgeErrorValue): BridgeErrorValue {
    return this.pollution.explain(error);
  }

  /** `mask` hides secrets in what the server printed, for the page (issue 17, finding 2). */
  summary(mask: (line: string) => string): Pick<ConnectionSummary, 'stderrTail' | 'stdoutPollution'> {
    return { stderrTail: this.stderrTail.map(mask), stdoutPollution: this.pollution.summary(mask) };
  }
}
