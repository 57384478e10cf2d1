import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { WireMessage } from '../../src/core/wire';
import { WireLog } from './wire-log';
import { keepRawLine, takeRawLine } from './raw-lines';
import { TraceRecorder } from './trace-recorder';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-trace-'));
  dirs.push(dir);
  return dir;
}

function readLines(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('TraceRecorder', () => {
  it('writes a redacted header, then each record as it happens with t relative to the header', () => {
    const dir = path.join(tempDir(), 'nested', 'traces');
    const opened = TraceRecorder.open({
      dir,
      conn: 'c1',
      target: { transport: 'stdio', command: 'srv', args: ['--x'], env: { TOKEN: 'secret-value' } },
      mcpscopeVersion: '9.9.9',
    });
    if (!opened.ok) throw new Error(opened.error.message);
    const recorder = opened.value;
    const log = new WireLog();
    const createdAt = Date.parse(readLines(recorder.path)[0]!.createdAt as string);
    recorder.write(log.append({ kind: 'message', t: createdAt + 5, conn: 'c1', dir: 'out', msg: { jsonrpc: '2.0', id: 0, method: 'ping' } }));
    // Readable before close: a crash of either side loses nothing already written.
    expect(readLines(recorder.path)).toHaveLength(2);
    recorder.write(log.append({ kind: 'message', t: createdAt + 6, conn: 'c1', dir: 'in', raw: 'hello', problem: 'not JSON' }));
    recorder.write(log.append({ kind: 'stderr', t: createdAt + 7, conn: 'c1', line: 'boom' }));
    recorder.write(log.append({ kind: 'lifecycle', t: createdAt + 8, conn: 'c1', state: 'failed', exit: { code: 3, signal: null } }));
    recorder.close();
    recorder.write(log.append({ kind: 'stderr', t: createdAt + 9, conn: 'c1', line: 'after close' }));

    const [header, ...records] = readLines(recorder.path);
    expect(header).toMatchObject({ format: 'mcpscope-trace', version: 1, mcpscopeVersion: '9.9.9', target: { env: { TOKEN: '•••' } } });
    expect(readFileSync(recorder.path, 'utf8')).not.toContain('secret-value');
    expect(records).toEqual([
      { t: 5, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 0, method: 'ping' } },
      { t: 6, conn: 'c1', kind: 'message', dir: 'in', raw: 'hello', problem: 'not JSON' },
      { t: 7, conn: 'c1', kind: 'stderr', line: 'boom' },
      { t: 8, conn: 'c1', kind: 'lifecycle', state: 'failed', exit: { code: 3, signal: null } },
    ]);
  });

  it('writes a large message as the bytes it arrived as, once, and the line reads back as the record', () => {
    const opened = TraceRecorder.open({ dir: tempDir(), conn: 'c1', target: { transport: 'stdio', command: 'srv', args: [] }, mcpscopeVersion: '1' });
    if (!opened.ok) throw new Error(opened.error.message);
    const recorder = opened.value;
    const createdAt = Date.parse(readLines(recorder.path)[0]!.createdAt as string);
    // Spaced as a server might send it; serialising the message again would drop the spaces.
    const line = `{"jsonrpc": "2.0", "id": 4, "result": {"content": [{"type": "text", "text": "${'line\\n'.repeat(20_000)}é"}]}}`;
    const msg = JSON.parse(line) as WireMessage;
    const bytes = Buffer.from(line);
    // In two pieces, as a line arrives in several chunks; the trace writes them as they are.
    keepRawLine(msg, [bytes.subarray(0, 70_000), bytes.subarray(70_000)]);
    recorder.write(new WireLog().append({ kind: 'message', t: createdAt + 3, conn: 'c1', dir: 'in', msg }));
    recorder.close();

    expect(readFileSync(recorder.path, 'utf8').split('\n')[1]).toBe(`{"t":3,"kind":"message","conn":"c1","dir":"in","msg":${line}}`);
    expect(readLines(recorder.path)[1]).toEqual({ t: 3, kind: 'message', conn: 'c1', dir: 'in', msg });
    // The bytes are not kept beside the message the log holds.
    expect(takeRawLine(msg)).toBeUndefined();
  });

  it('gives each session its own file', () => {
    const dir = tempDir();
    const target = { transport: 'http' as const, url: 'http://127.0.0.1:1/mcp', headers: { Authorization: 'Bearer x' } };
    const a = TraceRecorder.open({ dir, conn: 'c1', target, mcpscopeVersion: '1' });
    const b = TraceRecorder.open({ dir, conn: 'c1', target, mcpscopeVersion: '1' });
    expect(a.ok && b.ok && a.value.path !== b.value.path).toBe(true);
    if (a.ok) expect(readLines(a.value.path)[0]).toMatchObject({ target: { headers: { Authorization: '•••' } } });
  });

  it('reports a traces directory it cannot create as an error value', () => {
    const aFile = path.join(tempDir(), 'file');
    writeFileSync(aFile, '');
    const opened = TraceRecorder.open({ dir: path.join(aFile, 'traces'), conn: 'c1', target: { transport: 'stdio', command: 'x', args: [] }, mcpscopeVersion: '1' });
    expect(opened.ok).toBe(false);
  });

  it('writes a record it cannot serialise with the message kept as text, and every record after it (issue 17, finding 3)', () => {
    const opened = TraceRecorder.open({ dir: tempDir(), conn: 'c1', target: { transport: 'stdio', command: 'srv', args: [] }, mcpscopeVersion: '9.9.9' });
    if (!opened.ok) throw new Error(opened.error.message);
    const recorder = opened.value;
    // Past the guards where records are made, as a record from a path nobody guarded would be.
    const deep = JSON.parse(`${'['.repeat(6_000)}${']'.repeat(6_000)}`) as unknown;
    expect(() => recorder.write({ kind: 'message', t: Date.now(), conn: 'c1', dir: 'in', msg: { jsonrpc: '2.0', method: 'x', params: { deep } } })).not.toThrow();
    recorder.write({ kind: 'stderr', t: Date.now(), conn: 'c1', line: 'after it' });
    recorder.close();
    const [, kept, after] = readLines(recorder.path);
    expect(kept).toMatchObject({ kind: 'message', dir: 'in', raw: expect.stringMatching(/^\{"jsonrpc":"2.0","method":"x","params":\{"deep":\[\[\[/) as unknown, problem: 'could not be serialised: shown cut at 256 levels' });
    expect(kept).not.toHaveProperty('msg');
    expect(after).toMatchObject({ kind: 'stderr', line: 'after it' });
  });
});

