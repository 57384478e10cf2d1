import { describe, expect, it } from 'vitest';
import { createAccessPolicy } from '../access-policy';
import { isHostAllowed } from './hostCheck';

const { allowedHosts } = createAccessPolicy({ port: 5577, host: '127.0.0.1', allowRemote: false, extraOrigins: [] });

describe('isHostAllowed', () => {
  it('accepts the loopback names on the bridge port, in any case', () => {
    for (const host of ['127.0.0.1:5577', 'localhost:5577', 'LocalHost:5577', '[::1]:5577']) {
      expect(isHostAllowed(host, allowedHosts), host).toBe(true);
    }
  });

  it('refuses a rebinding host name on the right port', () => {
    expect(isHostAllowed('evil.example:5577', allowedHosts)).toBe(false);
    expect(isHostAllowed('localhost.evil.example:5577', allowedHosts)).toBe(false);
  });

  it('refuses a loopback name on another port, a missing or a malformed Host', () => {
    expect(isHostAllowed('localhost:5578', allowedHosts)).toBe(false);
    expect(isHostAllowed('localhost', allowedHosts)).toBe(false);
    expect(isHostAllowed(undefined, allowedHosts)).toBe(false);
    expect(isHostAllowed('', allowedHosts)).toBe(false);
    expect(isHostAllowed('evil@localhost:5577', allowedHosts)).toBe(false);
  });
});
