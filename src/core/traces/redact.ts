/**
 * Redaction before a trace is shared (issue 5, "Share"): credentials the findings engine's secret
 * rule recognises, anywhere in a message, a stderr line or a note; values under keys that name a
 * credential (authorization, api_key, password, token, ...); and the target's env and header
 * values (already masked in our own files, masked again for imports). Every redaction is listed,
 * so the person sees what was taken out, and the shared file says so in a note.
 */
import { findSecrets } from '../analysis/rules/output';
import { redactTarget } from '../target';
import type { WireRecord } from '../wire';
import type { Trace } from './trace';

export interface Redaction {
  /** The record's seq (its 1-based position in the trace). */
  seq: number;
  /** JSON path inside the record, e.g. /msg/result/content/0/text. */
  path: string;
  /** What it was: "GitHub token", or "value of authorization". */
  what: string;
}

const CREDENTIAL_KEY = /^(?:authorization|proxy-authorization|cookie|set-cookie|x-api-key|api[-_]?key|apikey|password|passwd|secret|client[-_]?secret|access[-_]?token|refresh[-_]?token|id[-_]?token|token)$/i;

function redactString(text: string, path: string, seq: number, found: Redaction[]): string {
  const secrets = findSecrets(text);
  if (secrets.length === 0) return text;
  let out = '';
  let at = 0;
  for (const { kind, span } of secrets) {
    out += `${text.slice(at, span.start)}[redacted ${kind}]`;
    at = span.end;
    found.push({ seq, path, what: kind });
  }
  return out + text.slice(at);
}

function redactValue(value: unknown, path: string, seq: number, found: Redaction[]): unknown {
  if (typeof value === 'string') return redactString(value, path, seq, found);
  if (Array.isArray(value)) return value.map((item, index) => redactValue(item, `${path}/${index}`, seq, found));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (CREDENTIAL_KEY.test(key) && typeof child === 'string' && child !== '') {
        found.push({ seq, path: `${path}/${key}`, what: `value of ${key}` });
        return [key, '[redacted]'];
      }
      return [key, redactValue(child, `${path}/${key}`, seq, found)];
    }),
  );
}

function redactRecord(record: WireRecord, found: Redaction[]): WireRecord {
  switch (record.kind) {
    case 'message':
      return {
        ...record,
        ...(record.msg ? { msg: redactValue(record.msg, '/msg', record.seq, found) as Record<string, unknown> } : {}),
        ...(record.raw !== undefined ? { raw: redactString(record.raw, '/raw', record.seq, found) } : {}),
      };
    case 'stderr':
      return { ...record, line: redactString(record.line, '/line', record.seq, found) };
    case 'note':
      return { ...record, text: redactString(record.text, '/text', record.seq, found) };
    case 'client-error':
      return { ...record, message: redactString(record.message, '/message', record.seq, found) };
    default:
      return record;
  }
}

export function redactTrace(trace: Trace): { trace: Trace; redactions: Redaction[] } {
  const redactions: Redaction[] = [];
  const records = trace.records.map((record) => redactRecord(record, redactions));
  const header = trace.header.target ? { ...trace.header, target: redactTarget(trace.header.target) } : trace.header;
  return { trace: { ...trace, header, records }, redactions };
}

/** One line per redaction, for the person and for the note the shared file carries. */
export function describeRedactions(redactions: readonly Redaction[]): string {
  if (redactions.length === 0) return 'Nothing was redacted.';
  // seq 0 is the header's target (src/core/traces/export-trace.ts lists its env and header values).
  const where = (redaction: Redaction) => (redaction.seq === 0 ? 'the header' : `record ${redaction.seq}`);
  return `Redacted on export (${redactions.length}): ${redactions.map((redaction) => `${redaction.what} at ${where(redaction)} ${redaction.path}`).join('; ')}`;
}
