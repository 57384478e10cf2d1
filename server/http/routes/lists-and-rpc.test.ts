/** GET /api/connections/:id/lists/:kind and POST /api/connections/:id/rpc over real HTTP, against server-everything. */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionSummary, ErrorBody, Listing, RpcOutcome } from '../../../src/core/bridge-api';
import { waitForState } from '../../connections/test-support';
import { bearer, rawRequest, startTestBridge, type TestBridge } from '../test-bridge';

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');

describe('list and rpc routes', () => {
  let bridge: TestBridge;

  beforeAll(async () => {
    bridge = await startTestBridge({ dev: true });
  });
  afterAll(() => bridge.close());

  async function api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers = { ...bearer(bridge.token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const response = await rawRequest(bridge.port, { method, path: `/api${path}`, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, json: JSON.parse(response.body) as unknown };
  }

  async function connectEverything(): Promise<string> {
    const created = await api('POST', '/connections', { target: { transport: 'stdio', command: process.execPath, args: [EVERYTHING] } });
    const { id } = created.json as ConnectionSummary;
    await waitForState(bridge.backend, id, 'ready');
    return id;
  }

  it('lists every kind, refuses an unknown kind, and answers plain requests', async () => {
    const id = await connectEverything();

    const templates = await api('GET', `/connections/${id}/lists/resourceTemplates`);
    expect(templates.status).toBe(200);
    expect((templates.json as Listing).items.map((t) => t.uriTemplate)).toContain('demo://resource/dynamic/text/{resourceId}');
    const unknownKind = await api('GET', `/connections/${id}/lists/roots`);
    expect(unknownKind.status).toBe(400);
    expect((unknownKind.json as ErrorBody).error.code).toBe('bad_request');

    const ping = await api('POST', `/connections/${id}/rpc`, { method: 'ping' });
    expect(ping).toMatchObject({ status: 200, json: { status: 'ok', result: {} } });
    expect((ping.json as RpcOutcome).latencyMs).toBeGreaterThan(0);
    // A JSON-RPC error is the server's answer, so the bridge answers 200.
    const unknownPrompt = await api('POST', `/connections/${id}/rpc`, { method: 'prompts/get', params: { name: 'no-such-prompt' } });
    expect(unknownPrompt).toMatchObject({ status: 200, json: { status: 'rpc-error', error: { code: -32602 } } });
    expect(await api('POST', `/connections/${id}/rpc`, { method: 'initialize', params: {} })).toMatchObject({ status: 400, json: { error: { code: 'bad_request' } } });
  });

  it('answers 400 for a malformed body, before looking the connection up, and 404 for an unknown connection', async () => {
    for (const body of [{}, { method: '' }, { method: 'ping', params: [1] }, { method: 'ping', timeoutMs: -1 }]) {
      const response = await api('POST', '/connections/nope/rpc', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.json as ErrorBody).error.code).toBe('bad_request');
    }
    expect((await api('POST', '/connections/nope/rpc', { method: 'ping' })).status).toBe(404);
    expect((await api('GET', '/connections/nope/lists/prompts')).status).toBe(404);
  });
});
