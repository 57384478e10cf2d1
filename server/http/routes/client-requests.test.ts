/** The client-request and roots routes, and clientFeatures on connect, over real HTTP against server-everything. */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord, ClientRequestRecord, ConnectionSummary, ErrorBody } from '../../../src/core/bridge-api';
import { waitForCall, waitForState } from '../../connections/test-support';
import { bearer, rawRequest, startTestBridge, type TestBridge } from '../test-bridge';

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
const TARGET = { transport: 'stdio', command: process.execPath, args: [EVERYTHING] };

describe('client-request and roots routes', () => {
  let bridge: TestBridge;

  beforeAll(async () => {
    bridge = await startTestBridge({ dev: true });
  });
  afterAll(() => bridge.close());

  async function api(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers = { ...bearer(bridge.token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const response = await rawRequest(bridge.port, { method, path: `/api${path}`, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, json: JSON.parse(response.body) as unknown };
  }

  it('validates clientFeatures on connect, and fills missing flags with the defaults', async () => {
    expect(await api('POST', '/connections', { target: TARGET, clientFeatures: { sampling: 'yes' } })).toMatchObject({ status: 400, json: { error: { code: 'bad_request' } } });
    const created = await api('POST', '/connections', { target: TARGET, clientFeatures: { roots: false } });
    expect(created.status).toBe(201);
    const summary = created.json as ConnectionSummary;
    expect(summary.clientFeatures).toEqual({ sampling: true, elicitationForm: true, elicitationUrl: true, roots: false, tasks: true });
    await waitForState(bridge.backend, summary.id, 'ready');
  });

  it('lists a pending sampling request, answers it, and sets roots', async () => {
    const { id } = (await api('POST', '/connections', { target: TARGET })).json as ConnectionSummary;
    await waitForState(bridge.backend, id, 'ready');
    const call = (await api('POST', `/connections/${id}/calls`, { tool: 'trigger-sampling-request', arguments: { prompt: 'hi' } })).json as CallRecord;
    const pendingList = async () => ((await api('GET', `/connections/${id}/client-requests`)).json as ClientRequestRecord[]).filter((r) => r.status === 'pending');
    await expect.poll(async () => (await pendingList()).length).toBe(1);
    const [pending] = await pendingList();

    expect(await api('POST', `/connections/${id}/client-requests/${pending!.id}/respond`, { nonsense: true })).toMatchObject({ status: 400 });
    expect(await api('POST', `/connections/${id}/client-requests/req-999/respond`, { result: {} })).toMatchObject({ status: 404 });
    const result = { role: 'assistant', content: { type: 'text', text: 'via HTTP' }, model: 'human' };
    const answered = await api('POST', `/connections/${id}/client-requests/${pending!.id}/respond`, { result });
    expect(answered).toMatchObject({ status: 200, json: { status: 'answered', result } });
    expect((await waitForCall(bridge.backend, id, call.id)).status).toBe('ok');

    expect(await api('GET', `/connections/${id}/roots`)).toEqual({ status: 200, json: { roots: [] } });
    const roots = { roots: [{ uri: 'file:///home/dev/app', name: 'app' }] };
    expect(await api('PUT', `/connections/${id}/roots`, roots)).toEqual({ status: 200, json: roots });
    const bad = await api('PUT', `/connections/${id}/roots`, { roots: [{ uri: 'nope' }] });
    expect(bad.status).toBe(400);
    expect((bad.json as ErrorBody).error.message).toContain('roots.0.uri');
  });
});
