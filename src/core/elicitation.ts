/**
 * elicitation/create params as display models (spec 2025-11-25 client/elicitation). Form mode:
 * the schema the form is built from (see elicitation-form.ts). URL mode: a URL the person may
 * open, and an elicitationId. Kept apart from the form so reading a request does not load ajv.
 */
import { isObject } from './is-object';

export type ElicitationView =
  | { mode: 'form'; message: string; requestedSchema: Record<string, unknown> }
  | { mode: 'url'; message: string; url: unknown; elicitationId?: string };

export function readElicitationParams(params: Record<string, unknown>): ElicitationView {
  const message = typeof params.message === 'string' ? params.message : '';
  if (params.mode === 'url') {
    return { mode: 'url', message, url: params.url, elicitationId: typeof params.elicitationId === 'string' ? params.elicitationId : undefined };
  }
  // mode is optional for form requests (absent before 2025-11-25).
  const requestedSchema = isObject(params.requestedSchema) ? params.requestedSchema : { type: 'object', properties: {} };
  return { mode: 'form', message, requestedSchema };
}

/**
 * The URL elicitations a -32042 UrlElicitationRequiredError carries in `error.data.elicitations`
 * (spec 2025-11-25 client/elicitation, "URL elicitation required error"). Entries that are not
 * URL-mode elicitations are skipped; the raw data stays visible in the error view.
 */
export function urlElicitationsInError(data: unknown): Extract<ElicitationView, { mode: 'url' }>[] {
  if (!isObject(data) || !Array.isArray(data.elicitations)) return [];
  return data.elicitations
    .filter(isObject)
    .map(readElicitationParams)
    .filter((view): view is Extract<ElicitationView, { mode: 'url' }> => view.mode === 'url');
}
