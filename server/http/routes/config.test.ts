/**
 * The /api/config routes on a real bridge (real ConnectionManager, the real demo server, the saved
 * connections file in a temp dir). The acceptance line: a Claude Desktop file and a VS Code file
 * import correctly, and an export re-imports to the same connections.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConfigExportResult, ConfigImportResult, ConnectionSummary, SavedConnections } from '../../../src/core/bridge-api';
import { parseMcpConfig } from '../../../src/core/mcp-config';
import { REDACTED } from '../../../src/core/target';
import { demoServerTarget } from '../../demo/target';
import { startTestBridge, type TestBridge } from '../test-bridge';

const FIXTURES = fileURLToPath(new URL('../../config/fixtures/', import.meta.url));

let bridge: TestBridge;
let configDir: string;

async function api<T>(method: string, route: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`http://127.0.0.1:${bridge.port}/api${route}`, {
    method,
    headers: { Authorization: `Bearer ${bridge.token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  configDir = await mkdtemp(path.join(os.tmpdir(), 'mcpscope-config-routes-'));
  vi.stubEnv('MCPSCOPE_CONFIG_DIR', configDir);
  bridge = await startTestBridge({ dev: true });
});

afterAll(async () => {
  await bridge.close();
  vi.unstubAllEnvs();
  await rm(configDir, { recursive: true, force: true });
});

describe('POST /api/config/import', () => {
  it('previews a Claude Desktop file with secrets masked, connecting nothing', async () => {
    const text = await readFile(path.join(FIXTURES, 'claude_desktop_config.json'), 'utf8');
    const { status, body } = await api<ConfigImportResult>('POST', '/config/import', { text });
    expect(status).toBe(200);
    expect(body.format).toBe('mcpServers');
    expect(body.servers.map((s) => [s.name, s.target.transport])).toEqual([['filesystem', 'stdio'], ['github', 'stdio'], ['sqlite', 'stdio'], ['notion', 'http']]);
    expect(body.servers[1]?.target).toMatchObject({ command: 'docker', env: { GITHUB_PERSONAL_ACCESS_TOKEN: REDACTED } });
    expect(body.servers[3]?.target).toMatchObject({ url: 'https://mcp.notion.com/mcp', headers: { Authorization: REDACTED } });
    expect(JSON.stringify(body)).not.toMatch(/ghp_fixture|ntn_fixture/);
    expect(body.warnings).toEqual([]);
    expect(body.connected).toEqual([]);
    expect(bridge.backend.list()).toEqual([]);
  });

  it('previews a VS Code file with a warning per server that needs attention', async () => {
    const text = await readFile(path.join(FIXTURES, 'vscode-mcp.json'), 'utf8');
    const { body } = await api<ConfigImportResult>('POST', '/config/import', { text });
    expect(body.format).toBe('servers');
    expect(body.servers.map((s) => [s.name, s.target.transport])).toEqual([['Perplexity', 'stdio'], ['fetch', 'stdio'], ['github', 'http'], ['playwright', 'stdio']]);
    expect(body.warnings).toEqual([
      expect.stringContaining('"inputs" (1)'),
      'server "Perplexity": ${input:perplexity-key} passed verbatim: mcpscope does not substitute variables',
      'server "playwright": "envFile" is not read; its variables will be missing',
    ]);
  });

  it('answers invalid JSON with 400 and the line and column', async () => {
    const { status, body } = await api<{ error: { code: string; message: string } }>('POST', '/config/import', { text: '{\n  "servers": {\n    "a": }\n}' });
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/^invalid JSON at line 3, column 10/);
    expect((await api('POST', '/config/import', { text: 42 })).status).toBe(400);
  });

  it('connects every server, and an export re-imports to the same connections', async () => {
    const demo = { ...demoServerTarget(), env: { MCPSCOPE_TEST_SECRET: 's3cret' } };
    const text = JSON.stringify({ mcpServers: { 'demo one': demo, 'demo two': { ...demoServerTarget(), type: 'stdio' } } });
    const { status, body } = await api<ConfigImportResult>('POST', '/config/import', { text, connect: true });
    expect(status).toBe(201);
    expect(body.connected.map((c) => c.name)).toEqual(['demo one', 'demo two']);
    await vi.waitFor(async () => {
      const { body: list } = await api<ConnectionSummary[]>('GET', '/connections');
      expect(list.map((c) => c.state)).toEqual(['ready', 'ready']);
    }, { timeout: 20_000, interval: 200 });

    for (const format of ['mcpServers', 'servers'] as const) {
      const exported = await api<ConfigExportResult>('GET', `/config/export?format=${format}`);
      expect(exported.body.text).not.toContain('s3cret');
      const again = parseMcpConfig(exported.body.text);
      expect(again.ok && again.value.servers).toEqual([
        { name: 'demo one', target: { ...demoServerTarget(), env: { MCPSCOPE_TEST_SECRET: REDACTED } } },
        { name: 'demo two', target: demoServerTarget() },
      ]);
    }
    expect((await api('GET', '/config/export?format=yaml')).status).toBe(400);
  });

  it('exports secrets only when asked', async () => {
    const { body } = await api<ConfigExportResult>('GET', '/config/export?includeSecrets=true');
    expect(body.text).toContain('s3cret');
    expect(body.warnings).toEqual([]);
  });
});

describe('GET/PUT /api/config/saved', () => {
  it('saves with secrets, answers masked, and keeps a secret the SPA sends back masked', async () => {
    expect((await api<SavedConnections>('GET', '/config/saved')).body).toEqual({ connections: [], warnings: [] });
    const api1 = { name: 'api', target: { transport: 'http', url: 'https://api.example.com/mcp', headers: { Authorization: 'Bearer live' } } };
    const put = await api<SavedConnections>('PUT', '/config/saved', { connections: [api1] });
    expect(put.body.connections).toEqual([{ ...api1, target: { ...api1.target, headers: { Authorization: REDACTED } } }]);

    const renamedBack = { name: 'api', target: { ...api1.target, url: 'https://api.example.com/v2/mcp', headers: { Authorization: REDACTED } } };
    await api('PUT', '/config/saved', { connections: [renamedBack] });
    const onDisk = await readFile(path.join(configDir, 'connections.json'), 'utf8');
    expect(JSON.parse(onDisk)).toEqual({ mcpServers: { api: { type: 'http', url: 'https://api.example.com/v2/mcp', headers: { Authorization: 'Bearer live' } } } });
    expect((await api<SavedConnections>('GET', '/config/saved')).body.connections[0]?.target).toMatchObject({ headers: { Authorization: REDACTED } });
  });

  it('refuses duplicate names and invalid targets', async () => {
    const target = { transport: 'stdio', command: 'node', args: [] };
    const dup = await api<{ error: { message: string } }>('PUT', '/config/saved', { connections: [{ name: 'a', target }, { name: 'a', target }] });
    expect(dup.status).toBe(400);
    expect(dup.body.error.message).toContain('"a" is used twice');
    const bad = await api<{ error: { message: string } }>('PUT', '/config/saved', { connections: [{ name: 'b', target: { transport: 'stdio', command: '' } }] });
    expect(bad.body.error.message).toContain('connections.0 ("b"): stdio target needs a non-empty command');
  });
});
