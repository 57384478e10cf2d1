/**
 * Integration: every list kind and plain requests (issue 3: resources, prompts, completions,
 * logging, ping) against @modelcontextprotocol/server-everything over stdio, through the
 * ConnectionManager.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RpcOutcome, RpcRequest } from '../../src/core/bridge-api';
import { demoServerTarget } from '../demo/target';
import { callAndWait, connectAndWait, createHarness, messages, type Harness } from './test-support';

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
const TEXT_RESOURCE = 'demo://resource/static/document/features.md';
const TEXT_TEMPLATE = 'demo://resource/dynamic/text/{resourceId}';

describe('lists and plain requests against server-everything over stdio', () => {
  let harness: Harness;
  let conn: string;

  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(() => harness.dispose());
  // expect.poll (in connectAndWait) only works inside a test, so the first test connects.
  beforeEach(async () => {
    conn ??= (await connectAndWait(harness.manager, { transport: 'stdio', command: process.execPath, args: [EVERYTHING] })).id;
  });

  async function rpc(request: RpcRequest): Promise<RpcOutcome> {
    const outcome = await harness.manager.rpc(conn, request);
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.value;
  }

  async function list(kind: 'resources' | 'resourceTemplates' | 'prompts') {
    const listing = await harness.manager.listAll(conn, kind);
    if (!listing.ok) throw new Error(listing.error.message);
    return listing.value;
  }

  /** Notifications the server sent on this connection, by method. */
  const incoming = (method: string) => messages(harness.manager, conn).filter((r) => r.dir === 'in' && r.msg?.method === method);

  it('lists resources, resource templates and prompts, following every page', async () => {
    const resources = await list('resources');
    // server-everything (an SDK McpServer) answers in one page; paging itself is covered by late-response.test.ts.
    expect(resources).toMatchObject({ kind: 'resources', pages: 1 });
    expect(resources.items).toEqual(expect.arrayContaining([expect.objectContaining({ uri: TEXT_RESOURCE, mimeType: 'text/markdown' })]));
    const templates = await list('resourceTemplates');
    expect(templates.items.map((t) => t.uriTemplate)).toEqual(expect.arrayContaining([TEXT_TEMPLATE, 'demo://resource/dynamic/blob/{resourceId}']));
    const prompts = await list('prompts');
    expect(prompts.items.map((p) => p.name)).toEqual(expect.arrayContaining(['simple-prompt', 'args-prompt', 'completable-prompt', 'resource-prompt']));
  });

  it('reads a text resource and a blob resource', async () => {
    const text = await rpc({ method: 'resources/read', params: { uri: TEXT_RESOURCE } });
    const features = readFileSync(path.join(path.dirname(EVERYTHING), 'docs', 'features.md'), 'utf8');
    expect(text).toMatchObject({ status: 'ok', result: { contents: [{ uri: TEXT_RESOURCE, mimeType: 'text/markdown', text: features }] } });
    const blob = await rpc({ method: 'resources/read', params: { uri: 'demo://resource/dynamic/blob/7' } });
    expect(blob).toMatchObject({ status: 'ok', result: { contents: [{ uri: 'demo://resource/dynamic/blob/7', blob: expect.any(String) as string }] } });
    if (blob.status === 'ok') {
      const [content] = blob.result.contents as { blob: string }[];
      expect(Buffer.from(content!.blob, 'base64').toString()).toMatch(/^Resource 7: This is a base64 blob/);
    }
  });

  it('subscribes to a resource and sees notifications/resources/updated once updates are on', async () => {
    expect(await rpc({ method: 'resources/subscribe', params: { uri: TEXT_RESOURCE } })).toMatchObject({ status: 'ok', result: {} });
    expect(await callAndWait(harness.manager, conn, { tool: 'toggle-subscriber-updates', arguments: {} })).toMatchObject({ status: 'ok' });
    await expect.poll(() => incoming('notifications/resources/updated').map((r) => r.msg?.params)).toContainEqual({ uri: TEXT_RESOURCE });
    // Stop the server's 5-second update timer again.
    await callAndWait(harness.manager, conn, { tool: 'toggle-subscriber-updates', arguments: {} });
    expect(await rpc({ method: 'resources/unsubscribe', params: { uri: TEXT_RESOURCE } })).toMatchObject({ status: 'ok' });
  });

  it('gets a prompt with arguments', async () => {
    const prompt = await rpc({ method: 'prompts/get', params: { name: 'args-prompt', arguments: { city: 'Lyon', state: 'Rhône' } } });
    expect(prompt).toMatchObject({ status: 'ok', result: { messages: [{ role: 'user', content: { type: 'text', text: "What's weather in Lyon, Rhône?" } }] } });
  });

  it('completes a prompt argument (with context) and a template variable', async () => {
    const department = await rpc({
      method: 'completion/complete',
      params: { ref: { type: 'ref/prompt', name: 'completable-prompt' }, argument: { name: 'department', value: 'E' } },
    });
    expect(department).toMatchObject({ status: 'ok', result: { completion: { values: ['Engineering'] } } });
    const name = await rpc({
      method: 'completion/complete',
      params: { ref: { type: 'ref/prompt', name: 'completable-prompt' }, argument: { name: 'name', value: '' }, context: { arguments: { department: 'Sales' } } },
    });
    expect(name).toMatchObject({ status: 'ok', result: { completion: { values: ['David', 'Eve', 'Frank'] } } });
    const resourceId = await rpc({ method: 'completion/complete', params: { ref: { type: 'ref/resource', uri: TEXT_TEMPLATE }, argument: { name: 'resourceId', value: '42' } } });
    expect(resourceId).toMatchObject({ status: 'ok', result: { completion: { values: ['42'] } } });
  });

  it('sets the log level and sees notifications/message once simulated logging is on', async () => {
    // At debug every level passes, whichever one the server picks at random.
    expect(await rpc({ method: 'logging/setLevel', params: { level: 'debug' } })).toMatchObject({ status: 'ok', result: {} });
    await callAndWait(harness.manager, conn, { tool: 'toggle-simulated-logging', arguments: {} });
    // One message is sent at once with a random level, then one every 5 s; note that server-everything
    // spells its alert text "Alert level-message", so match what every level has in common.
    await expect
      .poll(() => incoming('notifications/message').some((r) => /level.message/i.test(String((r.msg?.params as { data?: unknown }).data))), { timeout: 12_000 })
      .toBe(true);
    await callAndWait(harness.manager, conn, { tool: 'toggle-simulated-logging', arguments: {} });
  });

  it('pings with a measured round trip', async () => {
    const ping = await rpc({ method: 'ping' });
    expect(ping).toMatchObject({ status: 'ok', result: {} });
    expect(ping.latencyMs).toBeGreaterThan(0);
    expect(ping.latencyMs).toBeLessThan(5_000);
  });

  it('returns a JSON-RPC error exactly as it crossed the wire', async () => {
    const outcome = await rpc({ method: 'prompts/get', params: { name: 'no-such-prompt' } });
    expect(outcome).toMatchObject({ status: 'rpc-error', error: { code: -32602 } });
    const [wireError] = messages(harness.manager, conn).filter((r) => r.dir === 'in' && r.msg?.error !== undefined).slice(-1);
    if (outcome.status === 'rpc-error') expect(outcome.error).toEqual(wireError?.msg?.error);
  });

  it('fails a timed-out request locally, after sending notifications/cancelled', async () => {
    const outcome = await rpc({ method: 'tools/call', params: { name: 'trigger-long-running-operation', arguments: { duration: 5, steps: 5 } }, timeoutMs: 100 });
    expect(outcome).toMatchObject({ status: 'failed', failure: { code: 'timed_out', message: expect.stringMatching(/^No answer to tools\/call \(id \d+\) within 100 ms\./) as string } });
    expect(messages(harness.manager, conn).some((r) => r.dir === 'out' && r.msg?.method === 'notifications/cancelled')).toBe(true);
  });

  it('refuses initialize and notifications, and answers not_connected once closed', async () => {
    expect(await harness.manager.rpc(conn, { method: 'initialize', params: {} })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(await harness.manager.rpc(conn, { method: 'notifications/initialized' })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(messages(harness.manager, conn).filter((r) => r.dir === 'out' && r.msg?.method === 'initialize')).toHaveLength(1);
    await harness.manager.disconnect(conn);
    expect(await harness.manager.rpc(conn, { method: 'ping' })).toMatchObject({ ok: false, error: { code: 'not_connected' } });
    expect(await harness.manager.listAll(conn, 'prompts')).toMatchObject({ ok: false, error: { code: 'not_connected' } });
  });
});

describe('plain requests the server did not declare', () => {
  let harness: Harness;
  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(() => harness.dispose());

  it('still sends resources/subscribe to a server without resources.subscribe, and shows its answer', async () => {
    const { manager } = harness;
    const summary = await connectAndWait(manager, demoServerTarget());
    expect(summary.lifecycle.serverCapabilities).toHaveProperty('resources');
    expect(summary.lifecycle.serverCapabilities?.resources).not.toHaveProperty('subscribe');
    const outcome = await manager.rpc(summary.id, { method: 'resources/subscribe', params: { uri: 'demo://readme' } });
    // The SDK Client does not check capabilities (enforceStrictCapabilities is off): the server answers.
    expect(outcome).toMatchObject({ ok: true, value: { status: 'rpc-error', error: { code: -32601 } } });
    expect(messages(manager, summary.id).some((r) => r.dir === 'out' && r.msg?.method === 'resources/subscribe')).toBe(true);
  });
});
