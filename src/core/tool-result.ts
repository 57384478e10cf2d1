/**
 * Reads a CallToolResult's content array without trusting it (spec 2025-06-18 server/tools,
 * "Tool Result"). Every item becomes a display model; anything malformed or unknown becomes
 * `unknown` so the UI still shows it as JSON rather than dropping it.
 */
import { isObject } from './is-object';

export type ContentItem =
  | { kind: 'text'; text: string; /** Set when the text parses as JSON (an object or array). */ json?: unknown }
  | { kind: 'image'; mimeType: string; data: string; dataUrl: string; bytes: number }
  | { kind: 'audio'; mimeType: string; data: string; dataUrl: string; bytes: number }
  | { kind: 'resource_link'; uri: string; name?: string; title?: string; mimeType?: string; description?: string }
  | { kind: 'resource_text'; uri: string; mimeType?: string; text: string; json?: unknown }
  | { kind: 'resource_blob'; uri: string; mimeType?: string; blob: string; bytes: number }
  | { kind: 'unknown'; raw: unknown; reason: string };


function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Parses text as JSON when it looks like a JSON object or array; plain strings stay text. */
export function parseJsonText(text: string): unknown {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Decoded size of base64 data, without decoding it. */
export function base64Bytes(data: string): number {
  const clean = data.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

function withJson<T extends { text: string }>(item: T): T & { json?: unknown } {
  const json = parseJsonText(item.text);
  return json === undefined ? item : { ...item, json };
}

function media(kind: 'image' | 'audio', item: Record<string, unknown>): ContentItem {
  const { data, mimeType } = item;
  if (typeof data !== 'string' || typeof mimeType !== 'string') {
    return { kind: 'unknown', raw: item, reason: `${kind} content needs string "data" and "mimeType"` };
  }
  return { kind, mimeType, data, dataUrl: `data:${mimeType};base64,${data}`, bytes: base64Bytes(data) };
}

function embeddedResource(item: Record<string, unknown>): ContentItem {
  const resource = item.resource;
  if (!isObject(resource) || typeof resource.uri !== 'string') {
    return { kind: 'unknown', raw: item, reason: 'resource content needs a "resource" object with a "uri"' };
  }
  const mimeType = optionalString(resource.mimeType);
  if (typeof resource.text === 'string') return withJson({ kind: 'resource_text' as const, uri: resource.uri, mimeType, text: resource.text });
  if (typeof resource.blob === 'string') {
    return { kind: 'resource_blob', uri: resource.uri, mimeType, blob: resource.blob, bytes: base64Bytes(resource.blob) };
  }
  return { kind: 'unknown', raw: item, reason: 'embedded resource has neither "text" nor "blob"' };
}

export function classifyContentItem(item: unknown): ContentItem {
  if (!isObject(item)) return { kind: 'unknown', raw: item, reason: 'content item is not an object' };
  switch (item.type) {
    case 'text':
      return typeof item.text === 'string'
        ? withJson({ kind: 'text' as const, text: item.text })
        : { kind: 'unknown', raw: item, reason: 'text content needs a string "text"' };
    case 'image':
    case 'audio':
      return media(item.type, item);
    case 'resource_link':
      return typeof item.uri === 'string'
        ? {
            kind: 'resource_link',
            uri: item.uri,
            name: optionalString(item.name),
            title: optionalString(item.title),
            mimeType: optionalString(item.mimeType),
            description: optionalString(item.description),
          }
        : { kind: 'unknown', raw: item, reason: 'resource_link needs a string "uri"' };
    case 'resource':
      return embeddedResource(item);
    default:
      return { kind: 'unknown', raw: item, reason: `unknown content type ${JSON.stringify(item.type)}` };
  }
}

/** The result's content array as display models; a missing or non-array content is reported, not hidden. */
export function readResultContent(result: Record<string, unknown>): { items: ContentItem[]; problem?: string } {
  const content = result.content;
  if (content === undefined) return { items: [], problem: 'The result has no "content" array (required by the spec).' };
  if (!Array.isArray(content)) return { items: [], problem: '"content" is not an array.' };
  return { items: content.map(classifyContentItem) };
}
