import { describe, expect, it } from 'vitest';
import { redactTarget, REDACTED, validateTarget } from '../target';
import { validateAuthSettings } from './settings';

describe('auth settings', () => {
  it('accepts the known fields and drops empty strings', () => {
    expect(validateAuthSettings({ clientId: 'abc', clientSecret: '', headless: true, scope: 'mcp:read' })).toEqual({ ok: true, value: { clientId: 'abc', headless: true, scope: 'mcp:read' } });
  });

  it('refuses a CIMD URL that is not https with a path', () => {
    expect(validateAuthSettings({ clientMetadataUrl: 'http://example.com/doc.json' }).ok).toBe(false);
    expect(validateAuthSettings({ clientMetadataUrl: 'https://example.com' }).ok).toBe(false);
    expect(validateAuthSettings({ clientMetadataUrl: 'https://conformance-test.local/client-metadata.json' }).ok).toBe(true);
  });

  it('refuses wrong types', () => {
    expect(validateAuthSettings({ headless: 'yes' }).ok).toBe(false);
    expect(validateAuthSettings({ clientId: 3 }).ok).toBe(false);
    expect(validateAuthSettings([]).ok).toBe(false);
  });

  it('travels with an HTTP target, and the client secret is masked like a header value', () => {
    const target = validateTarget({ transport: 'http', url: 'https://x/mcp', auth: { clientId: 'id', clientSecret: 'shh' } });
    expect(target.ok && target.value).toEqual({ transport: 'http', url: 'https://x/mcp', auth: { clientId: 'id', clientSecret: 'shh' } });
    if (!target.ok) return;
    expect(redactTarget(target.value)).toEqual({ transport: 'http', url: 'https://x/mcp', auth: { clientId: 'id', clientSecret: REDACTED } });
  });
});
