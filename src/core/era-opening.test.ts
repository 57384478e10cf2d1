import { describe, expect, it } from 'vitest';
import { describeOpening } from './era-opening';
import type { EraDecision } from './protocol-era';

const methodNotFound = { how: 'rpc-error', error: { code: -32601, message: 'Method not found' } } as const;

describe('describeOpening', () => {
  it('a 2025 server that refused the probe on the session process reads as a probe and a handshake, not a failure', () => {
    const decision: EraDecision = { setting: 'auto', era: 'legacy', reason: { kind: 'probe-failed', failure: methodNotFound }, probe: { stderr: [], durationMs: 40, handedOver: true } };
    expect(describeOpening(decision)).toBe('probed 2026-07-28: refused (error -32601) → 2025 handshake (initialize)');
  });

  it('says when the probe ran in a process of its own and the server was started again', () => {
    const exited: EraDecision = { setting: 'auto', era: 'legacy', reason: { kind: 'probe-failed', failure: { how: 'exited', code: 1, signal: null } }, probe: { stderr: [], durationMs: 40 } };
    expect(describeOpening(exited)).toBe('probed 2026-07-28 in a separate process: the server exited → the server started again, 2025 handshake (initialize)');
  });

  it('the probe on the wire of an HTTP session, answered or refused by status', () => {
    const modern: EraDecision = { setting: 'auto', era: 'modern', reason: { kind: 'probe-answered' }, probeSeqs: { request: 3, response: 4 } };
    expect(describeOpening(modern)).toBe('probed 2026-07-28: answered → 2026-07-28, no handshake');
    const status: EraDecision = { setting: 'auto', era: 'legacy', reason: { kind: 'probe-failed', failure: { how: 'http-status', status: 400 } }, probeSeqs: { request: 3 } };
    expect(describeOpening(status)).toBe('probed 2026-07-28: refused (HTTP 400) → 2025 handshake (initialize)');
  });

  it('no opening line where no probe ran: a pinned 2025 era, HTTP+SSE, a refused initialize', () => {
    expect(describeOpening({ setting: 'legacy', era: 'legacy', reason: { kind: 'pinned' } })).toBeUndefined();
    expect(describeOpening({ setting: 'auto', era: 'legacy', reason: { kind: 'sse-transport' } })).toBeUndefined();
    expect(describeOpening({ setting: 'legacy', reason: { kind: 'initialize-refused', failure: methodNotFound } })).toBeUndefined();
  });
});
