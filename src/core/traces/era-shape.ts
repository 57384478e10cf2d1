/**
 * Checks the `era` of a lifecycle record (docs/trace-format.md, `lifecycle`; src/core/protocol-era.ts
 * `EraDecision`) and rebuilds it from the known fields, so an opened trace shows the era panel
 * from what the file says and nothing else. A trace is untrusted input: the panel formats the
 * failure's code and message, so their types are checked here, once.
 *
 * `probeSeqs` is not read: it holds the writing bridge's record numbers, which mean nothing in a
 * file (the session rebuilt from the trace finds the probe's messages itself).
 */
import { isObject } from '../is-object';
import { isProtocolSetting, type EraDecision, type EraReason, type ProbeFailure } from '../protocol-era';
import { describeValue } from './parse-helpers';

type Checked<T> = { ok: true; value: T } | { ok: false; expected: string };

const bad = <T>(what: string, got: unknown): Checked<T> => ({ ok: false, expected: `expected ${what}, got ${describeValue(got)}` });

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function checkFailure(value: unknown): Checked<ProbeFailure> {
  if (!isObject(value)) return bad('"era.reason.failure" to be an object', value);
  switch (value.how) {
    case 'rpc-error': {
      const { error, supportedVersions } = value;
      if (!isObject(error) || typeof error.code !== 'number' || typeof error.message !== 'string') return bad('"failure.error" to be {"code": number, "message": string}', error);
      if (supportedVersions !== undefined && !isStringArray(supportedVersions)) return bad('"failure.supportedVersions" to be an array of strings', supportedVersions);
      const rpc = { code: error.code, message: error.message, ...('data' in error ? { data: error.data } : {}) };
      return { ok: true, value: { how: 'rpc-error', error: rpc, ...(supportedVersions ? { supportedVersions } : {}) } };
    }
    case 'exited':
      if (!(value.code === null || typeof value.code === 'number') || !(value.signal === null || typeof value.signal === 'string')) {
        return bad('an exited failure to have "code": number|null and "signal": string|null', value);
      }
      return { ok: true, value: { how: 'exited', code: value.code, signal: value.signal } };
    case 'silent':
      if (typeof value.timeoutMs !== 'number') return bad('"failure.timeoutMs" to be a number', value.timeoutMs);
      return { ok: true, value: { how: 'silent', timeoutMs: value.timeoutMs } };
    case 'http-status': {
      const { status, statusText } = value;
      if (typeof status !== 'number' || !Number.isInteger(status)) return bad('"failure.status" to be an HTTP status code', status);
      if (statusText !== undefined && typeof statusText !== 'string') return bad('"failure.statusText" to be a string', statusText);
      return { ok: true, value: { how: 'http-status', status, ...(statusText !== undefined ? { statusText } : {}) } };
    }
    case 'unreadable':
      if (typeof value.detail !== 'string') return bad('"failure.detail" to be a string', value.detail);
      return { ok: true, value: { how: 'unreadable', detail: value.detail } };
    default:
      return bad('"failure.how" one of rpc-error|exited|silent|http-status|unreadable', value.how);
  }
}

function checkReason(value: unknown): Checked<EraReason> {
  if (!isObject(value)) return bad('"era.reason" to be an object', value);
  const { kind } = value;
  if (kind === 'probe-answered' || kind === 'pinned' || kind === 'sse-transport') return { ok: true, value: { kind } };
  if (kind === 'probe-failed' || kind === 'pin-refused' || kind === 'initialize-refused') {
    const failure = checkFailure(value.failure);
    return failure.ok ? { ok: true, value: { kind, failure: failure.value } } : failure;
  }
  return bad('"era.reason.kind" one of probe-answered|probe-failed|pinned|pin-refused|sse-transport|initialize-refused', kind);
}

export function checkEraDecision(value: unknown): Checked<EraDecision> {
  if (!isObject(value)) return bad('"era" to be an object', value);
  if (!isProtocolSetting(value.setting)) return bad('"era.setting" one of auto|legacy|modern', value.setting);
  if (value.era !== undefined && value.era !== 'legacy' && value.era !== 'modern') return bad('"era.era" to be legacy or modern', value.era);
  const reason = checkReason(value.reason);
  if (!reason.ok) return reason;
  if (value.discover !== undefined && !isObject(value.discover)) return bad('"era.discover" to be an object', value.discover);
  const { probe } = value;
  if (probe !== undefined && !(isObject(probe) && isStringArray(probe.stderr) && typeof probe.durationMs === 'number' && (probe.handedOver === undefined || probe.handedOver === true))) {
    return bad('"era.probe" to be {"stderr": string[], "durationMs": number, "handedOver"?: true}', probe);
  }
  return {
    ok: true,
    value: {
      setting: value.setting,
      ...(value.era !== undefined ? { era: value.era } : {}),
      reason: reason.value,
      ...(value.discover !== undefined ? { discover: value.discover } : {}),
      ...(isObject(probe) ? { probe: { stderr: probe.stderr as string[], durationMs: probe.durationMs as number, ...(probe.handedOver === true ? { handedOver: true as const } : {}) } } : {}),
    },
  };
}
