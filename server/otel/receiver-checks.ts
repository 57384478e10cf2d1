/**
 * Who may send spans to mcpscope's OTLP/HTTP receiver (issue 23, item 3), decided before a byte of
 * the body is read. The receiver has its own port and no token: an OpenTelemetry exporter cannot
 * send one. What keeps it safe instead: a peer on this machine only, a Host naming loopback and
 * this port (a page on evil.example that rebinds its name to 127.0.0.1 still sends its own Host),
 * no Origin (a browser page always sends one with a cross-site POST; an exporter never does), one
 * route, and a body cap. It only stores spans: nothing it accepts starts or runs anything.
 */
import { normalizeHost } from '../http/access-policy';

/** OTLP/HTTP (specification, "OTLP/HTTP Request"): the traces path. */
export const OTLP_TRACES_PATH = '/v1/traces';
export const MAX_OTLP_BODY_BYTES = 8 * 1024 * 1024;

export interface ReceiverRequest {
  method: string | undefined;
  url: string | undefined;
  /** The socket's remote address. */
  peer: string | undefined;
  host: string | undefined;
  origin: string | undefined;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  contentLength: string | undefined;
}

export type Refusal = { status: number; message: string; allow?: string };
/** The two OTLP/HTTP body encodings (specification, "OTLP/HTTP Request"). */
export type OtlpBodyFormat = 'json' | 'protobuf';
export type ReceiverVerdict = { ok: true; format: OtlpBodyFormat; encoding: 'identity' | 'gzip' } | { ok: false; refusal: Refusal };

const BODY_FORMATS: Record<string, OtlpBodyFormat> = { 'application/json': 'json', 'application/x-protobuf': 'protobuf' };

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function refuse(status: number, message: string, allow?: string): ReceiverVerdict {
  return { ok: false, refusal: { status, message, ...(allow ? { allow } : {}) } };
}

export function receiverVerdict(request: ReceiverRequest, port: number): ReceiverVerdict {
  if (!isLoopbackPeer(request.peer)) return refuse(403, 'mcpscope takes spans only from this machine');
  const host = request.host === undefined ? null : normalizeHost(request.host);
  const loopbackHosts = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  if (host === null || !loopbackHosts.includes(host)) return refuse(403, `Host "${request.host ?? ''}" is not a loopback name with port ${port} (DNS rebinding guard)`);
  if (request.origin !== undefined) return refuse(403, 'requests from web pages are refused: an OTLP exporter sends no Origin');
  const path = (request.url ?? '').split('?')[0];
  if (path !== OTLP_TRACES_PATH) return refuse(404, `mcpscope receives traces only, at POST ${OTLP_TRACES_PATH}`);
  if (request.method !== 'POST') return refuse(405, `${OTLP_TRACES_PATH} takes POST`, 'POST');
  const length = Number(request.contentLength ?? 0);
  if (length > MAX_OTLP_BODY_BYTES) return refuse(413, `the body is ${length} bytes; mcpscope takes at most ${MAX_OTLP_BODY_BYTES} per request (send smaller batches)`);
  const type = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const format = BODY_FORMATS[type];
  if (format === undefined) return refuse(415, `expected Content-Type application/x-protobuf (OTLP/protobuf) or application/json (OTLP/JSON), got "${request.contentType ?? ''}"`);
  const encoding = (request.contentEncoding ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && encoding !== 'gzip') return refuse(415, `Content-Encoding "${request.contentEncoding ?? ''}" is not supported: send gzip or none`);
  return { ok: true, format, encoding };
}
