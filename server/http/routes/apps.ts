/** POST /connections/:id/app-records: an MCP App's conversation as the SPA saw it (src/core/bridge-api/apps.ts). */
import { Router } from 'express';
import { z } from 'zod';
import type { AppRecordsRequest } from '../../../src/core/bridge-api';
import type { BridgeBackend } from '../../connections/backend';
import { parseWith } from './body-schemas';
import { sendDone } from './respond';

// The app's side of the conversation is untrusted page content: bound what one request may log.
const MAX_RECORDS_PER_REQUEST = 500;
const text = z.string().min(1).max(2_048);

const appMessage = z.object({
  kind: z.literal('app'),
  dir: z.enum(['to-app', 'from-app']),
  msg: z.record(z.string(), z.unknown()),
  view: text,
  uri: text,
  call: z.number().int().positive().optional(),
});

const cspViolation = z.object({ kind: z.literal('app-csp'), view: text, uri: text, directive: text, blockedUri: z.string().max(2_048) });

const appRecords: z.ZodType<AppRecordsRequest> = z.object({
  records: z.array(z.discriminatedUnion('kind', [appMessage, cspViolation])).min(1).max(MAX_RECORDS_PER_REQUEST),
});

export function appRoutes(backend: BridgeBackend): Router {
  const router = Router();

  router.post('/connections/:id/app-records', (req, res) => {
    const request = parseWith(appRecords, req.body);
    sendDone(res, request.ok ? backend.recordAppRecords(req.params.id, request.value.records) : request);
  });

  return router;
}
