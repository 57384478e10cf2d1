/**
 * Integration (issue 17, finding 8): a connect that reaches no server says the URL and the cause
 * the way a person can act on it: DNS and TLS, against a real resolver and a real TLS server
 * with a self-signed certificate (made by openssl for the test), not "fetch failed".
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAndWait, createHarness, type Harness } from './test-support';

describe('an HTTP connect that reaches no server', () => {
  let harness: Harness;
  let tls: https.Server;
  let certDir: string;

  beforeAll(async () => {
    harness = createHarness();
    certDir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-tls-'));
    const [key, cert] = [path.join(certDir, 'key.pem'), path.join(certDir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    tls = https.createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_req, res) => res.writeHead(200).end('{}'));
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', () => resolve()));
  });
  afterAll(async () => {
    await harness.dispose();
    await new Promise((resolve) => tls.close(resolve));
    rmSync(certDir, { recursive: true, force: true });
  });

  it('says DNS and the host for a name that does not resolve', async () => {
    // .invalid never resolves (RFC 2606); offline, the lookup fails with EAI_AGAIN instead of ENOTFOUND.
    const failed = await connectAndWait(harness.manager, { transport: 'http', url: 'http://mcp.example.invalid/mcp' }, 'failed');
    expect(failed.error).toMatchObject({ code: 'connect_failed' });
    expect(failed.error?.message).toMatch(/^POST http:\/\/mcp\.example\.invalid\/mcp failed: DNS.*(ENOTFOUND|EAI_AGAIN)/);
  });

  it('says TLS and the Node error code for a certificate it cannot trust', async () => {
    const url = `https://127.0.0.1:${(tls.address() as AddressInfo).port}/mcp`;
    const failed = await connectAndWait(harness.manager, { transport: 'http', url }, 'failed');
    expect(failed.error).toMatchObject({ code: 'connect_failed', details: { url, cause: 'DEPTH_ZERO_SELF_SIGNED_CERT' } });
    expect(failed.error?.message).toContain(`POST ${url} failed: TLS: the certificate was rejected (DEPTH_ZERO_SELF_SIGNED_CERT)`);
  });
});
