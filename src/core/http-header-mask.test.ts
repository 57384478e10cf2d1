import { describe, expect, it } from 'vitest';
import { maskedHeaderValue } from './http-header-mask';

describe('maskedHeaderValue', () => {
  it('keeps the auth scheme of a credential header, masks a connection\'s own header whole, leaves the rest', () => {
    expect(maskedHeaderValue('authorization', 'Bearer sk-live-123')).toBe('Bearer •••');
    expect(maskedHeaderValue('x-api-key', 'abc123')).toBe('•••');
    expect(maskedHeaderValue('x-tenant', 'acme', new Set(['x-tenant']))).toBe('•••');
    expect(maskedHeaderValue('mcp-name', 'get_weather')).toBe('get_weather');
  });
});
