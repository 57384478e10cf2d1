/**
 * Redaction before a trace is shared (issue 5, "Share"; issue 17, finding 2), with the one
 * redaction engine (src/core/redaction): every field of every record kind and of the header
 * (command, args, URL, cwd, ...) is scanned; env and header values are masked whole, as in our
 * own files. Every redaction is listed, so the person sees what was taken out, and the shared
 * file says so in a note.
 */
import type { ConnectionTarget } from '../bridge-api/connections';
import { redactJsonValues } from '../redaction/redact-json';
import { REDACTED, redactTarget } from '../target';
import type { WireRecord } from '../wire';
import type { Trace, TraceHeader } from './trace';

export interface Redaction {
  /** The record's seq (its 1-based position in the trace); 0 is the header. */
  seq: number;
  /** JSON path inside the record (e.g. /msg/result/content/0/text) or the header (/target/args/2). */
  path: string;
  /** What it was: "GitHub token", or "value of authorization". */
  what: string;
}

/** Fields that say what a record is, not what it carries: kept as they are so the trace still reads. */
const STRUCTURE = new Set(['seq', 't', 'conn', 'kind', 'dir', 'state', 'exit', 'about', 'clipped', 'view', 'call']);

function carried(record: WireRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !STRUCTURE.has(key)));
}

/** Env and header values: masked whole whatever they are named (a header called X-Tenant may hold a key). */
function targetValues(target: ConnectionTarget | undefined): Redaction[] {
  if (!target) return [];
  const [field, values, what] = target.transport === 'stdio' ? ['env', target.env, 'env value'] : ['headers', target.headers, 'header value'];
  return Object.entries(values ?? {})
    .filter(([, value]) => value !== '' && value !== REDACTED)
    .map(([name]) => ({ seq: 0, path: `/target/${field}/${name}`, what }));
}

function maskedHeader(header: TraceHeader, scanned: Record<string, unknown>): TraceHeader {
  if (!header.target) return scanned as unknown as TraceHeader;
  const masked = redactTarget(header.target);
  const target = { ...(scanned.target as ConnectionTarget) };
  // Values redactTarget masks whole stay masked whole (their names stay visible).
  if (masked.transport === 'stdio' && target.transport === 'stdio') {
    if (masked.env) target.env = masked.env;
  } else if (masked.transport !== 'stdio' && target.transport !== 'stdio') {
    if (masked.headers) target.headers = masked.headers;
    if (masked.auth) target.auth = masked.auth;
  }
  return { ...(scanned as unknown as TraceHeader), target };
}

export async function redactTrace(trace: Trace): Promise<{ trace: Trace; redactions: Redaction[] }> {
  const { header } = trace;
  // Env and header values are masked whole below; the rest of the target (command, args, URL) is scanned.
  const headerToScan = header.target ? { ...header, target: { ...header.target, env: undefined, headers: undefined, auth: undefined } } : header;
  const scanned = await redactJsonValues([headerToScan, ...trace.records.map(carried)]);
  const records = trace.records.map((record, index): WireRecord => ({ ...record, ...(scanned.values[index + 1] as Partial<WireRecord>) }) as WireRecord);
  const redactions: Redaction[] = [
    ...targetValues(header.target),
    ...scanned.redactions.map(({ index, path, what }) => ({ seq: index === 0 ? 0 : (trace.records[index - 1]?.seq ?? index), path, what })),
  ];
  return { trace: { ...trace, header: maskedHeader(header, scanned.values[0] as Record<string, unknown>), records }, redactions };
}

/** One line per redaction, for the person and for the note the shared file carries. */
export function describeRedactions(redactions: readonly Redaction[]): string {
  if (redactions.length === 0) return 'Scanned for secrets: nothing was redacted.';
  const where = (redaction: Redaction) => (redaction.seq === 0 ? 'the header' : `record ${redaction.seq}`);
  return `Redacted on export (${redactions.length}): ${redactions.map((redaction) => `${redaction.what} at ${where(redaction)} ${redaction.path}`).join('; ')}`;
}
