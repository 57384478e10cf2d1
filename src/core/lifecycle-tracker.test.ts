/**
 * The lifecycle tracker on a 2025 session that opens with the era probe on its own wire (issue 24:
 * over stdio the probed process goes on as the session's): the refused server/discover is read as
 * the probe, with its place and times, and the initialize handshake after it as the handshake.
 */
import { describe, expect, it } from 'vitest';
import { LifecycleTracker } from './lifecycle-tracker';
import type { EraDecision } from './protocol-era';
import type { MessageRecord } from './wire';

const ENVELOPE = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'mcpscope', version: '0.1.0' },
  'io.modelcontextprotocol/clientCapabilities': { sampling: {} },
};

let seq = 0;
const record = (t: number, dir: 'out' | 'in', msg: Record<string, unknown>): MessageRecord => ({ kind: 'message', seq: ++seq, t, conn: 'c1', dir, msg: { jsonrpc: '2.0', ...msg } });

const probe = [
  record(110, 'out', { id: 'mcpscope-probe', method: 'server/discover', params: { _meta: ENVELOPE } }),
  record(180, 'in', { id: 'mcpscope-probe', error: { code: -32601, message: 'Method not found' } }),
];
const handshake = [
  record(190, 'out', { id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', clientInfo: { name: 'mcpscope', version: '0.1.0' }, capabilities: { roots: {} } } }),
  record(240, 'in', { id: 0, result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'legacy', version: '1.0.0' } } }),
  record(241, 'out', { method: 'notifications/initialized' }),
];
const refused: EraDecision = {
  setting: 'auto',
  era: 'legacy',
  reason: { kind: 'probe-failed', failure: { how: 'rpc-error', error: { code: -32601, message: 'Method not found' } } },
  probe: { stderr: [], durationMs: 70, handedOver: true },
};

function track(records: readonly MessageRecord[]): LifecycleTracker {
  const tracker = new LifecycleTracker({ requestedProtocolVersion: '2025-11-25', clientInfo: { name: 'mcpscope', version: '0.1.0' }, clientCapabilities: {} }, 100);
  tracker.transportStarted(105);
  for (const r of records) tracker.observe(r);
  tracker.setEra(refused);
  tracker.setState('ready', 242);
  return tracker;
}

describe('LifecycleTracker: a 2025 session that opens with a refused server/discover', () => {
  it('keeps the probe as the opening, and the initialize after it as the handshake', () => {
    const info = track([...probe, ...handshake]).snapshot();
    expect(info.state).toBe('ready');
    expect(info.era).toMatchObject({ era: 'legacy', probe: { handedOver: true }, probeSeqs: { request: probe[0]!.seq, response: probe[1]!.seq } });
    expect(info.timings).toEqual({ connectStartedAt: 100, transportStartedAt: 105, discoverSentAt: 110, discoverAnsweredAt: 180, initializeSentAt: 190, initializeAnsweredAt: 240, initializedSentAt: 241 });
    expect(info.initializeRequestSeq).toBe(handshake[0]!.seq);
    expect(info.initializeResponseSeq).toBe(handshake[1]!.seq);
    // What initialize said wins over the probe's envelope: that is what the 2025 session agreed.
    expect(info.clientCapabilities).toEqual({ roots: {} });
    expect(info.negotiatedProtocolVersion).toBe('2025-11-25');
    expect(info.serverInfo).toEqual({ name: 'legacy', version: '1.0.0' });
  });

  it('a session whose probe ran elsewhere has no probe in its timings, and its handshake reads the same', () => {
    const info = track(handshake).snapshot();
    expect(info.era?.probeSeqs).toBeUndefined();
    expect(info.timings.discoverSentAt).toBeUndefined();
    expect(info.timings.discoverAnsweredAt).toBeUndefined();
    expect(info.timings.initializeAnsweredAt).toBe(240);
    expect(info.clientCapabilities).toEqual({ roots: {} });
  });
});
