/**
 * The connect form's "Authorization" section as text fields, and the AuthSettings they make
 * (issue 7). The form state lives in React memory only: the client secret is never written to
 * localStorage or sessionStorage; it goes to the bridge once, and comes back masked.
 */
import type { AuthSettings } from '../../core/auth/types';

export interface AuthFields {
  clientId: string;
  clientSecret: string;
  clientMetadataUrl: string;
  scope: string;
  headless: boolean;
}

export const EMPTY_AUTH_FIELDS: AuthFields = { clientId: '', clientSecret: '', clientMetadataUrl: '', scope: '', headless: false };

/** Only what was filled in; undefined when nothing was, so a plain target stays plain. */
export function buildAuthSettings(fields: AuthFields): AuthSettings | undefined {
  const settings: AuthSettings = {};
  for (const key of ['clientId', 'clientSecret', 'clientMetadataUrl', 'scope'] as const) {
    const value = fields[key].trim();
    if (value !== '') settings[key] = value;
  }
  if (fields.headless) settings.headless = true;
  return Object.keys(settings).length > 0 ? settings : undefined;
}
