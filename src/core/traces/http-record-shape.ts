/**
 * Checks an `http` record line (docs/trace-format.md, "`http`: an HTTP exchange") and rebuilds it
 * from the known fields only, like record-shape.ts does for the other kinds.
 */
import { isObject } from '../is-object';
import type { HttpHeaders } from '../wire-http';
import { expectedRecord as expected, type CheckedRecord as Checked } from './parse-helpers';

function isHeaders(value: unknown): value is HttpHeaders {
  return isObject(value) && Object.values(value).every((v) => typeof v === 'string');
}

export function checkHttpRecord(value: Record<string, unknown>, base: { t: number; conn: string }): Checked {
  const { request, response, error, about } = value;
  if (!isObject(request) || typeof request.method !== 'string' || typeof request.url !== 'string' || !isHeaders(request.headers)) {
    return expected('"request" to be {"method": string, "url": string, "headers": {name: string}}', request);
  }
  if (response !== undefined && !(isObject(response) && Number.isInteger(response.status) && isHeaders(response.headers) && (response.statusText === undefined || typeof response.statusText === 'string'))) {
    return expected('"response" to be {"status": integer, "statusText"?: string, "headers": {name: string}}', response);
  }
  if (error !== undefined && typeof error !== 'string') return expected('"error" to be a string', error);
  if (about !== undefined && !(Array.isArray(about) && about.every((n) => Number.isInteger(n)))) return expected('"about" to be an array of record numbers', about);
  return {
    ok: true,
    record: {
      ...base,
      kind: 'http',
      request: { method: request.method, url: request.url, headers: { ...request.headers } },
      ...(response ? { response: { status: response.status as number, ...(typeof response.statusText === 'string' ? { statusText: response.statusText } : {}), headers: { ...(response.headers as HttpHeaders) } } } : {}),
      ...(error !== undefined ? { error } : {}),
      ...(about !== undefined ? { about: [...(about as number[])] } : {}),
    },
  };
}
