/**
 * Checks the records of an MCP App's conversation (docs/trace-format.md, "`app`" and "`app-csp`";
 * issue 21) and rebuilds them from the known fields only, like record-shape.ts does for the other
 * kinds. `call` is a record number in the file, which is the record's seq once the file is read.
 */
import { isObject } from '../is-object';
import { expectedRecord as expected, type CheckedRecord } from './parse-helpers';

type Base = { t: number; conn: string };

/** The fields every app record has: which rendered app, loaded from which ui:// resource. */
function checkView(value: Record<string, unknown>): { view: string; uri: string } | CheckedRecord {
  if (typeof value.view !== 'string') return expected('"view" to be a string', value.view);
  if (typeof value.uri !== 'string') return expected('"uri" to be a string', value.uri);
  return { view: value.view, uri: value.uri };
}

export function checkAppMessageRecord(value: Record<string, unknown>, base: Base): CheckedRecord {
  if (value.dir !== 'to-app' && value.dir !== 'from-app') return expected('"dir" to be "to-app" or "from-app"', value.dir);
  if (!isObject(value.msg)) return expected('"msg" to be a JSON-RPC object', value.msg);
  const where = checkView(value);
  if ('ok' in where) return where;
  const { call } = value;
  if (call !== undefined && !(Number.isInteger(call) && (call as number) > 0)) return expected('"call" to be a record number', call);
  return { ok: true, record: { ...base, kind: 'app', dir: value.dir, msg: value.msg, ...where, ...(call !== undefined ? { call: call as number } : {}) } };
}

export function checkAppCspRecord(value: Record<string, unknown>, base: Base): CheckedRecord {
  const where = checkView(value);
  if ('ok' in where) return where;
  if (typeof value.directive !== 'string') return expected('"directive" to be a string', value.directive);
  if (typeof value.blockedUri !== 'string') return expected('"blockedUri" to be a string', value.blockedUri);
  return { ok: true, record: { ...base, kind: 'app-csp', ...where, directive: value.directive, blockedUri: value.blockedUri } };
}
