/**
 * Reads a resources/read result (spec 2025-06-18 server/resources, "Reading Resources") without
 * trusting it: every entry of `contents` becomes a display model with its size, and anything
 * malformed becomes `unknown` so the UI still shows it as JSON.
 */
import { utf8Length } from './log-entry';
import { base64Bytes, parseJsonText } from './tool-result';
import { isObject } from './is-object';

export type ResourceContentKind = 'text' | 'json' | 'markdown' | 'image' | 'audio' | 'blob';

interface ContentBase {
  uri: string;
  mimeType?: string;
  /** Decoded size in bytes: UTF-8 length of text, or the base64-decoded length of a blob. */
  bytes: number;
}

export type ResourceContent =
  | (ContentBase & { kind: 'text' | 'markdown'; text: string })
  | (ContentBase & { kind: 'json'; text: string; json: unknown })
  | (ContentBase & { kind: 'image' | 'audio' | 'blob'; blob: string })
  | { kind: 'unknown'; raw: unknown; reason: string };


/** The media type without parameters, lower-cased: "Text/Markdown; charset=utf-8" -> "text/markdown". */
export function baseMimeType(mimeType: string | undefined): string {
  return (mimeType ?? '').split(';')[0]!.trim().toLowerCase();
}

function isJsonMime(mime: string): boolean {
  return mime === 'application/json' || mime.endsWith('+json');
}

export function classifyResourceContent(item: unknown): ResourceContent {
  if (!isObject(item)) return { kind: 'unknown', raw: item, reason: 'content is not an object' };
  if (typeof item.uri !== 'string') return { kind: 'unknown', raw: item, reason: 'content needs a string "uri"' };
  const mimeType = typeof item.mimeType === 'string' ? item.mimeType : undefined;
  const mime = baseMimeType(mimeType);
  const base = { uri: item.uri, mimeType };
  if (typeof item.text === 'string') {
    const text = item.text;
    const bytes = utf8Length(text);
    if (mime === 'text/markdown') return { ...base, kind: 'markdown', text, bytes };
    // Only objects and arrays count as JSON by sniffing; a declared JSON type also accepts scalars.
    let json = parseJsonText(text);
    if (json === undefined && isJsonMime(mime)) {
      try {
        json = JSON.parse(text) as unknown;
      } catch {
        json = undefined;
      }
    }
    return json === undefined ? { ...base, kind: 'text', text, bytes } : { ...base, kind: 'json', text, json, bytes };
  }
  if (typeof item.blob === 'string') {
    const bytes = base64Bytes(item.blob);
    const kind = mime.startsWith('image/') ? 'image' : mime.startsWith('audio/') ? 'audio' : 'blob';
    return { ...base, kind, blob: item.blob, bytes };
  }
  return { kind: 'unknown', raw: item, reason: 'content has neither "text" nor "blob"' };
}

/** The result's `contents` as display models; a missing or non-array `contents` is reported. */
export function readResourceContents(result: Record<string, unknown>): { items: ResourceContent[]; problem?: string } {
  const contents = result.contents;
  if (contents === undefined) return { items: [], problem: 'The result has no "contents" array (required by the spec).' };
  if (!Array.isArray(contents)) return { items: [], problem: '"contents" is not an array.' };
  return { items: contents.map(classifyResourceContent) };
}

/** A data: URL for a blob, for <img> and <audio>. */
export function blobDataUrl(blob: string, mimeType: string | undefined): string {
  return `data:${baseMimeType(mimeType) || 'application/octet-stream'};base64,${blob.replace(/\s/g, '')}`;
}

/**
 * Decodes base64 (standard or URL-safe, whitespace ignored). `maxBytes` decodes only a prefix, so
 * a hex preview of a 50 MB blob costs 4 KB of work. Invalid characters decode as far as they can.
 */
export function decodeBase64(data: string, maxBytes = Infinity): Uint8Array {
  let clean = data.replace(/\s/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (Number.isFinite(maxBytes)) clean = clean.slice(0, Math.ceil(maxBytes / 3) * 4);
  clean = clean.replace(/=+$/, '');
  const usable = clean.length % 4 === 1 ? clean.slice(0, -1) : clean;
  let binary: string;
  try {
    binary = atob(usable + '='.repeat((4 - (usable.length % 4)) % 4));
  } catch {
    return new Uint8Array(0);
  }
  const length = Math.min(binary.length, maxBytes);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Classic hex dump lines: 8-digit hex offset, 16 bytes in two groups of 8, then printable ASCII. */
export function hexDumpLines(bytes: Uint8Array): string[] {
  const lines: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += 16) {
    const row = bytes.subarray(offset, offset + 16);
    let hex = '';
    let ascii = '';
    for (let i = 0; i < 16; i++) {
      if (i === 8) hex += ' ';
      const byte = row[i];
      hex += byte === undefined ? '   ' : `${byte.toString(16).padStart(2, '0')} `;
      if (byte !== undefined) ascii += byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.';
    }
    lines.push(`${offset.toString(16).padStart(8, '0')}  ${hex} |${ascii}|`);
  }
  return lines;
}

const EXTENSIONS: Record<string, string> = {
  'application/json': 'json',
  'application/pdf': 'pdf',
  'application/gzip': 'gz',
  'application/zip': 'zip',
  'application/octet-stream': 'bin',
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/html': 'html',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
};

/**
 * A download filename from a resource URI: its last path segment, made safe for file systems.
 * URIs without one (data:, bare schemes) fall back to "resource" plus an extension from the type.
 */
export function filenameForUri(uri: string, mimeType?: string): string {
  let segment = '';
  if (!uri.startsWith('data:')) {
    const path = (uri.split(/[?#]/)[0] ?? '').replace(/^[a-z][a-z0-9+.-]*:/i, '');
    segment = path.slice(path.lastIndexOf('/') + 1);
    try {
      segment = decodeURIComponent(segment);
    } catch {
      // Keep the raw segment when it is not valid percent-encoding.
    }
  }
  // eslint-disable-next-line no-control-regex
  segment = segment.replace(/[\u0000-\u001f<>:"/\\|?*]/g, '_').replace(/^\.+/, '').slice(0, 120);
  if (segment) return segment;
  const extension = EXTENSIONS[baseMimeType(mimeType)];
  return extension ? `resource.${extension}` : 'resource';
}
