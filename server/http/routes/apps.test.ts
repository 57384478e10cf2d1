/** POST /api/connections/:id/app-records over real HTTP: an app's conversation lands in the log and the trace. */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRecordInput, ConnectionSummary, ErrorBody } from '../../../src/core/bridge-api';
import { allRecords, readTrace, waitForState } from '../../connections/test-support';
import { bearer, rawRequest, startTestBridge, type TestBridge } from '../test-bridge';

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');

const appAsked: AppRecordInput = { kind: 'app', dir: 'from-app', view: 'v1', uri: 'ui://demo/app.html', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo' } } };
const blocked: AppRecordInput = { kind: 'app-csp', view: 'v1', uri: 'ui://demo/app.html', directive: 'connect-src', blockedUri: 'https://evil.example' };

describe('app record route', () => {
  let bridge: TestBridge;

  beforeAll(async () => {
    bridge = await startTestBridge({ dev: true });
  });
  afterAll(() => bridge.close());

  async function post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    const headers = { ...bearer(bridge.token), 'content-type': 'application/json' };
    const response = await rawRequest(bridge.port, { method: 'POST', path: `/api${path}`, headers, body: JSON.stringify(body) });
    return { status: response.status, json: JSON.parse(response.body) as unknown };
  }

  it("logs and traces the app's messages in the order posted, stamped by the bridge", async () => {
    const created = await post('/connections', { target: { transport: 'stdio', command: process.execPath, args: [EVERYTHING] } });
    const { id } = created.json as ConnectionSummary;
    const ready = await waitForState(bridge.backend, id, 'ready');

    expect(await post(`/connections/${id}/app-records`, { records: [appAsked, blocked] })).toMatchObject({ status: 200, json: { ok: true } });

    const logged = allRecords(bridge.backend, id).filter((record) => record.kind === 'app' || record.kind === 'app-csp');
    expect(logged).toMatchObject([{ ...appAsked, conn: id }, { ...blocked, conn: id }]);
    expect(logged[1]!.seq).toBe(logged[0]!.seq + 1);
    await post(`/connections/${id}/disconnect`, {});
    const traced = readTrace(ready.tracePath!).filter((line) => line.kind === 'app' || line.kind === 'app-csp');
    expect(traced).toMatchObject([{ dir: 'from-app', msg: appAsked.msg }, { directive: 'connect-src' }]);
  });

  it('refuses malformed records before looking the connection up, and an unknown connection', async () => {
    const bodies = [{}, { records: [] }, { records: [{ ...appAsked, dir: 'sideways' }] }, { records: [{ ...appAsked, view: '' }] }, { records: [{ kind: 'message', dir: 'in', msg: {} }] }];
    for (const body of bodies) {
      const response = await post('/connections/nope/app-records', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.json as ErrorBody).error.code).toBe('bad_request');
    }
    expect((await post('/connections/nope/app-records', { records: [appAsked] })).status).toBe(404);
  });
});
