import { describe, expect, it } from 'vitest';
import { tamperRequestState } from './tamper';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tamperRequestState', () => {
  it('adds a field to the readable payload of a signed state and keeps the signature byte for byte', () => {
    const state = `v1.${b64url({ p: { step: 'asked' }, exp: 1 })}.c2lnbmF0dXJl`;
    const [version, payload, mac] = tamperRequestState(state).split('.');
    expect([version, mac]).toEqual(['v1', 'c2lnbmF0dXJl']);
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({ p: { step: 'asked' }, exp: 1, mcpscopeTampered: true });
  });

  it('keeps plain base64 plain', () => {
    const state = Buffer.from(JSON.stringify({ step: 'a?>' })).toString('base64');
    expect(JSON.parse(Buffer.from(tamperRequestState(state), 'base64').toString())).toEqual({ step: 'a?>', mcpscopeTampered: true });
  });

  it('flips one character of a state it cannot read', () => {
    const tampered = tamperRequestState('opaque-blob');
    expect(tampered).not.toBe('opaque-blob');
    expect(tampered).toHaveLength('opaque-blob'.length);
  });
});
