/**
 * Span names and attributes from the MCP semantic conventions (OpenTelemetry gen-ai/mcp.md,
 * "Client" span): name `{mcp.method.name} {target}` with the tool or prompt name as target,
 * `error.type` and `rpc.response.status_code` on a JSON-RPC error, `error.type` `tool_error` on a
 * tools/call result with `isError: true`. The attribute names are the package's constants.
 */
import {
  ATTR_ERROR_TYPE,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_PROMPT_NAME,
  ATTR_GEN_AI_TOOL_NAME,
  ATTR_JSONRPC_REQUEST_ID,
  ATTR_MCP_METHOD_NAME,
  ATTR_MCP_RESOURCE_URI,
  ATTR_RPC_RESPONSE_STATUS_CODE,
  ERROR_TYPE_VALUE_OTHER,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
} from '@opentelemetry/semantic-conventions/incubating';
import { isObject } from '../is-object';
import type { JsonRpcErrorObject, RequestId } from '../jsonrpc';
import type { SpanAttributes } from './span-draft';

/** The value the conventions give `error.type` for a tool result with `isError: true`. */
export const TOOL_ERROR_TYPE = 'tool_error';

function stringParam(params: unknown, key: string): string | undefined {
  return isObject(params) && typeof params[key] === 'string' ? params[key] : undefined;
}

/** The span name and the attributes known when the request is sent. */
export function requestSpan(method: string, id: RequestId, params: unknown): { name: string; attributes: SpanAttributes } {
  const attributes: SpanAttributes = { [ATTR_MCP_METHOD_NAME]: method, [ATTR_JSONRPC_REQUEST_ID]: String(id) };
  const tool = method === 'tools/call' ? stringParam(params, 'name') : undefined;
  const prompt = method === 'prompts/get' ? stringParam(params, 'name') : undefined;
  const uri = stringParam(params, 'uri');
  if (tool !== undefined) {
    attributes[ATTR_GEN_AI_TOOL_NAME] = tool;
    attributes[ATTR_GEN_AI_OPERATION_NAME] = GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL;
  }
  if (prompt !== undefined) attributes[ATTR_GEN_AI_PROMPT_NAME] = prompt;
  // The URI is an attribute, never the span name's target: it is high-cardinality (the conventions' default).
  if (uri !== undefined) attributes[ATTR_MCP_RESOURCE_URI] = uri;
  const target = tool ?? prompt;
  return { name: target === undefined ? method : `${method} ${target}`, attributes };
}

export type RequestOutcome = { type: 'result'; result: unknown } | { type: 'error'; error: JsonRpcErrorObject } | { type: 'unanswered'; reason: string };

/** What the answer adds: nothing on success, `error.type` (and the code) and a status message on failure. */
export function outcomeOf(outcome: RequestOutcome): { attributes: SpanAttributes; error?: { message: string } } {
  if (outcome.type === 'error') {
    const code = String(outcome.error.code);
    return { attributes: { [ATTR_ERROR_TYPE]: code, [ATTR_RPC_RESPONSE_STATUS_CODE]: code }, error: { message: outcome.error.message } };
  }
  if (outcome.type === 'unanswered') return { attributes: { [ATTR_ERROR_TYPE]: ERROR_TYPE_VALUE_OTHER }, error: { message: outcome.reason } };
  if (isObject(outcome.result) && outcome.result.isError === true) {
    return { attributes: { [ATTR_ERROR_TYPE]: TOOL_ERROR_TYPE }, error: { message: toolErrorText(outcome.result) } };
  }
  return { attributes: {} };
}

/** The first text item of an isError result: what the tool said went wrong. */
function toolErrorText(result: Record<string, unknown>): string {
  const first: unknown = Array.isArray(result.content) ? (result.content as unknown[]).find((item) => isObject(item) && item.type === 'text') : undefined;
  return isObject(first) && typeof first.text === 'string' ? first.text : 'the tool reported an error';
}
