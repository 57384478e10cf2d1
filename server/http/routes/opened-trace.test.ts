/**
 * The trace `mcpscope open` serves, over real HTTP (issue 6, B5): whole, or one byte range, which
 * the page uses to read a long trace's head first and the rest later.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../src/core/bridge-api';
import { bearer, rawRequest, startTestBridge, type TestBridge } from '../test-bridge';

const TEXT = Array.from({ length: 2000 }, (_, line) => `{"line":${line}}`).join('\n') + '\n';

describe('GET /api/opened-trace', () => {
  let bridge: TestBridge;
  const get = (headers: Record<string, string> = {}, token = true) =>
    rawRequest(bridge.port, { path: '/api/opened-trace', headers: { ...(token ? bearer(bridge.token) : {}), ...headers } });

  beforeAll(async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mcpscope-opened-')), 'long trace.jsonl');
    writeFileSync(file, TEXT);
    bridge = await startTestBridge({ dev: true, openedTrace: file });
  });
  afterAll(() => bridge.close());

  it('serves the whole file, with its name, and says it serves ranges', async () => {
    const whole = await get();
    expect(whole).toMatchObject({ status: 200, body: TEXT });
    expect(whole.headers['x-trace-file-name']).toBe('long%20trace.jsonl');
    expect(whole.headers['accept-ranges']).toBe('bytes');
  });

  it('serves the head and then the rest as byte ranges that join up to the file', async () => {
    const head = await get({ range: 'bytes=0-999' });
    expect(head).toMatchObject({ status: 206, body: TEXT.slice(0, 1000) });
    expect(head.headers['content-range']).toBe(`bytes 0-999/${TEXT.length}`);
    const rest = await get({ range: 'bytes=1000-' });
    expect(rest.status).toBe(206);
    expect(head.body + rest.body).toBe(TEXT);
  });

  it('refuses a range past the end with 416, and any read without the token', async () => {
    const past = await get({ range: `bytes=${TEXT.length + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${TEXT.length}`);
    expect((JSON.parse(past.body) as ErrorBody).error.code).toBe('bad_request');
    expect((await get({ range: 'bytes=0-99' }, false)).status).toBe(403);
  });
});
