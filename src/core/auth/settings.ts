/** Checking a connection's OAuth settings as they arrive from outside (types.ts AuthSettings). */
import { err, ok, type Result } from '../result';
import type { AuthSettings } from './types';

const STRING_FIELDS = ['clientId', 'clientSecret', 'clientMetadataUrl', 'scope'] as const;

export function validateAuthSettings(value: unknown): Result<AuthSettings> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err('bad_request', 'auth must be an object');
  const v = value as Record<string, unknown>;
  const settings: AuthSettings = {};
  for (const field of STRING_FIELDS) {
    const inner = v[field];
    if (inner === undefined) continue;
    if (typeof inner !== 'string') return err('bad_request', `auth.${field} must be a string`);
    if (inner !== '') settings[field] = inner;
  }
  if (v.headless !== undefined) {
    if (typeof v.headless !== 'boolean') return err('bad_request', 'auth.headless must be a boolean');
    settings.headless = v.headless;
  }
  if (settings.clientMetadataUrl !== undefined && !/^https:\/\/[^/]+\/./.test(settings.clientMetadataUrl)) {
    // SEP-991: a Client ID Metadata Document URL is https with a path.
    return err('bad_request', 'auth.clientMetadataUrl must be an https URL with a path');
  }
  return ok(settings);
}
