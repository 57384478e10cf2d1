/**
 * The clientInfo a connection may claim instead of mcpscope's (ConnectRequest.clientInfo, the
 * client-info probe, `scan --as-client`). One check for the HTTP edge, the CLI and the manager.
 */
import type { ClientInfo } from './bridge-api/connections';
import { err, ok, type Result } from './result';

/** A realistic other client for the probe: cloaking servers key on names like this one. */
export const DEFAULT_PROBE_CLIENT: ClientInfo = { name: 'claude-ai', version: '0.1.0' };

/** Real clients send short names; a bound keeps a typo'd paste out of initialize and the report. */
export const MAX_CLIENT_INFO_LENGTH = 100;

/** Control characters would reach the text report and the terminal as they are. */
const CONTROL = /\p{Cc}/u;

function checkField(label: string, value: unknown): Result<string> {
  if (typeof value !== 'string' || value.trim() === '') return err('bad_request', `clientInfo.${label} must be a non-empty string`);
  const text = value.trim();
  if (text.length > MAX_CLIENT_INFO_LENGTH) return err('bad_request', `clientInfo.${label} must be at most ${MAX_CLIENT_INFO_LENGTH} characters`);
  if (CONTROL.test(text)) return err('bad_request', `clientInfo.${label} must not contain control characters`);
  return ok(text);
}

/** Checks a clientInfo that arrived from outside (an HTTP body, a CLI flag); trims both fields. */
export function validateClientInfo(value: unknown): Result<ClientInfo> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err('bad_request', 'clientInfo must be an object { name, version? }');
  const { name, version } = value as Record<string, unknown>;
  const checkedName = checkField('name', name);
  if (!checkedName.ok) return checkedName;
  if (version === undefined) return ok({ name: checkedName.value });
  const checkedVersion = checkField('version', version);
  return checkedVersion.ok ? ok({ name: checkedName.value, version: checkedVersion.value }) : checkedVersion;
}
