/** The wire to a ConnectionTarget, for the CLI and the bridge route alike. */
import type { ConnectionTarget } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';
import { httpWire } from './http-wire';
import { stdioWire } from './stdio-wire';
import type { Wire } from './wire';

export function wireFor(target: ConnectionTarget, timeoutMs: number): Result<Wire> {
  if (target.transport === 'stdio') return ok(stdioWire(target, timeoutMs));
  if (target.transport === 'sse') return err('bad_request', 'The HTTP+SSE transport predates 2026-07-28: check a Streamable HTTP endpoint.');
  return ok(httpWire(target.url, target.headers ?? {}, timeoutMs));
}
