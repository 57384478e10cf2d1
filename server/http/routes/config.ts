/**
 * mcp.json import/export and saved connections (issue 3, section 12). Secrets (env values, header
 * values, URL passwords) leave the bridge masked unless an export explicitly asks for them.
 */
import { Router } from 'express';
import type { ConfigExportResult, ConfigImportResult, NamedConnectRequest, SavedConnections } from '../../../src/core/bridge-api';
import { exportMcpConfig, parseMcpConfig } from '../../../src/core/mcp-config';
import { ok } from '../../../src/core/result';
import { parseExportQuery, parseImportRequest, parseSavedUpdate } from '../../config/body-schemas';
import { restoreMasked } from '../../config/restore-masked';
import { savedConnectionsStore, type SavedConnectionsStore } from '../../config/saved-connections';
import type { BridgeBackend } from '../../connections/backend';
import { sendResult } from './respond';
import { maskedSaved as masked, savedConnectionRoutes } from './saved-connections';

export interface ConfigRoutesOptions {
  /** Default: connections.json in the user's config directory (server/config/folders.ts). */
  store?: SavedConnectionsStore;
}

export function configRoutes(backend: BridgeBackend, options: ConfigRoutesOptions = {}): Router {
  const router = Router();
  const store = options.store ?? savedConnectionsStore();

  router.post('/config/import', (req, res) => {
    const request = parseImportRequest(req.body);
    if (!request.ok) return sendResult(res, request);
    const parsed = parseMcpConfig(request.value.text);
    if (!parsed.ok) return sendResult(res, parsed);
    const { format, servers, warnings } = parsed.value;
    const connected = [];
    if (request.value.connect) {
      for (const server of servers) {
        const started = backend.connect(server);
        if (started.ok) connected.push(started.value);
        else warnings.push(`server "${server.name}": could not connect: ${started.error.message}`);
      }
    }
    const body: ConfigImportResult = { format, servers: masked(servers), warnings, connected };
    sendResult(res, ok(body), request.value.connect ? 201 : 200);
  });

  router.get('/config/export', (req, res) => {
    const query = parseExportQuery(req.query);
    if (!query.ok) return sendResult(res, query);
    const warnings: string[] = [];
    // Summaries carry masked targets; only an export the user asked secrets for reads the real ones.
    const connections = backend.list().map((summary): NamedConnectRequest => {
      const real = query.value.includeSecrets ? backend.targetOf(summary.id) : undefined;
      return { name: summary.name, target: real?.ok ? real.value : summary.target };
    });
    const body: ConfigExportResult = { text: exportMcpConfig(connections, query.value), warnings };
    sendResult(res, ok(body));
  });

  router.get('/config/saved', async (_req, res) => {
    const saved = await store.load();
    sendResult(res, saved.ok ? ok({ ...saved.value, connections: masked(saved.value.connections) }) : saved);
  });

  router.put('/config/saved', async (req, res) => {
    const update = parseSavedUpdate(req.body);
    if (!update.ok) return sendResult(res, update);
    const saved = await store.update((current) => restoreMasked(update.value, current));
    sendResult(res, saved.ok ? ok<SavedConnections>({ connections: masked(saved.value), warnings: [] }) : saved);
  });

  router.use(savedConnectionRoutes(backend, store));

  return router;
}
