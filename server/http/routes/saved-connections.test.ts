/**
 * Saved connections one at a time, on a real bridge (real ConnectionManager, the real demo server,
 * connections.json in a temp dir): the SPA sees masked secrets only, yet a saved connection
 * connects with the real ones and a saved live connection keeps them.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConnectionSummary, SavedConnections } from '../../../src/core/bridge-api';
import { REDACTED } from '../../../src/core/target';
import { demoServerTarget } from '../../demo/target';
import { startTestBridge, type TestBridge } from '../test-bridge';

let bridge: TestBridge;
let configDir: string;

async function api<T>(method: string, route: string, body?: unknown, token = bridge.token): Promise<{ status: number; body: T }> {
  const response = await fetch(`http://127.0.0.1:${bridge.port}/api${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const onDisk = async (): Promise<{ mcpServers: Record<string, { env?: Record<string, string> }> }> =>
  JSON.parse(await readFile(path.join(configDir, 'connections.json'), 'utf8')) as { mcpServers: Record<string, { env?: Record<string, string> }> };

const saved = (name: string) => `/config/saved/${encodeURIComponent(name)}`;

beforeAll(async () => {
  configDir = await mkdtemp(path.join(os.tmpdir(), 'mcpscope-saved-routes-'));
  vi.stubEnv('MCPSCOPE_CONFIG_DIR', configDir);
  bridge = await startTestBridge({ dev: true });
});

afterAll(async () => {
  await bridge.close();
  vi.unstubAllEnvs();
  await rm(configDir, { recursive: true, force: true });
});

describe('saved connections, one at a time', () => {
  const secretTarget = { ...demoServerTarget(), env: { MCPSCOPE_TEST_SECRET: 's3cret' } };

  it('saves a live connection with its real secrets, answering them masked', async () => {
    const live = await api<ConnectionSummary>('POST', '/connections', { name: 'demo live', target: secretTarget });
    expect(live.body.target).toMatchObject({ env: { MCPSCOPE_TEST_SECRET: REDACTED } });

    const { status, body } = await api<SavedConnections>('POST', '/config/saved/from-connection', { connectionId: live.body.id, name: 'demo / saved' });
    expect(status).toBe(201);
    expect(body.connections).toEqual([{ name: 'demo / saved', target: { ...secretTarget, env: { MCPSCOPE_TEST_SECRET: REDACTED } } }]);
    expect(JSON.stringify(body)).not.toContain('s3cret');
    expect((await onDisk()).mcpServers['demo / saved']?.env).toEqual({ MCPSCOPE_TEST_SECRET: 's3cret' });

    // Without a name, the connection's display name is used.
    await api('POST', '/config/saved/from-connection', { connectionId: live.body.id });
    expect(Object.keys((await onDisk()).mcpServers)).toEqual(['demo / saved', 'demo live']);

    const unknown = await api<{ error: { code: string } }>('POST', '/config/saved/from-connection', { connectionId: 'c999' });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'not_found']);
  });

  it('connects a saved connection with the saved secret, not the mask', async () => {
    const { status, body } = await api<ConnectionSummary>('POST', `${saved('demo / saved')}/connect`);
    expect(status).toBe(201);
    expect(body.name).toBe('demo / saved');
    expect(body.target).toMatchObject({ env: { MCPSCOPE_TEST_SECRET: REDACTED } });
    const real = bridge.backend.targetOf(body.id);
    expect(real.ok && real.value).toMatchObject({ env: { MCPSCOPE_TEST_SECRET: 's3cret' } });
    await vi.waitFor(() => expect(bridge.backend.get(body.id)).toMatchObject({ ok: true, value: { state: 'ready' } }), { timeout: 20_000, interval: 200 });

    expect((await api('POST', `${saved('nothing here')}/connect`)).status).toBe(404);
  });

  it('renames in place, keeping the secret, and refuses a taken or missing name', async () => {
    const renamed = await api<SavedConnections>('POST', `${saved('demo / saved')}/rename`, { name: 'demo renamed' });
    expect(renamed.body.connections.map((c) => c.name)).toEqual(['demo renamed', 'demo live']);
    expect((await onDisk()).mcpServers['demo renamed']?.env).toEqual({ MCPSCOPE_TEST_SECRET: 's3cret' });

    const taken = await api<{ error: { message: string } }>('POST', `${saved('demo renamed')}/rename`, { name: 'demo live' });
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toContain('"demo live" already exists');
    expect((await api('POST', `${saved('gone')}/rename`, { name: 'x' })).status).toBe(404);
    expect((await api('POST', `${saved('demo renamed')}/rename`, { name: '  ' })).status).toBe(400);
  });

  it('deletes by name, and says so when the name is unknown', async () => {
    const deleted = await api<SavedConnections>('DELETE', saved('demo renamed'));
    expect(deleted.body.connections.map((c) => c.name)).toEqual(['demo live']);
    expect(Object.keys((await onDisk()).mcpServers)).toEqual(['demo live']);
    expect((await api('DELETE', saved('demo renamed'))).status).toBe(404);
  });

  it('needs the token like every /api route', async () => {
    expect((await api('POST', `${saved('demo live')}/connect`, undefined, 'wrong')).status).toBe(403);
    expect((await api('DELETE', saved('demo live'), undefined, 'wrong')).status).toBe(403);
    expect(Object.keys((await onDisk()).mcpServers)).toEqual(['demo live']);
  });
});
