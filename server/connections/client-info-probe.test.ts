/**
 * Integration: the client-info probe (issue 4, "a tool list that differs by clientInfo") against
 * the real demo server in --suspicious mode, which cloaks a tool from everyone but assistants.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveFinding } from '../../src/core/findings-api';
import { CLOAKED_TOOL, RECLOAKED_TOOL } from '../demo/cloaking';
import { demoServerTarget } from '../demo/target';
import { connectAndWait, createAnalysedHarness, readTrace, waitForState, type Harness } from './test-support';

let harness: Harness;

beforeEach(async () => {
  harness = await createAnalysedHarness();
});

afterEach(() => harness.dispose());

function probeFindings(conn: string): LiveFinding[] {
  return harness.manager.findings().filter((finding) => finding.conn === conn && finding.ruleId === 'drift/client-dependent-listing');
}

/** The probe's trace files: how a probe session shows it claimed another client and was closed. */
function probeTraces(conn: string): Record<string, unknown>[][] {
  return readdirSync(harness.tracesDir)
    .filter((file) => file.includes(`_${conn}-as-client_`))
    .map((file) => readTrace(path.join(harness.tracesDir, file)));
}

const lifecycleStates = (trace: Record<string, unknown>[]) => trace.filter((record) => record.kind === 'lifecycle').map((record) => record.state);

describe('client-info probe', () => {
  it('finds the tool the suspicious demo shows only to claude-ai, with a diff, and closes the probe session', async () => {
    const { id } = await connectAndWait(harness.manager, demoServerTarget(['--suspicious']));
    const probed = await harness.manager.probeClientInfo(id, { name: 'claude-ai', version: '0.1.0' });
    if (!probed.ok) throw new Error(probed.error.message);

    expect(probed.value.clientInfo).toEqual({ name: 'claude-ai', version: '0.1.0' });
    expect(probed.value.findings).toMatchObject([{ ruleId: 'drift/client-dependent-listing', severity: 'high', source: 'drift', conn: id, location: { path: 'tools' } }]);
    expect(probed.value.findings[0]!.message).toContain(`only for claude-ai: ${CLOAKED_TOOL}`);
    expect(probed.value.findings[0]!.message).toContain(`defined differently: ${RECLOAKED_TOOL}`);
    const bySubject = new Map(probed.value.changes.map((change) => [change.subject, change]));
    expect(bySubject.get(`tools/${CLOAKED_TOOL}`)).toMatchObject({ change: 'added', before: '' });
    const config = bySubject.get(`tools/${RECLOAKED_TOOL}`)!;
    expect(config).toMatchObject({ change: 'changed', path: `tools/${RECLOAKED_TOOL}/description` });
    expect(config.after).toContain('tokens included');
    expect(config.before).not.toContain('tokens included');
    expect(probed.value.changes).toHaveLength(2);

    // In the connection's findings for the Findings tab; the probe never became a connection.
    expect(probeFindings(id)).toEqual(probed.value.findings);
    expect(harness.manager.list().map((connection) => connection.id)).toEqual([id]);
    expect(harness.events.some((event) => event.type === 'connection' && event.connection.id !== id)).toBe(false);
    const [trace] = probeTraces(id);
    const initialize = trace!.find((record) => (record.msg as { method?: string } | undefined)?.method === 'initialize');
    expect((initialize!.msg as { params: { clientInfo: unknown } }).params.clientInfo).toEqual({ name: 'claude-ai', version: '0.1.0' });
    expect(lifecycleStates(trace!).at(-1)).toBe('closed');
  });

  it('finds nothing for a client the server does not single out, and that clears the last verdict', async () => {
    const { id } = await connectAndWait(harness.manager, demoServerTarget(['--suspicious']));
    expect((await harness.manager.probeClientInfo(id, { name: 'copilot' })).ok).toBe(true);
    expect(probeFindings(id)).toHaveLength(1);

    const probed = await harness.manager.probeClientInfo(id, { name: 'mcp-inspector', version: '0.17.0' });
    expect(probed).toEqual({ ok: true, value: { clientInfo: { name: 'mcp-inspector', version: '0.17.0' }, findings: [], changes: [] } });
    expect(probeFindings(id)).toEqual([]);
  });

  it('connects as the client a ConnectRequest names, and says so in the summary', async () => {
    const started = harness.manager.connect({ target: demoServerTarget(['--suspicious']), clientInfo: { name: 'cursor-vscode' } });
    if (!started.ok) throw new Error(started.error.message);
    const { id } = started.value;
    const ready = await waitForState(harness.manager, id, 'ready');
    expect(ready.clientInfo).toEqual({ name: 'cursor-vscode' });
    // No version given: mcpscope's is sent, since the spec requires one.
    expect(ready.lifecycle.clientInfo).toEqual({ name: 'cursor-vscode', version: '0.0.0-test' });
    const tools = await harness.manager.listTools(id);
    expect(tools.ok && tools.value.tools.map((tool) => tool.name)).toContain(CLOAKED_TOOL);
    expect(harness.manager.connect({ target: demoServerTarget(), clientInfo: { name: ' ' } })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('answers with a code when the connection is not ready or the probe runs out of time, and still ends the probe session', async () => {
    expect(await harness.manager.probeClientInfo('c404', { name: 'claude-ai' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    const { id } = await connectAndWait(harness.manager, demoServerTarget(['--suspicious']));
    const late = await harness.manager.compareAsClient(id, { name: 'claude-ai' }, { timeoutMs: 1 });
    expect(late).toMatchObject({ ok: false, error: { code: 'timed_out' } });
    expect(!late.ok && late.error.message).toMatch(/^Listing as 'claude-ai' failed\. /);
    const [trace] = probeTraces(id);
    expect(lifecycleStates(trace!).at(-1)).toBe('closed');

    await harness.manager.disconnect(id);
    expect(await harness.manager.probeClientInfo(id, { name: 'claude-ai' })).toMatchObject({ ok: false, error: { code: 'not_connected' } });
    expect(probeTraces(id)).toHaveLength(1);
  });
});
