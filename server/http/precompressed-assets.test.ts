/** The build's brotli copies are what a brotli-taking browser gets; everything else is compressed as before (issue 24, B9). */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSpaRouter } from './static-spa';

const APP_CHUNK = 'export const app = "mcpscope";\n'.repeat(400);
const OTHER_CHUNK = 'export const other = "plain";\n'.repeat(400);
// A copy whose bytes differ from compressing the chunk on the fly, so the test sees which was sent.
const APP_CHUNK_COPY = brotliCompressSync(`${APP_CHUNK}// the build's copy\n`);

function get(port: number, requestPath: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: requestPath, headers: { 'accept-encoding': acceptEncoding }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed assets', () => {
  let dir: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mcpscope-precompressed-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html>');
    await writeFile(path.join(dir, 'assets', 'app-main-abc.js'), APP_CHUNK);
    await writeFile(path.join(dir, 'assets', 'app-main-abc.js.br'), APP_CHUNK_COPY);
    await writeFile(path.join(dir, 'assets', 'other-def.js'), OTHER_CHUNK);
    const app = express().use(staticSpaRouter(dir));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it("sends the build's brotli copy, typed as the file itself and cached as a hashed asset", async () => {
    const response = await get(port, '/assets/app-main-abc.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.body.equals(APP_CHUNK_COPY)).toBe(true);
    expect(brotliDecompressSync(response.body).toString()).toContain("// the build's copy");
  });

  it('compresses the file itself for a browser that takes only gzip', async () => {
    const response = await get(port, '/assets/app-main-abc.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(response.body).toString()).toBe(APP_CHUNK);
  });

  it('compresses an asset that has no copy as it is sent', async () => {
    const response = await get(port, '/assets/other-def.js', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(response.body).toString()).toBe(OTHER_CHUNK);
  });

  it('answers 404 for an asset that is not there, copy or not', async () => {
    expect((await get(port, '/assets/missing-123.js', 'br')).status).toBe(404);
  });
});
