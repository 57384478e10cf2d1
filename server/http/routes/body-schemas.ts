/**
 * Shapes of the request bodies and queries in src/core/bridge-api.ts, checked at the HTTP edge so
 * the backend only ever sees well-formed input. Unknown fields are stripped, not rejected, so an
 * older bridge tolerates a newer SPA.
 */
import { z } from 'zod';
import {
  DEFAULT_CLIENT_FEATURES,
  DEFAULT_CONNECTION_SETTINGS,
  LIST_METHODS,
  type CallRequest,
  type CancelRequest,
  type ClientInfo,
  type ConnectionSettings,
  type ConnectRequest,
  type ListKind,
  type RpcRequest,
} from '../../../src/core/bridge-api';
import type { LogQuery } from '../../connections/backend';
import { DEFAULT_PROBE_CLIENT, validateClientInfo } from '../../../src/core/client-info';
import { err, ok, type Result } from '../../../src/core/result';
import { PROTOCOL_SETTINGS } from '../../../src/core/protocol-era';
import { validateTarget } from '../../../src/core/target';

const positiveMs = z.number().int().positive();

const callOptions = z.object({
  timeoutMs: positiveMs,
  resetTimeoutOnProgress: z.boolean(),
  maxTotalTimeoutMs: positiveMs.optional(),
});

const samplingAutoReplyRule = z.object({
  id: z.string().min(1),
  enabled: z.boolean(),
  match: z.string(),
  reply: z.object({ text: z.string(), model: z.string().min(1, 'model must not be empty'), stopReason: z.string().min(1) }),
});

const connectionSettings = z.object({
  timeouts: callOptions,
  samplingAutoReply: z.array(samplingAutoReplyRule),
  // Absent (an older page): the default. 0 turns the idle ping off.
  livenessPingMs: z.number().int().nonnegative().default(DEFAULT_CONNECTION_SETTINGS.livenessPingMs),
  // Absent: auto (issue 18, src/core/protocol-era.ts).
  protocol: z.enum(PROTOCOL_SETTINGS).optional(),
  // Absent: off (issue 23, server/connections/trace-context.ts).
  traceContext: z.boolean().optional(),
});

// The target itself is checked by src/core/target.ts, the one check the SPA's form shares.
const connectRequest = z.object({
  target: z.unknown(),
  name: z.string().min(1).optional(),
  // Partial: a missing flag keeps its default (DEFAULT_CLIENT_FEATURES), so an older SPA still connects.
  clientFeatures: z
    .object({ sampling: z.boolean(), elicitationForm: z.boolean(), elicitationUrl: z.boolean(), roots: z.boolean(), tasks: z.boolean() })
    .partial()
    .optional(),
  settings: connectionSettings.partial().optional(),
  // Checked by src/core/client-info.ts, which the CLI's --as-client shares.
  clientInfo: z.unknown().optional(),
});

const clientInfoProbeRequest = z.object({ clientInfo: z.unknown().optional() });

const callRequest = z.object({
  tool: z.string().min(1, 'tool must not be empty'),
  arguments: z.record(z.string(), z.unknown()).default({}),
  options: callOptions.partial().optional(),
  task: z.object({ ttlMs: positiveMs.optional() }).optional(),
});

const cancelRequest = z.object({ reason: z.string().optional() });

// Which methods may be sent (not initialize, not notifications) is the backend's rule, not a shape.
const rpcRequest = z.object({
  method: z.string().min(1, 'method must not be empty'),
  params: z.record(z.string(), z.unknown()).optional(),
  timeoutMs: positiveMs.optional(),
  rounds: z.boolean().optional(),
});

/** The log is paged so one request never serializes an unbounded backlog. */
export const MAX_LOG_PAGE = 5000;
const DEFAULT_LOG_PAGE = 1000;

const logQuery = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LOG_PAGE).default(DEFAULT_LOG_PAGE),
  conn: z.string().min(1).optional(),
});

export function parseConnectRequest(body: unknown): Result<ConnectRequest> {
  const parsed = parseWith(connectRequest, body);
  if (!parsed.ok) return parsed;
  const target = validateTarget(parsed.value.target);
  if (!target.ok) return target;
  const { name, clientFeatures, settings } = parsed.value;
  const clientInfo = parsed.value.clientInfo === undefined ? undefined : validateClientInfo(parsed.value.clientInfo);
  if (clientInfo && !clientInfo.ok) return clientInfo;
  return ok({
    target: target.value,
    ...(name === undefined ? {} : { name }),
    ...(clientFeatures === undefined ? {} : { clientFeatures: { ...DEFAULT_CLIENT_FEATURES, ...clientFeatures } }),
    ...(settings === undefined ? {} : { settings: { ...DEFAULT_CONNECTION_SETTINGS, ...settings } }),
    ...(clientInfo === undefined ? {} : { clientInfo: clientInfo.value }),
  });
}

/** The client to list as; no body, or none named, means DEFAULT_PROBE_CLIENT. */
export function parseClientInfoProbeRequest(body: unknown): Result<ClientInfo> {
  const parsed = parseWith(clientInfoProbeRequest, body ?? {});
  if (!parsed.ok) return parsed;
  return parsed.value.clientInfo === undefined ? ok(DEFAULT_PROBE_CLIENT) : validateClientInfo(parsed.value.clientInfo);
}
export const parseConnectionSettings = (body: unknown): Result<ConnectionSettings> => parseWith(connectionSettings, body);
export const parseCallRequest = (body: unknown): Result<CallRequest> => parseWith(callRequest, body);
// The SPA may send no body at all for a cancel without a reason.
export const parseCancelRequest = (body: unknown): Result<CancelRequest> => parseWith(cancelRequest, body ?? {});
export const parseLogQuery = (query: unknown): Result<LogQuery> => parseWith(logQuery, query);
export const parseRpcRequest = (body: unknown): Result<RpcRequest> => parseWith(rpcRequest, body);

export function parseListKind(kind: string): Result<ListKind> {
  if (Object.hasOwn(LIST_METHODS, kind)) return ok(kind as ListKind);
  return err('bad_request', `Unknown list ${JSON.stringify(kind)}; expected one of ${Object.keys(LIST_METHODS).join(', ')}.`);
}

export function parseWith<T>(schema: z.ZodType<T>, input: unknown): Result<T> {
  if (input === undefined) {
    return err('bad_request', 'Expected a JSON body (Content-Type: application/json).');
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  return err('bad_request', `Invalid request: ${problems.join('; ')}`);
}
