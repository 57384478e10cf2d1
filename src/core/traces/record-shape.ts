/**
 * Checks one record line of our JSONL format against docs/trace-format.md and rebuilds it from
 * the known fields only, so a hand-edited or newer-minor file cannot smuggle other shapes into
 * the model. Returns what was expected when it does not fit.
 */
import type { LifecycleState } from '../wire';
import { isObject } from '../is-object';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../json-depth';
import { isValidTime } from '../wall-time';
import { checkEraDecision } from './era-shape';
import { checkHttpRecord } from './http-record-shape';
import { checkAppCspRecord, checkAppMessageRecord } from './app-record-shape';
import { checkSpanRecord } from './span-record-shape';
import { expectedRecord as expected, type CheckedRecord as Checked } from './parse-helpers';

const KINDS = ['message', 'lifecycle', 'stderr', 'note', 'client-error', 'http', 'app', 'app-csp', 'span'] as const;
const STATES: readonly LifecycleState[] = ['connecting', 'initializing', 'ready', 'closed', 'failed'];


function optionalString(value: Record<string, unknown>, field: string): string | undefined | false {
  const v = value[field];
  if (v === undefined) return undefined;
  return typeof v === 'string' ? v : false;
}

/**
 * `startedAt` is the header's createdAt in ms: the file's `t` is relative to it and the model's
 * is absolute, like a live record's.
 */
export function checkRecord(value: unknown, startedAt: number): Checked {
  if (!isObject(value) || !KINDS.includes(value.kind as (typeof KINDS)[number])) {
    return expected(`a JSON object with "kind" one of ${KINDS.join('|')}`, isObject(value) ? value.kind : value);
  }
  const checked = checkKnownKind(value, startedAt);
  // Every problem names the kind, so a person can find the record (issue 17, finding 7).
  return checked.ok ? checked : { ok: false, expected: `record kind '${value.kind as string}': ${checked.expected}` };
}

function checkKnownKind(value: Record<string, unknown>, startedAt: number): Checked {
  // A number that is no time a Date can hold (1e16) would throw wherever it is formatted.
  if (typeof value.t !== 'number' || !isValidTime(startedAt + value.t)) return expected('"t" to be a valid time in ms since the header\'s createdAt', value.t);
  if (typeof value.conn !== 'string') return expected('"conn" to be a string', value.conn);
  // Deeper values overflow every recursive walk after this one: redaction, rendering, export.
  if (exceedsJsonDepth(value, MAX_JSON_DEPTH)) return { ok: false, expected: `expected JSON nested at most ${MAX_JSON_DEPTH} levels deep, got deeper` };
  const base = { t: startedAt + value.t, conn: value.conn };

  switch (value.kind) {
    case 'message': {
      if (value.dir !== 'out' && value.dir !== 'in') return expected('"dir" to be "out" or "in"', value.dir);
      if (value.msg !== undefined && !isObject(value.msg)) return expected('"msg" to be a JSON-RPC object', value.msg);
      const raw = optionalString(value, 'raw');
      const problem = optionalString(value, 'problem');
      if (raw === false) return expected('"raw" to be a string', value.raw);
      if (problem === false) return expected('"problem" to be a string', value.problem);
      if (value.msg === undefined && raw === undefined) return expected('a message record to hold "msg" or "raw"', undefined);
      return {
        ok: true,
        record: {
          ...base,
          kind: 'message',
          dir: value.dir,
          ...(value.msg !== undefined ? { msg: value.msg } : {}),
          ...(raw !== undefined ? { raw } : {}),
          ...(problem !== undefined ? { problem } : {}),
        },
      };
    }
    case 'lifecycle': {
      if (!STATES.includes(value.state as LifecycleState)) return expected(`"state" one of ${STATES.join('|')}`, value.state);
      const detail = optionalString(value, 'detail');
      if (detail === false) return expected('"detail" to be a string', value.detail);
      const exit = value.exit;
      if (exit !== undefined && !(isObject(exit) && (exit.code === null || typeof exit.code === 'number') && (exit.signal === null || typeof exit.signal === 'string'))) {
        return expected('"exit" to be {"code": number|null, "signal": string|null}', exit);
      }
      const era = value.era === undefined ? undefined : checkEraDecision(value.era);
      if (era && !era.ok) return era;
      return {
        ok: true,
        record: {
          ...base,
          kind: 'lifecycle',
          state: value.state as LifecycleState,
          ...(detail !== undefined ? { detail } : {}),
          ...(exit ? { exit: { code: exit.code as number | null, signal: exit.signal as string | null } } : {}),
          ...(era ? { era: era.value } : {}),
        },
      };
    }
    case 'stderr':
      if (typeof value.line !== 'string') return expected('"line" to be a string', value.line);
      return { ok: true, record: { ...base, kind: 'stderr', line: value.line } };
    case 'note': {
      if (typeof value.text !== 'string') return expected('"text" to be a string', value.text);
      if (value.about !== undefined && typeof value.about !== 'number') return expected('"about" to be a number', value.about);
      return { ok: true, record: { ...base, kind: 'note', text: value.text, ...(value.about !== undefined ? { about: value.about } : {}) } };
    }
    case 'http':
      return checkHttpRecord(value, base);
    case 'app':
      return checkAppMessageRecord(value, base);
    case 'app-csp':
      return checkAppCspRecord(value, base);
    case 'span':
      return checkSpanRecord(value, base);
    default:
      if (typeof value.message !== 'string') return expected('"message" to be a string', value.message);
      return { ok: true, record: { ...base, kind: 'client-error', message: value.message } };
  }
}
