/**
 * The live views' masking (issue 17, finding 2): the same redaction engine as exports, run when a
 * JSON value is shown (not when it arrives, so a log of thousands of records costs nothing until
 * one is opened), once per value object. The engine, with secretlint's rules, loads on first use.
 */
import { useEffect, useState } from 'react';
import type { JsonSecret } from '../core/redaction/redact-json';

export type SecretScan = { status: 'pending' } | { status: 'ok'; at: ReadonlyMap<string, JsonSecret> } | { status: 'error'; message: string };

const scans = new WeakMap<object, Promise<Map<string, JsonSecret>>>();

async function scan(value: unknown): Promise<Map<string, JsonSecret>> {
  const { scanJsonValues } = await import('../core/redaction/redact-json');
  const { found, tooDeep } = await scanJsonValues([value]);
  if (tooDeep.size > 0) throw new Error('the value is nested too deep to scan');
  return new Map(found.map((secret) => [secret.path, secret]));
}

function scanOnce(value: unknown): Promise<Map<string, JsonSecret>> {
  if (typeof value !== 'object' || value === null) return scan(value);
  let pending = scans.get(value);
  if (!pending) {
    pending = scan(value);
    scans.set(value, pending);
  }
  return pending;
}

export function useSecretScan(value: unknown): SecretScan {
  const [state, setState] = useState<{ value: unknown; scan: SecretScan }>({ value, scan: { status: 'pending' } });
  useEffect(() => {
    let live = true;
    scanOnce(value).then(
      (at) => live && setState({ value, scan: { status: 'ok', at } }),
      (error: unknown) => live && setState({ value, scan: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [value]);
  // A new value is not shown with the last value's scan.
  return state.value === value ? state.scan : { status: 'pending' };
}
