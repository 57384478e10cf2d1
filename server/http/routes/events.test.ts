import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvent, ConnectionSummary } from '../../../src/core/bridge-api';
import { demoServerTarget } from '../../demo/target';
import { startTestBridge, type TestBridge } from '../test-bridge';
import { eventFrame, formatServerSentEvent } from './events';

describe('formatServerSentEvent', () => {
  it('writes one event line and one data line, even when values contain newlines', () => {
    const event: BridgeEvent = { type: 'connection-removed', id: 'c1\nevent: forged' };
    const frame = formatServerSentEvent(event);
    expect(frame.split('\n')).toEqual(['event: connection-removed', `data: ${JSON.stringify(event)}`, '', '']);
  });
});

describe('eventFrame', () => {
  it('delivers a batch holding a record it cannot serialise, with that record kept as text (issue 17, finding 3)', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}`) as Record<string, unknown>;
    const event: BridgeEvent = {
      type: 'records',
      records: [
        { kind: 'message', seq: 1, t: 1, conn: 'hostile', dir: 'in', msg: { jsonrpc: '2.0', method: 'x', params: deep } },
        { kind: 'message', seq: 2, t: 2, conn: 'other', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: {} } },
      ],
    };
    const frame = eventFrame(event);
    const sent = JSON.parse(frame.split('\n')[1]!.slice('data: '.length)) as { records: Array<Record<string, unknown>> };
    expect(sent.records).toEqual([
      { kind: 'message', seq: 1, t: 1, conn: 'hostile', dir: 'in', raw: expect.stringMatching(/^\{"jsonrpc":"2.0","method":"x","params":\{"a":/) as unknown, problem: 'could not be serialised: shown cut at 256 levels' },
      event.records[1],
    ]);
  });
});

describe('GET /api/events', () => {
  let bridge: TestBridge;

  beforeAll(async () => {
    bridge = await startTestBridge({ heartbeatMs: 100 });
  });

  afterAll(async () => {
    await bridge.close();
  });

  /** Reads the stream until `done` says the text so far is enough. */
  async function readStreamUntil(response: Response, done: (text: string) => boolean): Promise<string> {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!done(text)) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += chunk.value;
    }
    await reader.cancel();
    return text;
  }

  it('streams the demo connection becoming ready, and heartbeats', async () => {
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${bridge.port}/api/events`, {
      headers: { authorization: `Bearer ${bridge.token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');

    const connect = await fetch(`http://127.0.0.1:${bridge.port}/api/connections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bridge.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ target: demoServerTarget() }),
    });
    expect(connect.status).toBe(201);
    const { id } = (await connect.json()) as ConnectionSummary;

    const isReady = (text: string) => text.includes(`"id":"${id}"`) && text.includes('"state":"ready"');
    const text = await readStreamUntil(response, (soFar) => isReady(soFar) && soFar.includes(': heartbeat'));
    controller.abort();
    expect(text.startsWith(': connected\n\n')).toBe(true);
    expect(text).toContain('event: connection\ndata: {"type":"connection"');
    expect(text).toContain('event: records\ndata: ');
    expect(isReady(text)).toBe(true);
  });
});
