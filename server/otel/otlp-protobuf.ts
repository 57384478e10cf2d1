/**
 * OTLP/protobuf request bodies (issue 23): what the Python and Go SDKs, and every SDK's default
 * OTLP/HTTP exporter, send. The body is decoded with protobufjs against the official .proto files
 * (otlp-proto-sources.ts) and turned into the OTLP/JSON shape the JSON path reads (specification,
 * "JSON Protobuf Encoding": hex trace and span ids, 64-bit integers as decimal strings, enums as
 * integers, other bytes as base64, lowerCamelCase names), so both encodings share one validation.
 */
import protobuf from 'protobufjs';
import { OTLP_TRACE_PROTO_SOURCES } from './otlp-proto-sources';

const COLLECTOR = 'opentelemetry.proto.collector.trace.v1';

interface OtlpMessages {
  request: protobuf.Type;
  response: protobuf.Type;
  status: protobuf.Type;
}

/**
 * google.rpc.Status, the body of an OTLP/HTTP failure (specification, "Failures"), less its
 * `details`: the only message mcpscope sends that the trace .proto files do not define.
 */
function statusType(): protobuf.Type {
  return new protobuf.Type('Status').add(new protobuf.Field('code', 1, 'int32')).add(new protobuf.Field('message', 2, 'string'));
}

let messages: OtlpMessages | undefined;

/** Parsed on first use only: a bridge that never receives protobuf never pays for it. */
function otlpMessages(): OtlpMessages {
  if (!messages) {
    const root = new protobuf.Root();
    // One root for all four files, so their imports resolve by package name with no file loading.
    for (const source of Object.values(OTLP_TRACE_PROTO_SOURCES)) protobuf.parse(source, root);
    root.define('google.rpc').add(statusType());
    root.resolveAll();
    messages = { request: root.lookupType(`${COLLECTOR}.ExportTraceServiceRequest`), response: root.lookupType(`${COLLECTOR}.ExportTraceServiceResponse`), status: root.lookupType('google.rpc.Status') };
  }
  return messages;
}

export type ProtobufDecoding = { ok: true; request: unknown } | { ok: false; problem: string };

type Fields = Record<string, unknown>;

function list(value: unknown, field: string): Fields[] {
  const items = (value as Fields)[field];
  return Array.isArray(items) ? (items as Fields[]) : [];
}

/** The JSON encoding writes these ids as hex, not base64 like other bytes (OTLP specification). */
function idsToHex(holder: Fields, fields: readonly string[]): void {
  for (const field of fields) {
    const id = holder[field];
    if (typeof id === 'string') holder[field] = Buffer.from(id, 'base64').toString('hex');
  }
}

/** An ExportTraceServiceRequest in its protobuf encoding, as the OTLP/JSON object it stands for. */
export function decodeProtobufExportRequest(body: Uint8Array): ProtobufDecoding {
  const { request } = otlpMessages();
  let json: Fields;
  try {
    // json: NaN and infinite doubles as the strings the JSON encoding uses. Inside the try too:
    // AnyValues nested thousands deep can overflow the stack here as well as in decode.
    json = request.toObject(request.decode(body), { longs: String, enums: Number, bytes: String, json: true });
  } catch (error) {
    return { ok: false, problem: `the body is not an OTLP/protobuf ExportTraceServiceRequest: ${(error as Error).message}` };
  }
  for (const resource of list(json, 'resourceSpans')) {
    for (const scope of list(resource, 'scopeSpans')) {
      for (const span of list(scope, 'spans')) {
        idsToHex(span, ['traceId', 'spanId', 'parentSpanId']);
        for (const link of list(span, 'links')) idsToHex(link, ['traceId', 'spanId']);
      }
    }
  }
  return { ok: true, request: json };
}

/** The answer to an accepted protobuf request: an ExportTraceServiceResponse with nothing rejected. */
export function protobufExportResponse(): Uint8Array {
  const { response } = otlpMessages();
  return response.encode(response.create({})).finish();
}

/** A refusal's body for a protobuf sender: its exporter decodes the Status to log the message. */
export function protobufStatus(code: number, message: string): Uint8Array {
  const { status } = otlpMessages();
  return status.encode(status.create({ code, message })).finish();
}
