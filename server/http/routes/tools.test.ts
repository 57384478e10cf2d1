/**
 * The tool list's two reads over real HTTP against the demo server (issue 6, B3): the listing
 * without schemas for the list, and one tool whole for its form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ToolDefinition, ToolListing, ToolSummaryListing } from '../../../src/core/bridge-api';
import { waitForState } from '../../connections/test-support';
import { demoServerTarget } from '../../demo/target';
import { bearer, rawRequest, startTestBridge, type TestBridge } from '../test-bridge';

describe('tool routes', () => {
  let bridge: TestBridge;
  let conn: string;
  let full: ToolListing;

  async function get<T>(path: string, headers: Record<string, string> = bearer(bridge.token)): Promise<{ status: number; json: T; bytes: number }> {
    const response = await rawRequest(bridge.port, { path: `/api${path}`, headers });
    return { status: response.status, json: JSON.parse(response.body) as T, bytes: response.body.length };
  }

  beforeAll(async () => {
    bridge = await startTestBridge({ dev: true });
  });
  afterAll(() => bridge.close());

  // The tests below read this connection's listing; they run in order.
  it('lists every tool in order without its schemas, saying which declare an output schema', async () => {
    const created = bridge.backend.connect({ target: demoServerTarget() });
    if (!created.ok) throw new Error(created.error.message);
    conn = created.value.id;
    await waitForState(bridge.backend, conn, 'ready');
    full = (await get<ToolListing>(`/connections/${conn}/tools`)).json;
    const summary = await get<ToolSummaryListing>(`/connections/${conn}/tools?view=summary`);
    expect(summary.status).toBe(200);
    expect(summary.json.fetchedAt).toBe(full.fetchedAt);
    expect(summary.json.tools.map((tool) => tool.name)).toEqual(full.tools.map((tool) => tool.name));
    expect(summary.json.tools.every((tool) => !('inputSchema' in tool) && !('outputSchema' in tool))).toBe(true);
    const structured = full.tools.filter((tool) => tool.outputSchema !== undefined).map((tool) => tool.name);
    expect(structured.length).toBeGreaterThan(0);
    expect(summary.json.tools.filter((tool) => tool.hasOutputSchema).map((tool) => tool.name)).toEqual(structured);
    expect(summary.json.tools[0]).toMatchObject({ description: full.tools[0]!.description });
  });

  it('answers one tool whole by name, and not_found for a name the server does not list', async () => {
    const last = full.tools.at(-1)!;
    const one = await get<ToolDefinition>(`/connections/${conn}/tools/${encodeURIComponent(last.name)}`);
    expect(one).toMatchObject({ status: 200, json: last });
    expect(await get<ErrorBody>(`/connections/${conn}/tools/${encodeURIComponent('no such/tool')}`)).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    expect(await get<ErrorBody>(`/connections/c999/tools/${encodeURIComponent(last.name)}`)).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    expect(await get<ErrorBody>(`/connections/${conn}/tools/${encodeURIComponent(last.name)}`, {})).toMatchObject({ status: 403, json: { error: { code: 'unauthorized' } } });
  });
});
