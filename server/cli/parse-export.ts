/**
 * `mcpscope export <trace> [--out <file.html>] [--no-redact]` arguments. Without --out the file
 * goes next to the trace, named after it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

export interface ExportOptions {
  /** Absolute path of the trace to share (any format mcpscope opens). */
  trace: string;
  /** Absolute path of the HTML file to write. */
  out: string;
  /** Take out credentials before sharing (default); --no-redact keeps the trace as it is. */
  redact: boolean;
}

const EXPORT_FLAGS = {
  out: { type: 'string' },
  'no-redact': { type: 'boolean' },
} as const;

export function parseExport(argv: readonly string[], cwd: string): { ok: true; options: ExportOptions } | { ok: false; usageError: string } {
  const { values, positionals } = parseArgs({ args: [...argv], options: EXPORT_FLAGS, strict: true, allowPositionals: true });
  if (positionals.length === 0) return { ok: false, usageError: 'export needs a trace file: mcpscope export <trace> [--out <file.html>]' };
  if (positionals.length > 1) return { ok: false, usageError: `export: unexpected argument "${positionals[1]}"` };
  const trace = path.resolve(cwd, positionals[0]!);
  const out = values.out === undefined ? `${trace.replace(/\.[^./\\]*$/, '')}.html` : path.resolve(cwd, values.out);
  if (!out.endsWith('.html')) return { ok: false, usageError: `export: --out must name an .html file, not "${values.out}"` };
  if (out === trace) return { ok: false, usageError: 'export: --out would overwrite the trace' };
  return { ok: true, options: { trace, out, redact: !(values['no-redact'] ?? false) } };
}
