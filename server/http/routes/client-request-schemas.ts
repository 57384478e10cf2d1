/**
 * Shapes of the client-request and roots bodies (src/core/bridge-api.ts). Only the envelope is
 * checked here: whether a result is a valid CreateMessageResult or ElicitResult depends on the
 * request it answers, which the connection layer knows.
 */
import { z } from 'zod';
import type { ClientRequestAnswer, RootsState } from '../../../src/core/bridge-api';
import { err, ok, type Result } from '../../../src/core/result';

const clientRequestAnswer = z.union([
  z.object({ result: z.record(z.string(), z.unknown()) }).strict(),
  z.object({ error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }) }).strict(),
]);

const rootsState = z.object({
  roots: z.array(
    z.object({
      uri: z.string().refine((uri) => URL.canParse(uri), 'must be a valid URI (file:// recommended)'),
      name: z.string().optional(),
    }),
  ),
});

export const parseClientRequestAnswer = (body: unknown): Result<ClientRequestAnswer> =>
  parseWith(clientRequestAnswer, body, 'Expected {"result": {...}} or {"error": {"code", "message"}}.');
export const parseRootsState = (body: unknown): Result<RootsState> => parseWith(rootsState, body);

function parseWith<T>(schema: z.ZodType<T>, input: unknown, hint = ''): Result<T> {
  if (input === undefined) return err('bad_request', 'Expected a JSON body (Content-Type: application/json).');
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  return err('bad_request', `Invalid request: ${problems.join('; ')}${hint ? ` ${hint}` : ''}`);
}
