/**
 * The session and its wire log.
 *
 *   GET    /api/session                          -> SessionInfo
 *   GET    /api/log?after=<seq>&limit=<n>&conn=<id> -> LogPage
 *   GET    /api/log/:seq/message                       -> MessageRecord (whole, of a clipped message)
 */
import type { WireRecord } from '../wire';

export interface LogPage {
  records: WireRecord[];
  /** Pass as `after` to continue; equals the last record's seq, or the request's `after`. */
  lastSeq: number;
  /** True when more records exist after this page. */
  more: boolean;
}

/** How a command line typed as one string splits into words on the bridge's OS (issue 19, item 6). */
export type CommandLineStyle = 'posix' | 'windows';

export interface SessionInfo {
  version: string;
  /** The newest seq in the log when the session info was produced. */
  lastSeq: number;
  tracesDir: string;
  /** 'windows' on a Windows bridge, where `C:\srv\server.js` keeps its backslashes. Absent: posix. */
  commandLines?: CommandLineStyle;
  /**
   * The origin of the bridge's MCP Apps sandbox proxy (issue 21): a second listener the SPA frames
   * apps through, so an app never shares the inspector's origin. Absent: this bridge hosts no apps.
   */
  appSandbox?: string;
}
