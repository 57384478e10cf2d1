import { describe, expect, it } from 'vitest';
import { decodeRequestState } from './request-state';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('decodeRequestState', () => {
  it('reads plain JSON and base64 JSON', () => {
    expect(decodeRequestState('{"step":2}')).toEqual({ kind: 'json', value: { step: 2 } });
    expect(decodeRequestState(Buffer.from('{"step":2}').toString('base64'))).toEqual({ kind: 'base64-json', value: { step: 2 } });
    expect(decodeRequestState(b64url({ dates: 'May 4–9' }))).toEqual({ kind: 'base64-json', value: { dates: 'May 4–9' } });
  });

  it("shows a JWT's header and claims without verifying the signature", () => {
    const jwt = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: 'trip', exp: 1 })}.not-a-real-signature`;
    expect(decodeRequestState(jwt)).toEqual({ kind: 'jwt', header: { alg: 'HS256', typ: 'JWT' }, claims: { sub: 'trip', exp: 1 } });
  });

  it("finds the JSON segment of the SDK's signed v1.<body>.<mac> state", () => {
    const state = `v1.${b64url({ p: { destination: 'Rome' }, exp: 2 })}.${Buffer.from('mac bytes').toString('base64url')}`;
    expect(decodeRequestState(state)).toEqual({ kind: 'segment', index: 1, segments: 3, value: { p: { destination: 'Rome' }, exp: 2 } });
  });

  it('leaves an opaque blob opaque', () => {
    expect(decodeRequestState('AEAD-protected blob')).toBeUndefined();
    expect(decodeRequestState(Buffer.from([0xff, 0xfe, 0x00, 0x10]).toString('base64'))).toBeUndefined();
    expect(decodeRequestState('12345')).toBeUndefined();
    expect(decodeRequestState('')).toBeUndefined();
  });
});
