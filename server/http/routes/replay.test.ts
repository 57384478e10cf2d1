/**
 * POST /api/replay (src/core/replay-api.ts) on a real bridge against the real demo server: a
 * session recorded by the bridge, replayed from the library against the same server (every step
 * the same), posted as text against the evolved demo (changes, the breaking new parameter), and
 * against a saved connection whose secret env value the page never sees.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionTarget, ErrorBody } from '../../../src/core/bridge-api';
import type { ReplayRequest, ReplayResult } from '../../../src/core/replay-api';
import { describeTarget } from '../../../src/core/target';
import type { TraceSummary } from '../../../src/core/traces-api';
import { callAndWait, connectAndWait, waitForState } from '../../connections/test-support';
import { demoServerTarget } from '../../demo/target';
import { bearer, rawRequest, startTestBridge, type TestBridge } from '../test-bridge';

const EVOLVED: ConnectionTarget = { ...demoServerTarget(), env: { MCPSCOPE_DEMO_EVOLVED: '1' } };

let bridge: TestBridge;
let configDir: string;
/** The library name of a finished demo session: echo, then get_weather without units. */
let recorded = '';

async function api<T>(method: string, route: string, body?: unknown, headers: Record<string, string> = bearer(bridge.token)): Promise<{ status: number; json: T }> {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const response = await rawRequest(bridge.port, { method, path: `/api${route}`, headers: { ...headers, ...(text === undefined ? {} : { 'content-type': 'application/json' }) }, body: text });
  return { status: response.status, json: JSON.parse(response.body) as T };
}

const replay = (request: ReplayRequest) => api<ReplayResult & ErrorBody>('POST', '/replay', request);

beforeAll(async () => {
  configDir = await mkdtemp(path.join(os.tmpdir(), 'mcpscope-replay-route-'));
  vi.stubEnv('MCPSCOPE_CONFIG_DIR', configDir);
  bridge = await startTestBridge({ dev: true });
});

// Recorded once, inside the first test that needs it: the waiting helpers poll with expect.
async function recordOnce(): Promise<void> {
  if (recorded) return;
  const manager = bridge.backend;
  const session = await connectAndWait(manager, demoServerTarget());
  await callAndWait(manager, session.id, { tool: 'echo', arguments: { message: 'hello replay' } });
  await callAndWait(manager, session.id, { tool: 'get_weather', arguments: { city: 'Porto' } });
  await manager.disconnect(session.id);
  recorded = path.basename((await waitForState(manager, session.id, 'closed')).tracePath!);
}

afterAll(async () => {
  await bridge.close();
  await rm(configDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('POST /api/replay', () => {
  beforeEach(recordOnce);

  it('replays a library trace against the same server: every step the same, its own session recorded, no connection left behind', async () => {
    const before = bridge.backend.list().length;
    const run = await replay({ trace: { library: recorded }, server: { target: demoServerTarget() } });
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    // main.ts from the sources, demo.js from the build (MCPSCOPE_RUN_BUILT=1).
    expect(run.json).toMatchObject({ trace: recorded, server: describeTarget(demoServerTarget()), toolChanges: [] });
    expect(run.json.summary.steps).toBeGreaterThanOrEqual(4);
    expect(run.json.summary.same).toBe(run.json.summary.steps);
    expect(run.json.steps.map((step) => step.label)).toEqual(expect.arrayContaining(['initialize', 'tools/call echo', 'tools/call get_weather']));

    expect(bridge.backend.list()).toHaveLength(before);
    const library = await api<TraceSummary[]>('GET', '/traces');
    // Named for what it is, with the time of the replay's own session.
    expect(run.json.recordedAs).toMatch(new RegExp(`^Replay of ${recorded.replace('.jsonl', '')}, \\d{4}-\\d{2}-\\d{2}T[\\d-]+Z\\.jsonl$`));
    expect(library.json.map((trace) => trace.name)).toContain(run.json.recordedAs);
  });

  it('replays a posted trace against the evolved demo: the changed steps, the breaking new parameter, the ignore paths applied', async () => {
    const text = await readFile(path.join(bridge.backend.tracesDir, recorded), 'utf8');
    const run = await replay({ trace: { text, fileName: 'dropped.jsonl' }, server: { target: EVOLVED }, ignore: ['/result/tools/*/description'] });
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    expect(run.json.trace).toBe('dropped.jsonl');
    expect(run.json.toolChanges).toContainEqual({ tool: 'get_weather', compatibility: 'breaking', kind: 'parameter-required', parameter: 'units', message: "new required parameter 'units'" });
    const byLabel = (label: string) => run.json.steps.find((step) => step.label === label);
    expect(byLabel('tools/call get_weather')).toMatchObject({ status: 'changed' });
    expect(byLabel('tools/call echo')).toMatchObject({ status: 'same' });
    const listChanges = byLabel('tools/list')?.changes ?? [];
    expect(listChanges.map((change) => change.path)).toContain('/result/tools/get_forecast');
    // The rule leaves out each tool's own description; a description deeper in a schema still counts.
    expect(listChanges.map((change) => change.path)).not.toContain('/result/tools/get_weather/description');
    expect(listChanges.map((change) => change.path)).toContain('/result/tools/get_weather/outputSchema/properties/temperature/description');
  });

  it('replays against a saved connection with its real env value, which the page only sees masked', async () => {
    const saved = await api('PUT', '/config/saved', { connections: [{ name: 'demo next', target: EVOLVED }] });
    expect(saved.status).toBe(200);
    const run = await replay({ trace: { library: recorded }, server: { saved: 'demo next' } });
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    expect(run.json.summary.breaking).toBeGreaterThanOrEqual(1);
    const missing = await replay({ trace: { library: recorded }, server: { saved: 'nobody' } });
    expect(missing).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
  });

  it("refuses a crafted POST carrying the trace's NODE_OPTIONS unconfirmed, and starts nothing (issue 17, finding 4)", async () => {
    const marker = path.join(configDir, 'required.txt');
    const evil = path.join(configDir, 'evil.cjs');
    await writeFile(evil, `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`);
    const target: ConnectionTarget = { ...demoServerTarget(), env: { A: '1', B: '2', NODE_OPTIONS: `--require ${evil}` } };
    const text = (await readFile(path.join(bridge.backend.tracesDir, recorded), 'utf8')).split('\n');
    const header = JSON.parse(text[0]!) as { target?: ConnectionTarget };
    expect(header.target, 'the first line is the header').toBeDefined();
    const crafted = [JSON.stringify({ ...header, target }), ...text.slice(1)].join('\n');
    const before = bridge.backend.list().length;
    const refused = await replay({ trace: { text: crafted, fileName: 'crafted.jsonl' }, server: { target } });
    expect(refused).toMatchObject({ status: 400, json: { error: { code: 'bad_request' } } });
    expect(refused.json.error.message).toContain('NODE_OPTIONS');
    expect(bridge.backend.list()).toHaveLength(before);
    expect(existsSync(marker)).toBe(false);
    // Confirmed by name, it runs as the person chose.
    const confirmed = await replay({ trace: { text: crafted, fileName: 'crafted.jsonl' }, server: { target }, confirmEnv: ['NODE_OPTIONS'] });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(existsSync(marker)).toBe(true);
  });

  it('answers errors with codes: bad ignore path, unreadable trace, unknown library trace, unreachable server, too large a body, no token', async () => {
    const target = demoServerTarget();
    expect(await replay({ trace: { library: recorded }, server: { target }, ignore: ['/result//text'] })).toMatchObject({ status: 400, json: { error: { code: 'bad_request' } } });
    const unreadable = await replay({ trace: { text: 'not a trace\n', fileName: 'junk.txt' }, server: { target } });
    expect(unreadable).toMatchObject({ status: 400, json: { error: { code: 'bad_request' } } });
    expect(unreadable.json.error.message).toMatch(/^junk\.txt/);
    expect(await replay({ trace: { library: 'nope.jsonl' }, server: { target } })).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    expect(await replay({ trace: { library: '../etc.jsonl' }, server: { target } })).toMatchObject({ status: 400 });

    const before = bridge.backend.list().length;
    const unreachable = await replay({ trace: { library: recorded }, server: { target: { transport: 'stdio', command: path.join(configDir, 'no-such-server'), args: [] } } });
    expect(unreachable).toMatchObject({ status: 502, json: { error: { code: 'connect_failed' } } });
    expect(bridge.backend.list()).toHaveLength(before);

    const huge = JSON.stringify({ trace: { text: 'x'.repeat(65 * 1024 * 1024), fileName: 'huge.jsonl' }, server: { target } });
    const tooLarge = await api<ErrorBody>('POST', '/replay', huge);
    expect(tooLarge).toMatchObject({ status: 413, json: { error: { code: 'too_large' } } });
    expect(tooLarge.json.error.message).toContain('Traces screen');

    expect(await api('POST', '/replay', { trace: { library: recorded }, server: { target } }, {})).toMatchObject({ status: 403 });
  });
});
