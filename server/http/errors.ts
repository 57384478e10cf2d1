/**
 * The one place where bridge error values become HTTP responses. Routes and middlewares return
 * or produce `BridgeErrorValue`s (STYLE.md 5); this file picks the status code.
 */
import type { Response } from 'express';
import type { BridgeErrorCode, BridgeErrorValue, ErrorBody } from '../../src/core/bridge-api';

const STATUS_BY_CODE: Record<BridgeErrorCode, number> = {
  // The acceptance list asks for 403 on a missing token, so `unauthorized` is 403, not 401.
  unauthorized: 403,
  forbidden_origin: 403,
  forbidden_host: 403,
  not_found: 404,
  bad_request: 400,
  not_connected: 409,
  // The MCP server (not the bridge) failed: a gateway error.
  spawn_failed: 502,
  connect_failed: 502,
  server_exited: 502,
  connection_closed: 502,
  server_unreachable: 502,
  http_refused: 502,
  invalid_response: 502,
  timed_out: 504,
  task_failed: 502,
  // Only the SPA's trace client produces it; listed so the map stays total.
  read_only: 409,
  too_large: 413,
  // Issue 7: the MCP server wants a sign-in (the user has to act) or its OAuth flow failed.
  auth_required: 401,
  auth_failed: 502,
  internal: 500,
};

export function statusForCode(code: BridgeErrorCode): number {
  return STATUS_BY_CODE[code];
}

export function sendError(res: Response, error: BridgeErrorValue, status = statusForCode(error.code)): void {
  const body: ErrorBody = { error };
  res.status(status).json(body);
}
