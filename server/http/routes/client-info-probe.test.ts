/**
 * The HTTP edge of the client-info probe and of ConnectRequest.clientInfo: a probe starts the
 * user's server again, so it needs the token like every /api route, and a bad clientInfo is
 * refused before anything is started.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../src/core/bridge-api';
import { bearer, rawRequest, startTestBridge, type TestBridge } from '../test-bridge';

describe('client-info routes', () => {
  let bridge: TestBridge;

  beforeAll(async () => {
    bridge = await startTestBridge({ dev: true });
  });
  afterAll(() => bridge.close());

  async function post(path: string, body: unknown, headers = bearer(bridge.token)): Promise<{ status: number; error: ErrorBody['error'] }> {
    const response = await rawRequest(bridge.port, { method: 'POST', path: `/api${path}`, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, error: (JSON.parse(response.body) as ErrorBody).error };
  }

  it('refuses a probe without the token', async () => {
    expect((await post('/connections/c1/client-info-probe', {}, {})).status).toBe(403);
  });

  it('refuses a bad clientInfo on a probe and on a connect, saying what is wrong, and starts nothing', async () => {
    const probe = await post('/connections/c1/client-info-probe', { clientInfo: { name: '' } });
    expect(probe).toMatchObject({ status: 400, error: { code: 'bad_request', message: 'clientInfo.name must be a non-empty string' } });
    const connect = await post('/connections', { target: { transport: 'stdio', command: process.execPath, args: [] }, clientInfo: { name: 'x'.repeat(101) } });
    expect(connect).toMatchObject({ status: 400, error: { code: 'bad_request' } });
    expect(connect.error.message).toContain('at most 100 characters');
    expect(bridge.backend.list()).toEqual([]);
  });
});
