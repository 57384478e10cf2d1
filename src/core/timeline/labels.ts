/**
 * What the timeline writes on an arrow. A sequence diagram is read at a glance, so the label
 * names what happened ("progress 3/10", "cancelled: user pressed Cancel", "error -32601 Method
 * not found") rather than the JSON-RPC shape.
 */
import { errorCodeName, type MessageShape } from '../jsonrpc';
import { readInputRequired, readRetryParams } from '../mrtr';

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function clip(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** What a request names: the tool or prompt's name, or the resource's URI. */
export function requestTarget(params: unknown): string | undefined {
  const p = record(params);
  const target = p?.name ?? p?.uri;
  return typeof target === 'string' ? target : undefined;
}

/**
 * A tools/call request's label with the tool's title before its name, "tools/call Echo a message
 * (echo)", where the tools list gives the tool a title (issue 20). Titles come after the arrow was
 * laid out (and may change), so the view applies them to the label the builder wrote.
 */
export function titledLabel(item: { readonly label: string; readonly tool?: string }, title: string | undefined): string {
  if (item.tool === undefined || title === undefined || title === item.tool) return item.label;
  const named = `tools/call ${clip(item.tool, 40)}`;
  if (!item.label.startsWith(named)) return item.label;
  return `tools/call ${clip(title, 40)} (${clip(item.tool, 40)})${item.label.slice(named.length)}`;
}

/**
 * A request: its method, and for the methods that name a target (a tool, a prompt, a resource) the
 * target; an MRTR retry (MCP 2026-07-28) says which answers it carries, so each round reads apart.
 */
export function requestLabel(method: string, params: unknown): string {
  const target = requestTarget(params);
  const named = target === undefined ? method : `${method} ${clip(target, 40)}`;
  const retry = readRetryParams(params);
  if (!retry) return named;
  const answers = Object.keys(retry.inputResponses ?? {});
  return `${named} · retry with ${answers.length > 0 ? clip(answers.join(', '), 30) : 'no answers'}${retry.requestState === undefined ? '' : ' + state'}`;
}

/** `notifications/progress` as "progress 3/10 · message" (MCP spec, basic/utilities/progress). */
export function progressLabel(params: unknown): string {
  const p = record(params);
  const progress = typeof p?.progress === 'number' ? p.progress : '?';
  const total = typeof p?.total === 'number' ? `/${p.total}` : '';
  const message = typeof p?.message === 'string' && p.message ? ` · ${clip(p.message, 40)}` : '';
  return `progress ${progress}${total}${message}`;
}

/** `notifications/cancelled` as "cancelled #5: reason" (MCP spec, basic/utilities/cancellation). */
export function cancelledLabel(params: unknown): string {
  const p = record(params);
  const id = typeof p?.requestId === 'string' || typeof p?.requestId === 'number' ? ` #${p.requestId}` : '';
  const reason = typeof p?.reason === 'string' && p.reason ? `: ${clip(p.reason, 50)}` : '';
  return `cancelled${id}${reason}`;
}

/** `notifications/message` as "log warning: text". */
function logLabel(params: unknown): string {
  const p = record(params);
  const level = typeof p?.level === 'string' ? p.level : 'log';
  const data = typeof p?.data === 'string' ? p.data : p?.data === undefined ? '' : JSON.stringify(p.data);
  return data ? `log ${level}: ${clip(data, 50)}` : `log ${level}`;
}

export function notificationLabel(method: string, params: unknown): string {
  switch (method) {
    case 'notifications/progress':
      return progressLabel(params);
    case 'notifications/cancelled':
      return cancelledLabel(params);
    case 'notifications/message':
      return logLabel(params);
    default:
      return method;
  }
}

/** A response: "result", or "tool error" for a tools/call result with isError (not a JSON-RPC error). */
export function responseLabel(shape: Extract<MessageShape, { type: 'result' | 'error' }>, method: string | undefined): string {
  const of = method ? ` ${method}` : '';
  if (shape.type === 'error') return `error ${shape.error.code} ${errorCodeName(shape.error.code)}: ${clip(shape.error.message, 50)}`;
  const asked = readInputRequired(shape.result);
  if (asked) {
    const inputs = Object.entries(asked.inputRequests).map(([key, request]) => `${key} (${request.method.split('/')[0]})`);
    return `input required${of}: ${clip(inputs.join(', ') || 'no inputs', 50)}${asked.requestState === undefined ? '' : ' + state'}`;
  }
  return record(shape.result)?.isError === true ? `tool error${of}` : `result${of}`;
}

/** Whether a result is a tool-level failure, which the timeline marks like an error. */
export function isToolError(shape: MessageShape): boolean {
  return shape.type === 'result' && record(shape.result)?.isError === true;
}

export { clip as clipLabel };
