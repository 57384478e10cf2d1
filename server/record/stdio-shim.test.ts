/**
 * Integration (issue 5, item 7): `mcpscope record --stdio` as the server a real client launches.
 * The bridge connects to the shim, which starts the demo server; the trace the shim wrote must
 * hold what the bridge itself saw, in the same directions.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PassThrough } from 'node:stream';
import { quote } from 'shell-quote';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTraceJsonl } from '../../src/core/traces';
import type { MessageRecord, WireRecord } from '../../src/core/wire';
import { callAndWait, connectAndWait, createHarness, messages, waitForState, type Harness } from '../connections/test-support';
import { openRecording } from './recording';
import { runStdioShim } from './stdio-shim';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));
const DEMO = fileURLToPath(new URL('../../bin/mcpscope-demo.js', import.meta.url));
const DEEP_SENDER = fileURLToPath(new URL('../connections/fixtures/deep-sender.mjs', import.meta.url));

let harness: Harness;
let dir: string;
beforeEach(() => {
  harness = createHarness();
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-record-'));
});
afterEach(async () => {
  await harness.dispose();
  rmSync(dir, { recursive: true, force: true });
});

function recorded(file: string): WireRecord[] {
  const trace = readTraceJsonl(readFileSync(file, 'utf8'));
  if (!trace.ok) throw new Error(trace.error.message);
  return trace.value.records;
}

const summary = (r: MessageRecord) => `${r.dir} ${typeof r.msg?.method === 'string' ? r.msg.method : `response ${JSON.stringify(r.msg?.id)}`}`;

describe('mcpscope record --stdio', () => {
  it('forwards a whole session unchanged and records what the client saw, plus stderr and the exit', async () => {
    const { manager } = harness;
    const out = path.join(dir, 'session.jsonl');
    const server = quote([process.execPath, DEMO]);
    const conn = await connectAndWait(manager, { transport: 'stdio', command: process.execPath, args: [BIN, 'record', '--stdio', server, '--out', out] });
    const call = await callAndWait(manager, conn.id, { tool: 'echo', arguments: { message: 'through the shim' } });
    expect(call.status).toBe('ok');
    await manager.disconnect(conn.id);
    await waitForState(manager, conn.id, 'closed');
    // The shim writes its last record when the server has exited, just after the bridge let go.
    await expect.poll(() => recorded(out).at(-1), { timeout: 10_000 }).toMatchObject({ kind: 'lifecycle', state: 'closed' });

    const records = recorded(out);
    const wire = records.filter((r): r is MessageRecord => r.kind === 'message');
    const init = wire.find((r) => r.msg?.method === 'initialize')!;
    expect(init.dir).toBe('out');
    expect(wire.find((r) => r.dir === 'in' && r.msg?.id === init.msg?.id)?.msg).toHaveProperty('result.serverInfo.name', 'mcpscope-demo');
    const toolCall = wire.find((r) => r.msg?.method === 'tools/call')!;
    expect(toolCall).toMatchObject({ dir: 'out', msg: { params: { name: 'echo', arguments: { message: 'through the shim' } } } });
    expect(wire.find((r) => r.dir === 'in' && r.msg?.id === toolCall.msg?.id)?.msg).toHaveProperty('result.content.0.text');
    expect(records).toContainEqual(expect.objectContaining({ kind: 'stderr', line: expect.stringContaining('mcpscope-demo: ready on stdio') as unknown }));
    expect(records.filter((r) => r.kind === 'lifecycle').map((r) => r.state)).toEqual(['connecting', 'initializing', 'ready', 'closed']);
    expect(records.every((r) => r.kind !== 'message' || r.problem === undefined)).toBe(true);

    // Byte-for-byte means both ends saw the very same messages, in the same order per direction.
    // Across directions the order may differ: the shim and the bridge read two pipes at their own pace.
    const seen = messages(manager, conn.id);
    expect(wire).toHaveLength(seen.length);
    for (const dir of ['out', 'in'] as const) {
      const inDir = (list: MessageRecord[]) => list.filter((r) => r.dir === dir);
      expect(inDir(wire).map(summary)).toEqual(inDir(seen).map(summary));
      expect(inDir(wire).map((r) => r.msg)).toEqual(inDir(seen).map((r) => r.msg));
    }
  });

  it('passes a 6,000-deep message and the answer in the same chunk through byte for byte, records the deep one as text, and stays up', async () => {
    const { manager } = harness;
    const out = path.join(dir, 'deep.jsonl');
    const server = quote([process.execPath, DEEP_SENDER]);
    const conn = await connectAndWait(manager, { transport: 'stdio', command: process.execPath, args: [BIN, 'record', '--stdio', server, '--out', out] });
    const answered = await callAndWait(manager, conn.id, { tool: 'deep_then_answer', arguments: {} });
    expect(answered).toMatchObject({ status: 'ok', result: { content: [{ text: 'the answer after the deep line' }] } });
    const deepAnswer = await callAndWait(manager, conn.id, { tool: 'deep_answer', arguments: {} });
    expect(deepAnswer).toMatchObject({ status: 'failed', failure: { message: expect.stringContaining('levels deep (limit 256)') as unknown } });
    // Still the same shim process, still passing messages on.
    expect((await callAndWait(manager, conn.id, { tool: 'deep_then_answer', arguments: {} })).status).toBe('ok');
    expect(manager.get(conn.id)).toMatchObject({ ok: true, value: { state: 'ready' } });

    const keptByBridge = messages(manager, conn.id).filter((r) => r.raw !== undefined);
    expect(keptByBridge).toHaveLength(3);
    await expect.poll(() => recorded(out).filter((r) => r.kind === 'message' && r.raw !== undefined).length, { timeout: 10_000 }).toBe(3);
    const keptByShim = recorded(out).filter((r): r is MessageRecord => r.kind === 'message' && r.raw !== undefined);
    // What the bridge read is what the server wrote: the shim changed no byte of it.
    expect(keptByShim.map((r) => r.raw)).toEqual(keptByBridge.map((r) => r.raw));
    expect(keptByShim.map((r) => r.problem)).toEqual(keptByBridge.map((r) => r.problem));
    expect(keptByShim[0]!.problem).toMatch(/^nested 6,00\d levels deep \(limit 256\): kept as the text it arrived as$/);
    expect(recorded(out).filter((r): r is MessageRecord => r.kind === 'message' && r.dir === 'in' && r.msg?.id !== undefined).length).toBeGreaterThanOrEqual(4);
  });
});

/** A stand-in server: pollutes stdout once, echoes each stdin chunk verbatim, exits 3 when stdin ends. */
const ECHO_SERVER = `process.stdout.write('booting\\n'); process.stdin.on('data', (c) => { process.stdout.write(c); process.stderr.write('got a chunk\\n'); }); process.stdin.on('end', () => process.exit(3));`;

describe('runStdioShim', () => {
  it('passes bytes through untouched, records non-JSON lines as raw with a problem, and returns the server exit code', async () => {
    const recording = openRecording(path.join(dir, 'echo.jsonl'), { transport: 'stdio', command: process.execPath, args: ['-e', '…'] }, '0.0.0-test');
    if (!recording.ok) throw new Error(recording.error.message);
    const input = new PassThrough();
    const output = new PassThrough();
    const errors = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    errors.resume();
    const done = runStdioShim({ transport: 'stdio', command: process.execPath, args: ['-e', ECHO_SERVER] }, recording.value, { input, output, errors });
    const sent = '{"jsonrpc":"2.0","id":1,"method":"ping"}\r\nnot json, still forwarded\n{ "jsonrpc": "2.0", "method": "x" }\n';
    input.end(sent);
    expect(await done).toBe(3);
    recording.value.close();

    expect(Buffer.concat(chunks).toString('utf8')).toBe(`booting\n${sent}`);
    const records = recorded(recording.value.path);
    const wire = records.filter((r): r is MessageRecord => r.kind === 'message');
    expect(wire.filter((r) => r.dir === 'out')).toEqual([
      expect.objectContaining({ msg: { jsonrpc: '2.0', id: 1, method: 'ping' } }),
      expect.objectContaining({ raw: 'not json, still forwarded', problem: 'not JSON: protocol pollution on stdin' }),
      expect.objectContaining({ msg: { jsonrpc: '2.0', method: 'x' } }),
    ]);
    expect(wire.filter((r) => r.dir === 'in')[0]).toMatchObject({ raw: 'booting', problem: 'not JSON: protocol pollution on stdout' });
    expect(records.some((r) => r.kind === 'stderr' && r.line === 'got a chunk')).toBe(true);
    // The host closed stdin: however the server then exits, the session ended as asked.
    expect(records.at(-1)).toMatchObject({ kind: 'lifecycle', state: 'closed', exit: { code: 3, signal: null } });
  });

  it('reports a command that does not exist, in the trace and by exit code', async () => {
    const recording = openRecording(dir, { transport: 'stdio', command: 'no-such-mcp-server', args: [] }, '0.0.0-test');
    if (!recording.ok) throw new Error(recording.error.message);
    const errors = new PassThrough();
    const text: string[] = [];
    errors.on('data', (chunk: Buffer) => text.push(chunk.toString()));
    const code = await runStdioShim({ transport: 'stdio', command: 'no-such-mcp-server', args: [] }, recording.value, { input: new PassThrough(), output: new PassThrough(), errors });
    recording.value.close();
    expect(code).toBe(127);
    expect(text.join('')).toContain('command not found: no-such-mcp-server');
    // An existing directory gets a new file named as the bridge names its traces.
    expect(path.dirname(recording.value.path)).toBe(dir);
    expect(recorded(recording.value.path).at(-1)).toMatchObject({ kind: 'lifecycle', state: 'failed', detail: 'command not found: no-such-mcp-server' });
  });
});
