/**
 * The CLI has no browser, so `mcpscope scan` signs in headlessly by default, keeps the tokens in
 * the config directory's auth.json, and a static `--header "Authorization: Bearer …"` runs no
 * flow (issue 7, item 4). The real CLI against the real OAuth test server.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { type OAuthTestServer, startOAuthTestServer } from '../../e2e/fixtures/oauth-server';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));

let server: OAuthTestServer | undefined;
let configDir: string | undefined;
afterEach(async () => {
  await server?.close();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

async function scan(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, 'scan', ...args], { env: { ...process.env, CI: 'true', MCPSCOPE_CONFIG_DIR: configDir } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('mcpscope scan against an OAuth-protected server', () => {
  it('signs in headlessly and keeps the tokens owner-only in the config directory', async () => {
    server = await startOAuthTestServer({ autoApprove: true });
    configDir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-cli-oauth-'));
    // --as-client lists the server again in a second session: it signs in with the same stored tokens.
    const { code, stdout, stderr } = await scan(['--url', server.mcpUrl, '--format', 'json', '--as-client', 'claude-ai']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('delete-everything');
    expect(server.requests.filter((request) => request.path === '/authorize')).toHaveLength(1);
    const file = path.join(configDir, 'auth.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(server.issuedTokens().some((token) => readFileSync(file, 'utf8').includes(token))).toBe(true);
    for (const token of server.issuedTokens()) expect(stdout + stderr).not.toContain(token);
  });

  it('uses a static Authorization header as given, with no sign-in', async () => {
    server = await startOAuthTestServer({ autoApprove: true });
    configDir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-cli-oauth-'));
    const { code, stderr } = await scan(['--url', server.mcpUrl, '--header', 'Authorization: Bearer static-token']);
    expect(code).not.toBe(0);
    expect(stderr).toContain('invalid_token');
    expect(server.requests.some((request) => request.path === '/register' || request.path === '/authorize')).toBe(false);
  });
});
