/**
 * Replay from the UI, the bridge contract part (issue 5, item 5: "`mcpscope replay` … and the same
 * from the UI"). Route (under /api, token required):
 *
 *   POST /api/replay   ReplayRequest -> ReplayResult   (answers when the replay has ended)
 *
 * The bridge replays with the CLI's code (server/replay/replay-trace.ts) on its own connection
 * manager: the replay is a connection named "Replay of <trace>" while it runs, removed afterwards;
 * its session is recorded in the traces directory like every live session (`recordedAs`).
 *
 * Failures: `bad_request` (an unreadable trace, a bad target or ignore path, a code-loading env
 * variable taken from the trace unconfirmed), `not_found` (no such
 * library trace or saved connection), `too_large` (a posted trace over POSTED_TRACE_LIMIT_BYTES:
 * replay it from the library or with `mcpscope replay`), `connect_failed` (the server could not be
 * reached: the CLI's exit 3).
 */
import type { ConnectionTarget } from './bridge-api/connections';
import type { ReplayReport } from './replay/report';

/** A trace of the bridge's library by file name, or the text of one opened in the page (any format mcpscope opens). */
export type ReplayTraceSource = { library: string } | { text: string; fileName: string };

/** What to replay against: a target as for a connection, or a saved connection (its secrets stay bridge-side). */
export type ReplayServer = { target: ConnectionTarget } | { saved: string };

export interface ReplayRequest {
  trace: ReplayTraceSource;
  server: ReplayServer;
  /** JSON pointers or dotted paths, as `mcpscope replay --ignore` takes them (docs/replay.md). */
  ignore?: string[];
  /** How long to wait for the connection and for each answer; the CLI's --timeout. */
  timeoutMs?: number;
  /**
   * Code-loading env variables (src/core/replay/code-loading-env.ts) the person confirmed by name
   * to take from the trace. Without its name here, a target carrying the trace's value of one is
   * refused (`bad_request`) and nothing starts (issue 17, finding 4).
   */
  confirmEnv?: string[];
}

/** What `mcpscope replay --format json` prints, and the replay's own recorded session. */
export interface ReplayResult extends ReplayReport {
  /** The trace's name: the library file name, or the opened file's. */
  trace: string;
  /** The server replayed against, as a connection's display name. */
  server: string;
  /** The library file name of the replay's own session. */
  recordedAs?: string;
}
