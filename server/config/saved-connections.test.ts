import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NamedConnectRequest } from '../../src/core/bridge-api';
import { REDACTED } from '../../src/core/target';
import { restoreMasked } from './restore-masked';
import { savedConnectionsStore, type SavedConnectionsStore } from './saved-connections';

const stdio: NamedConnectRequest = { name: 'demo', target: { transport: 'stdio', command: 'node', args: ['demo.js'], env: { API_KEY: 'sk-1' } } };
const http: NamedConnectRequest = { name: 'api', target: { transport: 'http', url: 'https://u:pw@api.example.com/mcp', headers: { Authorization: 'Bearer t' } } };

let dir: string;
let store: SavedConnectionsStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mcpscope-config-'));
  // A directory that does not exist yet, as on a first run.
  store = savedConnectionsStore(path.join(dir, 'nested', 'mcpscope'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('savedConnectionsStore', () => {
  it('loads a missing file as an empty list', async () => {
    expect(await store.load()).toEqual({ ok: true, value: { connections: [], warnings: [] } });
  });

  it('saves owner-only, atomically, as an mcp.json that loads back the same', async () => {
    expect(await store.save([stdio, http])).toEqual({ ok: true, value: [stdio, http] });
    expect((await stat(store.file)).mode & 0o777).toBe(0o600);
    expect(await readdir(path.dirname(store.file))).toEqual(['connections.json']);
    expect(JSON.parse(await readFile(store.file, 'utf8'))).toMatchObject({ mcpServers: { demo: { command: 'node' }, api: { type: 'http' } } });
    expect(await store.load()).toEqual({ ok: true, value: { connections: [stdio, http], warnings: [] } });
  });

  it('adds, replaces by name and removes, one step at a time', async () => {
    const replaced: NamedConnectRequest = { name: 'demo', target: { transport: 'stdio', command: 'python3', args: ['s.py'] } };
    await Promise.all([store.add(stdio), store.add(http), store.add(replaced)]);
    expect(await store.load()).toEqual({ ok: true, value: { connections: [replaced, http], warnings: [] } });
    expect(await store.remove('demo')).toEqual({ ok: true, value: [http] });
  });

  it('reports a damaged file with its path and the JSON position', async () => {
    await store.save([stdio]);
    await writeFile(store.file, '{ "mcpServers": { "demo": ');
    const loaded = await store.load();
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.message).toMatch(/connections\.json: invalid JSON at line 1, column \d+/);
  });
});

describe('restoreMasked', () => {
  it('puts back masked values saved under the same name and keeps edited ones', () => {
    const fromSpa: NamedConnectRequest[] = [
      { name: 'demo', target: { transport: 'stdio', command: 'node', args: ['demo.js', '--v'], env: { API_KEY: REDACTED, NEW: REDACTED } } },
      { name: 'api', target: { transport: 'http', url: 'https://u:•••@api.example.com/mcp', headers: { Authorization: 'Bearer new' } } },
    ];
    expect(restoreMasked(fromSpa, [stdio, http])).toEqual([
      { name: 'demo', target: { transport: 'stdio', command: 'node', args: ['demo.js', '--v'], env: { API_KEY: 'sk-1', NEW: REDACTED } } },
      { name: 'api', target: { transport: 'http', url: 'https://u:pw@api.example.com/mcp', headers: { Authorization: 'Bearer new' } } },
    ]);
  });

  it('puts back masked arguments: a URL password, a token after --token (issue 17, finding 2)', () => {
    const saved: NamedConnectRequest = { name: 'pg', target: { transport: 'stdio', command: 'npx', args: ['server-postgres', 'postgresql://admin:pw-1@db/app', '--token', 'tok-1'] } };
    const fromSpa: NamedConnectRequest = { name: 'pg', target: { transport: 'stdio', command: 'npx', args: ['server-postgres', 'postgresql://admin:•••@db/app', '--token', 'tok-2'] } };
    expect(restoreMasked([fromSpa], [saved])[0]?.target).toEqual({ transport: 'stdio', command: 'npx', args: ['server-postgres', 'postgresql://admin:pw-1@db/app', '--token', 'tok-2'] });
  });

  it('puts back a masked OAuth client secret (issue 7)', () => {
    const saved: NamedConnectRequest = { name: 'oauth', target: { transport: 'http', url: 'https://as.example.com/mcp', auth: { clientId: 'id', clientSecret: 's3cret' } } };
    const fromSpa: NamedConnectRequest = { name: 'oauth', target: { transport: 'http', url: 'https://as.example.com/mcp', auth: { clientId: 'id', clientSecret: REDACTED, headless: true } } };
    expect(restoreMasked([fromSpa], [saved])[0]?.target).toEqual({ transport: 'http', url: 'https://as.example.com/mcp', auth: { clientId: 'id', clientSecret: 's3cret', headless: true } });
  });
});
