/**
 * The form behind a resource template (RFC 6570, via the SDK's UriTemplate): which variables it
 * has, the URI the current values expand to, and the context a completion request sends.
 */
import { UriTemplate } from '@modelcontextprotocol/client';

export type TemplateParse = { ok: true; template: UriTemplate; variables: string[] } | { ok: false; error: string };

export function parseUriTemplate(uriTemplate: string): TemplateParse {
  try {
    const template = new UriTemplate(uriTemplate);
    // A variable may appear in several expressions; the form asks for it once.
    return { ok: true, template, variables: [...new Set(template.variableNames)] };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Expands with the filled values only: an empty field is undefined, so `{?q}` drops it. */
export function expandTemplate(template: UriTemplate, values: Readonly<Record<string, string>>): string {
  const filled: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (value !== '') filled[name] = value;
  return template.expand(filled);
}

/** Variables the user has not filled yet, in template order. */
export function missingVariables(variables: readonly string[], values: Readonly<Record<string, string>>): string[] {
  return variables.filter((name) => (values[name] ?? '') === '');
}

/** completion/complete's `context.arguments`: every other variable that has a value. */
export function completionContext(values: Readonly<Record<string, string>>, except: string): Record<string, string> {
  const context: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (name !== except && value !== '') context[name] = value;
  return context;
}

/** The suggestions of a completion/complete result; anything malformed yields none. */
export function completionValues(result: Record<string, unknown>): string[] {
  const completion = result.completion;
  if (typeof completion !== 'object' || completion === null) return [];
  const values = (completion as { values?: unknown }).values;
  return Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string').slice(0, 100) : [];
}

/** Whether `uri` is one the template expands to (RFC 6570 matching, the SDK's UriTemplate.match). */
export function matchesTemplate(uriTemplate: string, uri: string): boolean {
  const parsed = parseUriTemplate(uriTemplate);
  return parsed.ok && parsed.template.match(uri) !== null;
}
