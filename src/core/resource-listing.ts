/**
 * Resources and resource templates as the list pane shows them (spec 2025-06-18
 * server/resources, "Listing Resources" and "Resource Templates"). The listing keeps items as the
 * server sent them; here each becomes a display model, and a malformed one says what is wrong.
 */

export interface ResourceEntry {
  uri: string;
  name?: string;
  title?: string;
  description?: string;
  mimeType?: string;
  /** Size in bytes, when the server gave one. */
  size?: number;
  raw: Record<string, unknown>;
}

export interface TemplateEntry {
  uriTemplate: string;
  name?: string;
  title?: string;
  description?: string;
  mimeType?: string;
  raw: Record<string, unknown>;
}

export type Parsed<T> = { ok: true; entry: T } | { ok: false; raw: Record<string, unknown>; reason: string };

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `title` wins over `annotations.title`-less names, as in the spec's display-name rule. */
export function displayName(entry: { title?: string; name?: string }, fallback: string): string {
  return entry.title || entry.name || fallback;
}

export function parseResource(raw: Record<string, unknown>): Parsed<ResourceEntry> {
  if (typeof raw.uri !== 'string' || raw.uri === '') return { ok: false, raw, reason: 'resource needs a string "uri"' };
  const size = typeof raw.size === 'number' && Number.isFinite(raw.size) && raw.size >= 0 ? raw.size : undefined;
  return {
    ok: true,
    entry: {
      uri: raw.uri,
      name: str(raw.name),
      title: str(raw.title),
      description: str(raw.description),
      mimeType: str(raw.mimeType),
      size,
      raw,
    },
  };
}

export function parseTemplate(raw: Record<string, unknown>): Parsed<TemplateEntry> {
  if (typeof raw.uriTemplate !== 'string' || raw.uriTemplate === '') {
    return { ok: false, raw, reason: 'resource template needs a string "uriTemplate"' };
  }
  return {
    ok: true,
    entry: {
      uriTemplate: raw.uriTemplate,
      name: str(raw.name),
      title: str(raw.title),
      description: str(raw.description),
      mimeType: str(raw.mimeType),
      raw,
    },
  };
}

/** Case-insensitive substring match over the fields a person would search by. */
export function matchesFilter(fields: readonly (string | undefined)[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field !== undefined && field.toLowerCase().includes(needle));
}

export function resourceMatches(entry: ResourceEntry, query: string): boolean {
  return matchesFilter([entry.uri, entry.name, entry.title, entry.description, entry.mimeType], query);
}

export function templateMatches(entry: TemplateEntry, query: string): boolean {
  return matchesFilter([entry.uriTemplate, entry.name, entry.title, entry.description, entry.mimeType], query);
}
