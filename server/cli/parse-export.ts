/**
 * `mcpscope export <trace> [--format html|otlp] [--out <file>] [--no-redact]` arguments. Without
 * --out the file goes next to the trace, named after it: `.html` for the page, `.otlp.json` for
 * the OTLP/JSON spans (issue 23).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

export type ExportFormat = 'html' | 'otlp';

/** What each format's file ends with: --out must say the same, so a page is never written as spans. */
const EXTENSIONS: Record<ExportFormat, string> = { html: '.html', otlp: '.json' };
const DEFAULT_SUFFIXES: Record<ExportFormat, string> = { html: '.html', otlp: '.otlp.json' };

export interface ExportOptions {
  format: ExportFormat;
  /** Absolute path of the trace to share (any format mcpscope opens). */
  trace: string;
  /** Absolute path of the file to write. */
  out: string;
  /** Take out credentials before sharing (default); --no-redact keeps the trace as it is. */
  redact: boolean;
}

const EXPORT_FLAGS = {
  out: { type: 'string' },
  format: { type: 'string' },
  'no-redact': { type: 'boolean' },
} as const;

export function parseExport(argv: readonly string[], cwd: string): { ok: true; options: ExportOptions } | { ok: false; usageError: string } {
  const { values, positionals } = parseArgs({ args: [...argv], options: EXPORT_FLAGS, strict: true, allowPositionals: true });
  if (positionals.length === 0) return { ok: false, usageError: 'export needs a trace file: mcpscope export <trace> [--out <file.html>]' };
  if (positionals.length > 1) return { ok: false, usageError: `export: unexpected argument "${positionals[1]}"` };
  const format = values.format ?? 'html';
  if (format !== 'html' && format !== 'otlp') return { ok: false, usageError: `export: --format must be html or otlp, not "${format}"` };
  const trace = path.resolve(cwd, positionals[0]!);
  const out = values.out === undefined ? `${trace.replace(/\.[^./\\]*$/, '')}${DEFAULT_SUFFIXES[format]}` : path.resolve(cwd, values.out);
  if (!out.endsWith(EXTENSIONS[format])) return { ok: false, usageError: `export: --out must name a ${EXTENSIONS[format]} file for --format ${format}, not "${values.out}"` };
  if (out === trace) return { ok: false, usageError: 'export: --out would overwrite the trace' };
  return { ok: true, options: { format, trace, out, redact: !(values['no-redact'] ?? false) } };
}
