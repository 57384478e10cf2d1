/**
 * What a stdio server wrote on stdout that is not a JSON-RPC message (issue 17, finding 9). A
 * server that prints a banner before answering initialize timed out with "wrote nothing to
 * stderr", and the banner, the real cause, was only in the log. The connection keeps the first
 * lines here, so its failure can quote them and a working session can carry a warning.
 */
import type { BridgeErrorValue, StdoutPollution } from '../../src/core/bridge-api';

/** The first few say what the server does; a chatty one would otherwise fill the card. */
const KEPT_LINES = 3;
const LINE_CHARS = 160;

export class PollutionNotes {
  private lines: string[] = [];
  private count = 0;

  note(raw: string): void {
    this.count += 1;
    if (this.lines.length < KEPT_LINES) this.lines.push(raw.length > LINE_CHARS ? `${raw.slice(0, LINE_CHARS)}…` : raw);
  }

  /** `mask` hides secrets in the quoted lines, for the page (issue 17, finding 2). */
  summary(mask: (line: string) => string): StdoutPollution | undefined {
    return this.count === 0 ? undefined : { lines: this.lines.map(mask), count: this.count };
  }

  /**
   * The failure with its likely cause: the first line, quoted, and where such lines belong. Short,
   * since it is also the lifecycle record's detail; the card quotes every kept line (summary()).
   */
  explain(error: BridgeErrorValue): BridgeErrorValue {
    if (this.count === 0) return error;
    const lines = this.count === 1 ? '' : ` (${this.count} such lines)`;
    return {
      ...error,
      message: `${error.message} Before that, the server wrote on stdout what is not JSON-RPC: ${JSON.stringify(this.lines[0])}${lines}. stdout is reserved for JSON-RPC messages (MCP spec, transports, stdio): have it log to stderr.`,
    };
  }
}
