/**
 * The body of POST /api/replay (src/core/replay-api.ts), checked at the HTTP edge like every other
 * body (body-schemas.ts): the target by the same check a connection's gets (src/core/target.ts),
 * the ignore paths by the parser `mcpscope replay --ignore` uses.
 */
import { z } from 'zod';
import type { ConnectionTarget } from '../../../src/core/bridge-api';
import { parseIgnorePath, type IgnorePath } from '../../../src/core/replay/ignore';
import type { ReplayTraceSource } from '../../../src/core/replay-api';
import { ok, type Result } from '../../../src/core/result';
import { validateTarget } from '../../../src/core/target';
import { parseWith } from './body-schemas';

/** The CLI's default (server/cli/parse-replay.ts); at most ten minutes, so a forgotten replay ends. */
const DEFAULT_TIMEOUT_MS = 30_000;
const MAX_TIMEOUT_MS = 600_000;

// `saved` and `library` first: z.unknown() would let `{ saved }` pass as a target-less `{ target }`.
const replayRequest = z.object({
  trace: z.union([z.object({ library: z.string().min(1) }), z.object({ text: z.string().min(1, 'the trace is empty'), fileName: z.string().min(1).max(255) })]),
  server: z.union([z.object({ saved: z.string().min(1) }), z.object({ target: z.unknown() })]),
  ignore: z.array(z.string()).max(200).default([]),
  timeoutMs: z.number().int().positive().max(MAX_TIMEOUT_MS).default(DEFAULT_TIMEOUT_MS),
  confirmEnv: z.array(z.string()).max(200).default([]),
});

export interface ParsedReplayRequest {
  trace: ReplayTraceSource;
  server: { target: ConnectionTarget } | { saved: string };
  ignore: IgnorePath[];
  timeoutMs: number;
  confirmEnv: string[];
}

export function parseReplayRequest(body: unknown): Result<ParsedReplayRequest> {
  const parsed = parseWith(replayRequest, body);
  if (!parsed.ok) return parsed;
  const { trace, server, timeoutMs, confirmEnv } = parsed.value;
  let checked: ParsedReplayRequest['server'];
  if ('saved' in server) checked = { saved: server.saved };
  else {
    const target = validateTarget(server.target);
    if (!target.ok) return target;
    checked = { target: target.value };
  }
  const ignore: IgnorePath[] = [];
  for (const text of parsed.value.ignore) {
    const rule = parseIgnorePath(text);
    if (!rule.ok) return rule;
    ignore.push(rule.value);
  }
  return ok({ trace, server: checked, ignore, timeoutMs, confirmEnv });
}
