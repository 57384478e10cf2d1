/**
 * The Check tab's bridge route (issue 18, item 7), token-guarded like every /api route:
 *   POST /api/connections/:id/check  CheckRunRequest -> CheckReport
 * It checks the connection's own target (the command or URL the person configured), nothing else.
 */
export interface CheckRunRequest {
  /** Tools the check may call besides those marked readOnlyHint. */
  calls?: string[];
  /** Run the official conformance suite (npx and the network, HTTP only). */
  conformance?: boolean;
  /** The server is meant to refuse 2025-era clients. */
  modernOnly?: boolean;
}
