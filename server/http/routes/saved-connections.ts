/**
 * One saved connection at a time (issue 3, section 12): connect to it, save a live connection,
 * rename, delete. The SPA only ever holds masked secrets, so connecting and saving read the real
 * values bridge-side: from the store, and from the live connection (backend.targetOf).
 */
import { Router } from 'express';
import type { NamedConnectRequest, SavedConnections } from '../../../src/core/bridge-api';
import { err, ok, type Result } from '../../../src/core/result';
import { redactTarget } from '../../../src/core/target';
import { parseRenameSaved, parseSaveConnection } from '../../config/body-schemas';
import type { SavedConnectionsStore } from '../../config/saved-connections';
import type { BridgeBackend } from '../../connections/backend';
import { sendResult } from './respond';

export const maskedSaved = (connections: readonly NamedConnectRequest[]): NamedConnectRequest[] =>
  connections.map((connection) => ({ ...connection, target: redactTarget(connection.target) }));

const answer = (saved: Result<NamedConnectRequest[]>): Result<SavedConnections> =>
  saved.ok ? ok({ connections: maskedSaved(saved.value), warnings: [] }) : saved;

export function savedConnectionRoutes(backend: BridgeBackend, store: SavedConnectionsStore): Router {
  const router = Router();

  // Registered before the `:name` routes; it has one segment fewer, so no saved name can shadow it.
  router.post('/config/saved/from-connection', async (req, res) => {
    const request = parseSaveConnection(req.body);
    if (!request.ok) return sendResult(res, request);
    const summary = backend.get(request.value.connectionId);
    const target = backend.targetOf(request.value.connectionId);
    if (!summary.ok) return sendResult(res, summary);
    if (!target.ok) return sendResult(res, target);
    const name = request.value.name ?? summary.value.name;
    sendResult(res, answer(await store.add({ name, target: target.value })), 201);
  });

  router.post('/config/saved/:name/connect', async (req, res) => {
    const saved = await store.load();
    if (!saved.ok) return sendResult(res, saved);
    const entry = saved.value.connections.find((connection) => connection.name === req.params.name);
    if (!entry) return sendResult(res, err('not_found', `No saved connection named "${req.params.name}".`));
    sendResult(res, backend.connect(entry), 201);
  });

  router.post('/config/saved/:name/rename', async (req, res) => {
    const request = parseRenameSaved(req.body);
    if (!request.ok) return sendResult(res, request);
    sendResult(res, answer(await store.rename(req.params.name, request.value.name)));
  });

  router.delete('/config/saved/:name', async (req, res) => {
    sendResult(res, answer(await store.remove(req.params.name)));
  });

  return router;
}
