import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LineFile, QUEUED_LINE_BYTES } from './line-file';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function newFile(): { file: string; lines: LineFile; errors: Error[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-line-file-'));
  dirs.push(dir);
  const file = path.join(dir, 'trace.jsonl');
  const errors: Error[] = [];
  return { file, lines: new LineFile(openSync(file, 'wx'), (error) => errors.push(error)), errors };
}

const line = (text: string) => [Buffer.from(`${text}\n`)];
const huge = `{"text":"${'x'.repeat(QUEUED_LINE_BYTES)}"}`;

describe('LineFile', () => {
  it('has a small line on disk as soon as it is written', () => {
    const { file, lines } = newFile();
    lines.write(line('{"a":1}'));
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n');
  });

  it('keeps the order of lines written after a huge one while that one is on its way', async () => {
    const { file, lines } = newFile();
    lines.write(line('{"a":1}'));
    lines.write([Buffer.from(huge.slice(0, 10)), Buffer.from(huge.slice(10)), Buffer.from('\n')]);
    lines.write(line('{"b":2}'));
    await expect.poll(() => readFileSync(file, 'utf8').length, { timeout: 10_000 }).toBe(8 + huge.length + 1 + 8);
    expect(readFileSync(file, 'utf8').split('\n')).toEqual(['{"a":1}', huge, '{"b":2}', '']);
  });

  it('loses no queued line when closed at once, and writes nothing after', () => {
    const { file, lines, errors } = newFile();
    lines.write(line(huge));
    lines.write(line('{"b":2}'));
    lines.close();
    lines.write(line('{"late":true}'));
    expect(readFileSync(file, 'utf8').split('\n')).toEqual([huge, '{"b":2}', '']);
    expect(lines.closed).toBe(true);
    expect(errors).toEqual([]);
  });
});
