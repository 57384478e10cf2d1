import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExport } from './parse-export';

const cwd = '/home/u/project';

describe('parseExport', () => {
  it('writes next to the trace by default, redacting', () => {
    expect(parseExport(['traces/session.jsonl'], cwd)).toEqual({
      ok: true,
      options: { format: 'html', trace: path.resolve(cwd, 'traces/session.jsonl'), out: path.resolve(cwd, 'traces/session.html'), redact: true },
    });
  });

  it('takes --out and --no-redact', () => {
    expect(parseExport(['a.har', '--out', 'share/a.html', '--no-redact'], cwd)).toMatchObject({ ok: true, options: { out: path.resolve(cwd, 'share/a.html'), redact: false } });
  });

  it('takes --format otlp, writing .otlp.json next to the trace unless --out names a .json file', () => {
    expect(parseExport(['traces/s.jsonl', '--format', 'otlp'], cwd)).toMatchObject({ ok: true, options: { format: 'otlp', out: path.resolve(cwd, 'traces/s.otlp.json') } });
    expect(parseExport(['s.jsonl', '--format', 'otlp', '--out', 'spans.json'], cwd)).toMatchObject({ ok: true, options: { out: path.resolve(cwd, 'spans.json') } });
    expect(parseExport(['s.jsonl', '--format', 'otlp', '--out', 'spans.html'], cwd)).toMatchObject({ ok: false, usageError: expect.stringContaining('.json') as unknown });
    expect(parseExport(['s.jsonl', '--format', 'zipkin'], cwd)).toMatchObject({ ok: false, usageError: expect.stringContaining('html or otlp') as unknown });
  });

  it('refuses no trace, two traces, and an --out that is not HTML', () => {
    expect(parseExport([], cwd)).toMatchObject({ ok: false, usageError: expect.stringContaining('needs a trace file') as unknown });
    expect(parseExport(['a.jsonl', 'b.jsonl'], cwd)).toMatchObject({ ok: false, usageError: expect.stringContaining('"b.jsonl"') as unknown });
    expect(parseExport(['a.jsonl', '--out', 'a.jsonl'], cwd)).toMatchObject({ ok: false, usageError: expect.stringContaining('.html') as unknown });
  });
});
