import { describe, expect, it } from 'vitest';
import { MAX_CLIENT_INFO_LENGTH, validateClientInfo } from './client-info';

describe('validateClientInfo', () => {
  it('accepts a name with or without a version, trimmed', () => {
    expect(validateClientInfo({ name: ' claude-ai ', version: '0.1.0' })).toEqual({ ok: true, value: { name: 'claude-ai', version: '0.1.0' } });
    expect(validateClientInfo({ name: 'cursor-vscode' })).toEqual({ ok: true, value: { name: 'cursor-vscode' } });
  });

  it.each([
    [null, 'must be an object'],
    [{ name: '   ' }, 'clientInfo.name must be a non-empty string'],
    [{ name: 42 }, 'clientInfo.name must be a non-empty string'],
    [{ name: 'x'.repeat(MAX_CLIENT_INFO_LENGTH + 1) }, `at most ${MAX_CLIENT_INFO_LENGTH} characters`],
    [{ name: 'claude\u001b[8m' }, 'control characters'],
    [{ name: 'claude-ai', version: '' }, 'clientInfo.version must be a non-empty string'],
  ])('refuses %j', (value, mention) => {
    const checked = validateClientInfo(value);
    expect(checked.ok ? '' : checked.error.message).toContain(mention);
  });
});
