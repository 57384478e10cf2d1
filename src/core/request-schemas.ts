/**
 * The MCP spec's request schemas, from the SDK's own zod definitions (@modelcontextprotocol/core),
 * for the message log's request editor (issue 20): the issues of an edited request, and a JSON
 * Schema of it for the editor's inline diagnostics. A tools/call's arguments are checked against
 * the tool's inputSchema too, with the same ajv validation as the Tools screen.
 */
import { ClientRequestSchema } from '@modelcontextprotocol/core';
import * as z from 'zod/v4';
import type { EditedRequest } from './resend-request';
import { validateAgainstSchema, type SchemaIssue } from './schema-validation';

type RequestSchema = (typeof ClientRequestSchema.options)[number];

const byMethod = new Map<string, RequestSchema>(ClientRequestSchema.options.map((schema) => [schema.shape.method.value, schema]));

/** Whether the spec (as the SDK knows it) defines this client request. */
export function isKnownRequest(method: string): boolean {
  return byMethod.has(method);
}

function pointer(path: readonly PropertyKey[]): string {
  return path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * What is wrong with the request by the spec, and (for tools/call) by the tool's inputSchema.
 * Paths are JSON Pointers into the edited object. A method the spec does not define has no issues
 * here: the person may be testing a server's extension.
 */
export function requestIssues(request: EditedRequest, inputSchema?: Record<string, unknown>): SchemaIssue[] {
  const schema = byMethod.get(request.method);
  const issues: SchemaIssue[] = [];
  if (schema) {
    const parsed = schema.safeParse(request);
    if (!parsed.success) issues.push(...parsed.error.issues.map((issue) => ({ path: pointer(issue.path), message: issue.message })));
  }
  if (request.method === 'tools/call' && inputSchema) {
    const validation = validateAgainstSchema(inputSchema, request.params?.arguments ?? {});
    if (validation.status === 'invalid') issues.push(...validation.issues.map((issue) => ({ path: `/params/arguments${issue.path}`, message: issue.message })));
    if (validation.status === 'schema-error') issues.push({ path: '/params/arguments', message: `not checked: the tool's inputSchema does not compile (${validation.message})` });
  }
  return issues;
}

const jsonSchemas = new Map<string, Record<string, unknown>>();
const toolCallSchemas = new WeakMap<Record<string, unknown>, Record<string, unknown>>();

/**
 * A JSON Schema of the request for the editor's diagnostics; undefined for a method the spec does
 * not define. The same object for the same method and inputSchema, so the editor registers it once.
 */
export function requestJsonSchema(method: string, inputSchema?: Record<string, unknown>): Record<string, unknown> | undefined {
  const schema = byMethod.get(method);
  if (!schema) return undefined;
  let json = jsonSchemas.get(method);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    jsonSchemas.set(method, json);
  }
  if (method !== 'tools/call' || !inputSchema) return json;
  let withArguments = toolCallSchemas.get(inputSchema);
  if (!withArguments) {
    withArguments = withToolArguments(json, inputSchema);
    toolCallSchemas.set(inputSchema, withArguments);
  }
  return withArguments;
}

/** The tools/call schema with the tool's own inputSchema in place of "any object" for params.arguments. */
function withToolArguments(toolCall: Record<string, unknown>, inputSchema: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(toolCall) as { properties?: { params?: { properties?: Record<string, unknown> } } };
  const params = copy.properties?.params;
  if (params?.properties) params.properties.arguments = inputSchema;
  return copy;
}
