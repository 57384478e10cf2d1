/**
 * Integration (issue 5, item 7): `mcpscope record --url` between the bridge and server-everything
 * over Streamable HTTP. Answers stream through (SSE included), every JSON-RPC message is recorded
 * in its direction, and the credentials that pass through are never written down.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import stableStringify from 'safe-stable-stringify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTraceJsonl } from '../../src/core/traces';
import type { MessageRecord } from '../../src/core/wire';
import { startHttpEverything } from '../connections/everything-http';
import { callAndWait, connectAndWait, createHarness, messages, waitForState, type Harness } from '../connections/test-support';
import { recordHttp } from './http-proxy';
import { openRecording } from './recording';

const SECRET = 'Bearer never-in-the-trace-42';

let harness: Harness;
let dir: string;
let everything: { child: ChildProcess; url: string };
beforeEach(async () => {
  harness = createHarness();
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-record-http-'));
  everything = await startHttpEverything('streamableHttp');
});
afterEach(async () => {
  await harness.dispose();
  everything.child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('mcpscope record --url', () => {
  it('forwards a Streamable HTTP session, records each message in its direction and masks Authorization', async () => {
    const out = path.join(dir, 'http.jsonl');
    const recording = openRecording(out, { transport: 'http', url: everything.url }, '0.0.0-test');
    if (!recording.ok) throw new Error(recording.error.message);
    let stop!: () => void;
    const announced: string[] = [];
    const running = recordHttp({ url: everything.url, port: 0, recording: recording.value, log: () => undefined, announce: (line) => announced.push(line), stopped: new Promise((resolve) => (stop = resolve)) });
    await expect.poll(() => announced.length).toBe(1);
    const local = /http:\/\/127\.0\.0\.1:\d+\/mcp/.exec(announced[0]!)![0];

    const { manager } = harness;
    const conn = await connectAndWait(manager, { transport: 'http', url: local, headers: { Authorization: SECRET } });
    const call = await callAndWait(manager, conn.id, { tool: 'echo', arguments: { message: 'through the proxy' } });
    expect(call.status).toBe('ok');
    await manager.disconnect(conn.id);
    await waitForState(manager, conn.id, 'closed');
    stop();
    expect(await running).toBe(0);
    recording.value.close();

    const text = readFileSync(out, 'utf8');
    expect(text).not.toContain('never-in-the-trace-42');
    const trace = readTraceJsonl(text);
    if (!trace.ok) throw new Error(trace.error.message);
    const records = trace.value.records;
    expect(records).toContainEqual(expect.objectContaining({ kind: 'note', text: expect.stringMatching(/authorization: •••/i) as unknown }));
    expect(records).toContainEqual(expect.objectContaining({ kind: 'note', text: expect.stringMatching(/^Mcp-Session-Id: /) as unknown }));
    const wire = records.filter((r): r is MessageRecord => r.kind === 'message');
    expect(wire.find((r) => r.msg?.method === 'initialize')?.dir).toBe('out');
    const toolCall = wire.find((r) => r.msg?.method === 'tools/call')!;
    expect(toolCall).toMatchObject({ dir: 'out', msg: { params: { name: 'echo', arguments: { message: 'through the proxy' } } } });
    // server-everything answers a POST with an SSE stream: the result was read from its data event.
    expect(wire.find((r) => r.dir === 'in' && r.msg?.id === toolCall.msg?.id)?.msg).toHaveProperty('result.content.0.text', 'Echo: through the proxy');
    // server-everything answers two requests with HTTP 400 and a JSON-RPC error without an id (or
    // with id null), which the proxy records as it came: the era probe (server/discover, before
    // initialize: "Server not initialized"), and, on a busy machine, the GET stream the SDK client
    // can re-open after the DELETE ("No valid session ID"). The bridge saw an HTTP error there, not
    // a message. Nothing else has a problem.
    const httpErrors = wire.filter((r) => r.dir === 'in' && r.msg !== undefined && 'error' in r.msg && (r.msg as { id?: unknown }).id == null);
    expect(httpErrors.map((r) => JSON.stringify(r.msg))).toContainEqual(expect.stringContaining('Server not initialized'));
    for (const r of httpErrors) expect(r.msg?.error).toMatchObject({ code: -32000, message: expect.stringMatching(/^Bad Request: (Server not initialized|No valid session ID provided)$/) as unknown });
    // The one without an id is flagged (JSON-RPC wants one); none outside these has a problem.
    expect(wire.filter((r) => r.problem !== undefined).every((r) => httpErrors.includes(r))).toBe(true);

    // What the bridge saw is what the proxy recorded, direction by direction. Not in the same order:
    // the client sends concurrent requests as separate POSTs, which reach the proxy as they will.
    // Nor with the same key order: the SDK's HTTP client hands the bridge re-parsed objects.
    const seen = messages(manager, conn.id);
    const sorted = (list: MessageRecord[], dir: string) => list.filter((r) => r.dir === dir).map((r) => stableStringify(r.msg)).sort();
    const messagesBridgeSaw = wire.filter((r) => !httpErrors.includes(r));
    for (const dir of ['out', 'in'] as const) expect(sorted(messagesBridgeSaw, dir)).toEqual(sorted(seen, dir));
  });
});
