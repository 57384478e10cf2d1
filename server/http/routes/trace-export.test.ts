/**
 * The export routes (src/core/traces-api.ts) over real HTTP: a session with the demo server whose
 * get_config tool answers a GitHub token comes out masked, and the report says where and what.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionSummary, ErrorBody } from '../../../src/core/bridge-api';
import type { TraceExportReport, TraceSummary } from '../../../src/core/traces-api';
import { waitForState } from '../../connections/test-support';
import { demoServerTarget } from '../../demo/target';
import { FAKE_GITHUB_TOKEN } from '../../demo/suspicious-tools';
import { bearer, FAKE_VIEWER_TITLE, rawRequest, startTestBridge, type RawResponse, type TestBridge } from '../test-bridge';

describe('trace export routes', () => {
  let bridge: TestBridge;
  let name: string;
  let text: string;

  async function api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RawResponse> {
    const headers = { ...bearer(bridge.token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    return rawRequest(bridge.port, { method, path: `/api${path}`, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  function post(path: string, trace: string): Promise<RawResponse> {
    return rawRequest(bridge.port, { method: 'POST', path: `/api${path}`, headers: { ...bearer(bridge.token), 'content-type': 'text/plain' }, body: trace });
  }

  beforeAll(async () => {
    bridge = await startTestBridge({ dev: true });
  });
  afterAll(() => bridge.close());

  /** One recorded session for every test (expect.poll in waitForState needs a test around it). */
  let recorded: Promise<void> | undefined;
  async function recordSession(): Promise<void> {
    const created = JSON.parse((await api('POST', '/connections', { target: demoServerTarget(['--suspicious']) })).body) as ConnectionSummary;
    await waitForState(bridge.backend, created.id, 'ready');
    const called = await api('POST', `/connections/${created.id}/rpc`, { method: 'tools/call', params: { name: 'get_config', arguments: {} } });
    expect(called.body).toContain(FAKE_GITHUB_TOKEN);
    await api('POST', `/connections/${created.id}/disconnect`);
    name = (JSON.parse((await api('GET', '/traces')).body) as TraceSummary[])[0]!.name;
    text = (await api('GET', `/traces/${encodeURIComponent(name)}/text`)).body;
    expect(text).toContain(FAKE_GITHUB_TOKEN);
  }
  beforeEach(async () => {
    recorded ??= recordSession();
    await recorded;
  }, 60_000);

  it('reports each redaction with a masked preview, then serves the redacted page as an attachment', async () => {
    const report = await api('POST', `/traces/${encodeURIComponent(name)}/export/report`);
    expect(report.status).toBe(200);
    expect(report.body).not.toContain(FAKE_GITHUB_TOKEN);
    const parsed = JSON.parse(report.body) as TraceExportReport;
    expect(parsed).toMatchObject({ fileName: name.replace(/\.jsonl$/, '.html'), redact: true });
    expect(parsed.redactions).toEqual([
      expect.objectContaining({ path: '/msg/result/content/0/text', what: 'GitHub token', preview: expect.stringContaining('github_token: [redacted GitHub token]') as unknown }),
    ]);

    const page = await api('POST', `/traces/${encodeURIComponent(name)}/export/html`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-disposition']).toBe(`attachment; filename=${parsed.fileName}`);
    expect(page.body).toContain(FAKE_VIEWER_TITLE);
    expect(page.body).toContain('[redacted GitHub token]');
    expect(page.body).toContain(`Redacted on export (1): GitHub token at record ${parsed.redactions[0]!.seq}`);
    expect(page.body).not.toContain(FAKE_GITHUB_TOKEN);
  });

  it('keeps the secret only when redaction is turned off explicitly, and still lists what the file holds', async () => {
    const report = JSON.parse((await api('POST', `/traces/${encodeURIComponent(name)}/export/report?redact=false`)).body) as TraceExportReport;
    expect(report.redact).toBe(false);
    expect(report.redactions.map((redaction) => redaction.what)).toEqual(['GitHub token']);
    const page = await api('POST', `/traces/${encodeURIComponent(name)}/export/html?redact=false`);
    expect(page.body).toContain(FAKE_GITHUB_TOKEN);
    expect(page.body).not.toContain('Redacted on export');
    expect((await api('POST', `/traces/${encodeURIComponent(name)}/export/html?redact=no`)).status).toBe(400);
  });

  it('exports a posted trace (the one open in the page), masking an Authorization header of its target', async () => {
    const [header, ...records] = text.split('\n');
    const target = { transport: 'http', url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer s3cr3t-value' } };
    const posted = [JSON.stringify({ ...(JSON.parse(header!) as object), target }), ...records].join('\n');

    const report = await post('/trace-export/report?fileName=dropped%20trace.jsonl', posted);
    expect(report.status).toBe(200);
    const parsed = JSON.parse(report.body) as TraceExportReport;
    expect(parsed.fileName).toBe('dropped trace.html');
    expect(parsed.redactions.map(({ seq, what, preview }) => ({ seq, what, preview }))).toEqual([
      { seq: 0, what: 'header value', preview: 'Authorization: •••' },
      expect.objectContaining({ what: 'GitHub token' }),
    ]);
    expect(report.body).not.toContain('s3cr3t-value');

    const page = await post('/trace-export/html?fileName=..%2F..%2Fdropped%20trace.jsonl', posted);
    expect(page.headers['content-disposition']).toBe('attachment; filename="dropped trace.html"');
    expect(page.body).not.toContain('s3cr3t-value');
    expect(page.body).not.toContain(FAKE_GITHUB_TOKEN);
  });

  it('refuses without the token, an unknown trace, an unreadable one and one too large to post', async () => {
    const anonymous = await rawRequest(bridge.port, { method: 'POST', path: `/api/traces/${encodeURIComponent(name)}/export/html` });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).not.toContain('github');
    expect((await api('POST', '/traces/nope.jsonl/export/report')).status).toBe(404);
    const unreadable = await post('/trace-export/report?fileName=notes.txt', 'hello');
    expect(unreadable.status).toBe(400);
    expect((JSON.parse(unreadable.body) as ErrorBody).error.message).toMatch(/^notes\.txt: /);
    const huge = await post('/trace-export/report', 'x'.repeat(64 * 1024 * 1024 + 1));
    expect(huge.status).toBe(413);
    expect((JSON.parse(huge.body) as ErrorBody).error).toMatchObject({ code: 'too_large', message: expect.stringContaining('larger than 64 MB') as unknown });
    expect((JSON.parse(huge.body) as ErrorBody).error.message).toContain('mcpscope export <trace file>');
  });
});
