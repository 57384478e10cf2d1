import type { BridgeErrorCode, BridgeErrorValue } from './bridge-api/errors';

/** Errors as values (STYLE.md 5): fallible operations return a Result instead of throwing. */
export type Result<T, E = BridgeErrorValue> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err(code: BridgeErrorCode, message: string, details?: unknown): Result<never> {
  return { ok: false, error: details === undefined ? { code, message } : { code, message, details } };
}
