/**
 * Connection lifecycle routes. POST /api/connections is the only route in the bridge that can
 * start a process, and like every /api route it sits behind the token check.
 */
import { Router } from 'express';
import type { BridgeBackend } from '../../connections/backend';
import { z } from 'zod';
import { parseConnectionSettings, parseConnectRequest, parseWith } from './body-schemas';
import { sendDone, sendResult } from './respond';

/** PUT /connections/:id/watched-resources: the URIs whose resources/updated the listen stream asks for. */
const watchedResourcesBody = z.object({ uris: z.array(z.string().min(1)).max(100) });

export function connectionRoutes(backend: BridgeBackend): Router {
  const router = Router();

  router.get('/connections', (_req, res) => {
    res.json(backend.list());
  });

  router.post('/connections', (req, res) => {
    const request = parseConnectRequest(req.body);
    sendResult(res, request.ok ? backend.connect(request.value) : request, 201);
  });

  router.get('/connections/:id', (req, res) => {
    sendResult(res, backend.get(req.params.id));
  });

  router.post('/connections/:id/reconnect', async (req, res) => {
    sendResult(res, await backend.reconnect(req.params.id));
  });

  router.post('/connections/:id/disconnect', async (req, res) => {
    sendResult(res, await backend.disconnect(req.params.id));
  });

  router.put('/connections/:id/settings', (req, res) => {
    const settings = parseConnectionSettings(req.body);
    sendResult(res, settings.ok ? backend.setSettings(req.params.id, settings.value) : settings);
  });

  router.get('/connections/:id/list-changes', (req, res) => {
    sendResult(res, backend.listChanges(req.params.id));
  });

  router.put('/connections/:id/watched-resources', (req, res) => {
    const uris = parseWith(watchedResourcesBody, req.body);
    sendResult(res, uris.ok ? backend.watchResources(req.params.id, uris.value.uris) : uris);
  });

  router.delete('/connections/:id', async (req, res) => {
    sendDone(res, await backend.remove(req.params.id));
  });

  return router;
}
