/**
 * GET /api/traces/:name/follow over a real bridge (issue 5, item 7): token-guarded like the event
 * stream, it sends what a recorder appends, complete lines only, then `end`, and closes.
 */
import { appendFileSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraceFollowEvent } from '../../../src/core/traces-api';
import { startTestBridge, type TestBridge } from '../test-bridge';

const NAME = '2026-01-02T03-04-05-678Z_record_f0f0f0.jsonl';
const line = (value: object) => `${JSON.stringify(value)}\n`;
const header = line({ format: 'mcpscope-trace', version: 1, createdAt: '2026-01-02T03:04:05.678Z', mcpscopeVersion: '0.0.0-test', conn: 'record', target: { transport: 'stdio', command: 'node', args: [] }, recorder: { pid: process.pid, host: hostname() } });
const ping = line({ t: 1, conn: 'record', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'ping' } });
const closed = line({ t: 2, conn: 'record', kind: 'lifecycle', state: 'closed' });

let bridge: TestBridge;
let file: string;
beforeAll(async () => {
  bridge = await startTestBridge();
  mkdirSync(bridge.backend.tracesDir, { recursive: true });
  file = path.join(bridge.backend.tracesDir, NAME);
  writeFileSync(file, header);
});
afterAll(() => bridge.close());

const follow = (from: number | string, token = bridge.token) =>
  fetch(`http://127.0.0.1:${bridge.port}/api/traces/${encodeURIComponent(NAME)}/follow?from=${from}`, { headers: { authorization: `Bearer ${token}` } });

describe('GET /api/traces/:name/follow', () => {
  it('needs the token and a byte offset', async () => {
    expect((await follow(0, 'wrong')).status).toBe(403);
    expect((await follow('-1')).status).toBe(400);
  });

  it('streams the lines appended after the offset, whole, then ends with the recording', async () => {
    const list = await fetch(`http://127.0.0.1:${bridge.port}/api/traces`, { headers: { authorization: `Bearer ${bridge.token}` } });
    expect(await list.json()).toMatchObject([{ name: NAME, live: true }]);

    const response = await follow(statSync(file).size);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    appendFileSync(file, ping.slice(0, 15));
    setTimeout(() => appendFileSync(file, ping.slice(15) + closed), 600);
    const text = await response.text();
    const events = text.split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6)) as TraceFollowEvent);
    const lines = events.flatMap((event) => (event.type === 'lines' ? event.lines : []));
    expect(lines).toEqual([ping.trimEnd(), closed.trimEnd()]);
    expect(events.at(-1)).toEqual({ type: 'end', reason: 'ended', at: statSync(file).size });
    expect(text).toContain(`id: ${statSync(file).size}\n`);
  });
});
