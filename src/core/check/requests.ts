/**
 * The requests `mcpscope check` sends, built here so the CLI and the bridge send the same bytes:
 * a 2026-07-28 request carries its version, clientInfo and capabilities in `_meta`, and over
 * HTTP the headers that mirror the body (basic/transports/streamable-http, Request Metadata).
 */
import { isObject } from '../is-object';
import { MODERN_VERSION } from './judge';
import { sampleFor } from './sample';
import type { Json } from './messages';

export const LEGACY_VERSION = '2025-11-25';
export const CHECK_CLIENT = { name: 'mcpscope-check', version: '1.0.0' } as const;
/** Declared so a server may ask for any input; the check answers each kind itself (answerInputRequests). */
export const CHECK_CAPABILITIES = { elicitation: { form: {} }, sampling: {}, roots: {} } as const;

export function modernRequest(id: number, method: string, params: Json = {}): Json {
  const _meta = {
    'io.modelcontextprotocol/protocolVersion': MODERN_VERSION,
    'io.modelcontextprotocol/clientInfo': CHECK_CLIENT,
    'io.modelcontextprotocol/clientCapabilities': CHECK_CAPABILITIES,
  };
  return { jsonrpc: '2.0', id, method, params: { ...params, _meta } };
}

export function legacyRequest(id: number, method: string, params: Json = {}): Json {
  return { jsonrpc: '2.0', id, method, params };
}

export function initializeRequest(id: number): Json {
  return legacyRequest(id, 'initialize', { protocolVersion: LEGACY_VERSION, capabilities: CHECK_CAPABILITIES, clientInfo: CHECK_CLIENT });
}

/** A header value as sent: plain when it is plain printable ASCII, else the Base64 sentinel form. */
export function headerValue(value: string): string {
  const plain = /^[\x21-\x7E]([\x20-\x7E\t]*[\x21-\x7E])?$/.test(value) && !(value.startsWith('=?base64?') && value.endsWith('?='));
  if (plain) return value;
  const binary = Array.from(new TextEncoder().encode(value), (byte) => String.fromCharCode(byte)).join('');
  return `=?base64?${btoa(binary)}?=`;
}

/** `Mcp-Param-*` for the arguments whose schema property names an x-mcp-header, reached through `properties` only. */
function paramHeaders(schema: unknown, args: unknown, into: Record<string, string>): void {
  if (!isObject(schema) || !isObject(schema.properties) || !isObject(args)) return;
  for (const [name, property] of Object.entries(schema.properties)) {
    const value = args[name];
    if (!isObject(property) || value === undefined || value === null) continue;
    const header = property['x-mcp-header'];
    if (typeof header === 'string' && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) into[`Mcp-Param-${header}`] = headerValue(String(value));
    paramHeaders(property, value, into);
  }
}

/** The HTTP headers a conforming 2026-07-28 client sends with `body`; `inputSchema` is the called tool's. */
export function modernHeaders(body: Json, inputSchema?: unknown): Record<string, string> {
  const params = isObject(body.params) ? body.params : {};
  const headers: Record<string, string> = { 'MCP-Protocol-Version': MODERN_VERSION, 'Mcp-Method': String(body.method) };
  const name = params.name ?? params.uri;
  if (['tools/call', 'resources/read', 'prompts/get'].includes(String(body.method)) && typeof name === 'string') headers['Mcp-Name'] = headerValue(name);
  if (body.method === 'tools/call') paramHeaders(inputSchema, params.arguments, headers);
  return headers;
}

/** Answers to an input_required round without a person: a form filled from its schema, a fixed sampling reply, no roots. */
export function answerInputRequests(inputRequests: unknown): Json {
  if (!isObject(inputRequests)) return {};
  const answers: Json = {};
  for (const [key, request] of Object.entries(inputRequests)) {
    const method = isObject(request) ? request.method : undefined;
    const params = isObject(request) && isObject(request.params) ? request.params : {};
    if (method === 'elicitation/create') answers[key] = params.mode === 'url' ? { action: 'accept' } : { action: 'accept', content: sampleFor(params.requestedSchema) };
    else if (method === 'sampling/createMessage') answers[key] = { role: 'assistant', content: { type: 'text', text: 'mcpscope check' }, model: 'mcpscope-check', stopReason: 'endTurn' };
    else if (method === 'roots/list') answers[key] = { roots: [] };
  }
  return answers;
}
