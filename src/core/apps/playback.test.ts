/**
 * Recorded-app playback (issue 21, item 4) on the real app session in e2e/fixtures/apps (a
 * server-basic-vanillajs session recorded by `mcpscope record`, its app conversation added by
 * make-app-session.ts), and on small variations of it.
 */
// eslint-disable-next-line no-restricted-imports -- the test reads its fixture; the modules under test stay isomorphic
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openTrace } from '../traces/open-trace';
import type { AppMessageRecord, WireRecord } from '../wire';
import { NOT_RECORDED_CODE, RecordedAnswers } from './playback-answers';
import { offlineAppDocument, OFFLINE_APP_CSP } from './playback-frame';
import { AppPlayer } from './playback-player';
import { cueDelay, playbackCues } from './playback-schedule';
import { findAppViews, viewsOfCall } from './playback-views';

const URI = 'ui://get-time/mcp-app.html';

function sessionRecords(): WireRecord[] {
  const text = readFileSync(new URL('../../../e2e/fixtures/apps/basic-vanillajs-session.jsonl', import.meta.url), 'utf8');
  const opened = openTrace(text, 'basic-vanillajs-session.jsonl');
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value.records;
}

function appRecord(seq: number, t: number, dir: AppMessageRecord['dir'], msg: Record<string, unknown>, view = 'v'): AppMessageRecord {
  return { seq, t, conn: 'c', kind: 'app', dir, msg: { jsonrpc: '2.0', ...msg }, view, uri: URI };
}

describe('findAppViews', () => {
  it('finds the recorded view with its HTML, its declared CSP and the tools/call it rendered', () => {
    const records = sessionRecords();
    const [view, ...others] = findAppViews(records);
    expect(others).toEqual([]);
    expect(view!.uri).toBe(URI);
    expect(view!.resource!.html).toMatch(/^<!DOCTYPE html>/);
    expect(view!.resource!.html).toContain('get-time-btn');
    const call = records.find((record) => record.seq === view!.call);
    expect(call?.kind === 'message' && call.msg?.method).toBe('tools/call');
    expect(viewsOfCall([view!], view!.call!)).toEqual([view]);
    expect(viewsOfCall([view!], view!.call! + 1)).toEqual([]);
  });

  it('reads the CSP a resource declares, and has no resource when the recording never read the uri', () => {
    const read = { seq: 1, t: 0, conn: 'c', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 7, method: 'resources/read', params: { uri: URI } } } as const;
    const csp = { connectDomains: ['https://api.example.com'] };
    const answer = { seq: 2, t: 1, conn: 'c', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 7, result: { contents: [{ uri: URI, blob: btoa('<p>hi</p>'), _meta: { ui: { csp } } }] } } } as const;
    const [played] = findAppViews([read, answer, appRecord(3, 2, 'from-app', { method: 'ui/notifications/initialized' })]);
    expect(played!.resource).toEqual({ html: '<p>hi</p>', csp, seq: 2 });
    const [unread] = findAppViews([appRecord(1, 0, 'from-app', { method: 'ui/notifications/initialized' })]);
    expect(unread!.resource).toBeUndefined();
  });
});

describe('RecordedAnswers', () => {
  it("answers the app's requests by method and order with the recorded answer under the live id", () => {
    const answers = new RecordedAnswers([
      appRecord(1, 0, 'from-app', { id: 1, method: 'tools/call', params: { name: 'a' } }),
      appRecord(2, 1, 'from-app', { id: 2, method: 'tools/call', params: { name: 'b' } }),
      appRecord(3, 2, 'to-app', { id: 2, result: { content: [{ type: 'text', text: 'second' }] } }),
      appRecord(4, 3, 'to-app', { id: 1, result: { content: [{ type: 'text', text: 'first' }] } }),
    ]);
    expect(answers.answer('tools/call', 'live-9')).toEqual({ jsonrpc: '2.0', id: 'live-9', result: { content: [{ type: 'text', text: 'first' }] } });
    expect(answers.answer('tools/call', 10)).toMatchObject({ id: 10, result: { content: [{ text: 'second' }] } });
    // A third click: the recording has no more answers.
    expect(answers.answer('tools/call', 11)).toMatchObject({ id: 11, error: { code: NOT_RECORDED_CODE, message: expect.stringContaining('not in the recording') as unknown } });
  });

  it('says so when the recorded request was never answered, and answers a recorded error as an error', () => {
    const answers = new RecordedAnswers([
      appRecord(1, 0, 'from-app', { id: 1, method: 'ui/open-link', params: { url: 'https://example.com' } }),
      appRecord(2, 0, 'from-app', { id: 2, method: 'ui/message', params: {} }),
      appRecord(3, 1, 'to-app', { id: 2, error: { code: -32000, message: 'refused' } }),
    ]);
    expect(answers.answer('ui/open-link', 5)).toMatchObject({ id: 5, error: { message: expect.stringContaining('never answered') as unknown } });
    expect(answers.answer('ui/message', 6)).toEqual({ jsonrpc: '2.0', id: 6, error: { code: -32000, message: 'refused' } });
  });
});

describe('playback schedule', () => {
  it("cues the host's own messages at their recorded offsets, after the app said it was initialized", () => {
    const [view] = findAppViews(sessionRecords());
    const cues = playbackCues(view!.messages);
    expect(cues.map((cue) => cue.msg.method)).toEqual(['ui/notifications/tool-input', 'ui/notifications/tool-result']);
    expect(cues.every((cue) => cue.afterInitialized)).toBe(true);
    // Recorded 0.7 s apart (make-app-session.ts waits 700 ms between them).
    expect(cueDelay(cues, 1, 1)).toBeGreaterThanOrEqual(700);
    expect(cueDelay(cues, 1, 4)).toBeCloseTo(cueDelay(cues, 1, 1) / 4);
    expect(cueDelay(cues, 2, 1)).toBe(0);
  });

  it('cues a host message sent before initialized without waiting for it', () => {
    const cues = playbackCues([appRecord(1, 100, 'to-app', { method: 'ui/notifications/host-context-changed', params: {} }), appRecord(2, 150, 'from-app', { method: 'ui/notifications/initialized' })]);
    expect(cues).toEqual([{ msg: expect.objectContaining({ method: 'ui/notifications/host-context-changed' }) as unknown, at: 0, afterInitialized: false }]);
  });

  it('does not cue what a live host said to its sandbox proxy: the app never received it', () => {
    const cues = playbackCues([
      appRecord(1, 100, 'from-app', { method: 'ui/notifications/sandbox-proxy-ready', params: {} }),
      appRecord(2, 110, 'to-app', { method: 'ui/notifications/sandbox-resource-ready', params: { html: '<p>app</p>' } }),
      appRecord(3, 150, 'to-app', { method: 'ui/notifications/tool-input', params: { arguments: {} } }),
    ]);
    expect(cues.map((cue) => cue.msg.method)).toEqual(['ui/notifications/tool-input']);
  });
});

describe('AppPlayer', () => {
  it('holds the tool result until the live app is initialized, answers ui/initialize from the recording, and notes what it could not answer', () => {
    const [view] = findAppViews(sessionRecords());
    const player = new AppPlayer(view!);
    expect(player.take()).toBeUndefined();
    const [hello] = player.fromApp({ jsonrpc: '2.0', id: 0, method: 'ui/initialize', params: {} });
    expect(hello).toMatchObject({ id: 0, result: { hostInfo: { name: 'mcpscope' } } });
    expect(player.fromApp({ jsonrpc: '2.0', method: 'ui/notifications/initialized' })).toEqual([]);
    expect(player.take()?.method).toBe('ui/notifications/tool-input');
    expect(player.take()?.method).toBe('ui/notifications/tool-result');
    expect(player.ended).toBe(true);
    expect(player.fromApp({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get-time' } })[0]).toMatchObject({ id: 1, result: { structuredContent: { time: expect.any(String) as unknown } } });
    expect(player.fromApp({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get-time' } })[0]).toHaveProperty('error');
    expect(player.unanswered).toEqual(['tools/call']);
  });
});

describe('offlineAppDocument', () => {
  it('puts the no-network CSP before any of the app markup, keeping the doctype first', () => {
    const document = offlineAppDocument('<!DOCTYPE html>\n<html><head><script>fetch("https://x")</script></head></html>');
    expect(document.startsWith(`<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="${OFFLINE_APP_CSP}">`)).toBe(true);
    expect(offlineAppDocument('<p>x</p>')).toMatch(/^<!doctype html><meta http-equiv="Content-Security-Policy"[^>]+><p>x<\/p>$/);
    expect(OFFLINE_APP_CSP).toContain("default-src 'none'");
    expect(OFFLINE_APP_CSP).not.toMatch(/connect-src|https?:|\*/);
  });
});
