/** The token file (issue 7, "Token storage"): owner-only even when found looser, keyed by server, forgotten on clear. */
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SharedFile } from '../config/shared-file';
import { storeKey, TokenStore } from './token-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mcpscope-token-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('tightens a token file someone made readable to others, and keeps entries by canonical server URL', async () => {
  const file = path.join(dir, 'auth.json');
  const entry = { authorizationServerUrl: 'https://as.example', tokens: { access_token: 'at-1', token_type: 'Bearer' } };
  await writeFile(file, JSON.stringify({ version: 1, servers: { [storeKey('https://mcp.example/mcp')]: entry } }));
  await chmod(file, 0o644);
  const store = new TokenStore(file);
  // RFC 8707 canonical form: the fragment is not part of the resource.
  expect(await store.get('https://mcp.example/mcp#x')).toEqual(entry);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  await store.set('https://mcp.example/mcp', undefined);
  expect(await readFile(file, 'utf8')).not.toContain('at-1');
  expect((await stat(file)).mode & 0o777).toBe(0o600);
});

it('sees tokens another process saved meanwhile, and adds its own without dropping them', async () => {
  const file = path.join(dir, 'auth.json');
  const bridge = new TokenStore(file);
  const scan = new TokenStore(file);
  const entry = (token: string) => ({ authorizationServerUrl: 'https://as.example', tokens: { access_token: token, token_type: 'Bearer' } });
  expect(await bridge.get('https://one.example/mcp')).toBeUndefined();

  expect((await scan.set('https://one.example/mcp', entry('from-scan'))).ok).toBe(true);
  expect(await bridge.get('https://one.example/mcp')).toEqual(entry('from-scan'));

  expect((await scan.set('https://two.example/mcp', entry('scan-two'))).ok).toBe(true);
  expect((await bridge.set('https://three.example/mcp', entry('from-bridge'))).ok).toBe(true);
  const onDisk = JSON.parse(await readFile(file, 'utf8')) as { servers: Record<string, unknown> };
  expect(Object.keys(onDisk.servers).sort()).toEqual(['https://one.example/mcp', 'https://three.example/mcp', 'https://two.example/mcp']);
});

it('does not read a missing token file again before each request, and still sees it once another process writes it (issue 24, B11)', async () => {
  const file = path.join(dir, 'auth.json');
  const bridge = new TokenStore(file);
  expect(await bridge.get('https://one.example/mcp')).toBeUndefined();
  const reads = vi.spyOn(SharedFile.prototype, 'read');
  try {
    for (let request = 0; request < 5; request++) expect(await bridge.get('https://one.example/mcp')).toBeUndefined();
    expect(reads).not.toHaveBeenCalled();

    const entry = { authorizationServerUrl: 'https://as.example', tokens: { access_token: 'from-scan', token_type: 'Bearer' } };
    expect((await new TokenStore(file).set('https://one.example/mcp', entry)).ok).toBe(true);
    expect(await bridge.get('https://one.example/mcp')).toEqual(entry);
  } finally {
    reads.mockRestore();
  }
});
