/**
 * An MCP App's conversation on the timeline (issue 21): a lane of its own left of mcpscope's, with
 * "app asked → mcpscope called the tool → the server answered → mcpscope answered the app" in order.
 */
// eslint-disable-next-line no-restricted-imports -- the test reads the e2e fixture; the modules under test stay isomorphic
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openTrace } from '../traces/open-trace';
import { CLIENT_LANE } from './model';
import { TimelineBuilder } from './timeline-builder';

function appSession() {
  const opened = openTrace(readFileSync(new URL('../../../e2e/fixtures/traces/app-session.jsonl', import.meta.url), 'utf8'), 'app-session.jsonl');
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value.records;
}

describe('TimelineBuilder with an MCP App', () => {
  it("gives the app a lane when it first speaks, and draws its messages between that lane and mcpscope's", () => {
    const builder = new TimelineBuilder();
    builder.add(appSession());
    expect(builder.lanes).toEqual([{ index: 0 }, { index: 1, conn: 'c1' }, { index: 2, conn: 'c1', app: true }]);
    const initialize = builder.items.find((item) => item.method === 'ui/initialize' && item.kind === 'request')!;
    expect(initialize).toMatchObject({ from: 2, to: CLIENT_LANE, app: true, label: 'ui/initialize' });
    const toolResult = builder.items.find((item) => item.method === 'ui/notifications/tool-result')!;
    expect(toolResult).toMatchObject({ kind: 'notification', from: CLIENT_LANE, to: 2, app: true });
    expect(builder.items.find((item) => item.kind === 'csp')).toMatchObject({ from: 2, to: 2, problem: true, label: 'CSP blocked https://telemetry.example.com (connect-src)' });
  });

  it("shows the app's tools/call, the call mcpscope made for it, the server's answer and the app's answer in order", () => {
    const builder = new TimelineBuilder();
    builder.add(appSession());
    const tail = builder.items.slice(-4).map(({ kind, from, to, label, app }) => ({ kind, from, to, label, app }));
    expect(tail).toEqual([
      { kind: 'request', from: 2, to: CLIENT_LANE, label: 'tools/call get-time', app: true },
      { kind: 'request', from: CLIENT_LANE, to: 1, label: 'tools/call get-time', app: false },
      { kind: 'response', from: 1, to: CLIENT_LANE, label: 'result tools/call', app: false },
      { kind: 'response', from: CLIENT_LANE, to: 2, label: 'result tools/call', app: true },
    ]);
    const [asked, , , answered] = builder.items.slice(-4);
    // The app's request (its id 1) pairs with the answer in its view, not with the MCP tools/list of id 1.
    expect(answered).toMatchObject({ pairSeq: asked!.seq, latencyMs: 21 });
    // Its span stays open on mcpscope's lane while the tool is called.
    expect(builder.visible(0, builder.height).spans.find((span) => span.requestSeq === asked!.seq)).toMatchObject({ lane: CLIENT_LANE, outcome: 'ok', endSeq: answered!.seq });
  });
});
