import { describe, expect, it } from 'vitest';
import { CREDENTIALS, credentialsJsonl, httpCredentialsTrace, secretValues, stdioCredentialsTrace } from '../../../e2e/fixtures/traces/credentials';
import { prepareExport } from './export-trace';
import { readTraceJsonl } from './read-jsonl';
import { describeRedactions, redactTrace } from './redact';
import { sequence, type Trace } from './trace';
import { traceToJsonl } from './write-jsonl';

function leaked(text: string): string[] {
  return secretValues().filter((secret) => text.includes(secret));
}

describe('redactTrace', () => {
  it.each([
    ['stdio (args, env)', stdioCredentialsTrace],
    ['http (url, headers)', httpCredentialsTrace],
  ])('takes every credential out of every record kind and the %s header', async (_name, make) => {
    const { trace: redacted, redactions } = await redactTrace(make());
    expect(leaked(JSON.stringify(redacted))).toEqual([]);
    // Each record kind and the header gave at least one redaction.
    expect(new Set(redactions.map((redaction) => redaction.seq))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
    // The trace still reads: ordinary values stay.
    expect(JSON.stringify(redacted)).toContain('eu-west-1');
  });

  it("takes credentials out of an MCP App's messages and CSP reports, keeping which view and call they belong to (issue 21)", async () => {
    const uri = 'ui://get-time/mcp-app.html';
    const base = stdioCredentialsTrace();
    const trace: Trace = {
      ...base,
      records: sequence([
        { t: 1, conn: 'c1', kind: 'app', dir: 'from-app', view: 'v1', uri, call: 1, msg: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'lookup', arguments: { api_key: CREDENTIALS.openai } } } },
        { t: 2, conn: 'c1', kind: 'app-csp', view: 'v1', uri, directive: 'connect-src', blockedUri: `https://api.example.com/v1?access_token=${CREDENTIALS.githubClassic}` },
      ]),
    };
    const { trace: redacted, redactions } = await redactTrace(trace);
    expect(leaked(JSON.stringify(redacted.records))).toEqual([]);
    expect(redactions.map(({ seq, path }) => `${seq} ${path}`)).toEqual(expect.arrayContaining(['1 /msg/params/arguments/api_key', '2 /blockedUri']));
    expect(redacted.records[0]).toMatchObject({ view: 'v1', uri, call: 1, msg: { method: 'tools/call' } });
  });

  it("takes credentials out of a server's reported span and keeps its ids and times, so the export still nests it (issue 23)", async () => {
    const span = { traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', parentSpanId: '00f067aa0ba902b7', name: 'db.query', kind: 1, startTimeUnixNano: '1764240000011000000', endTimeUnixNano: '1764240000018000000', attributes: [{ key: 'db.connection_string', value: { stringValue: `token ${CREDENTIALS.githubClassic}` } }, { key: 'db.rows', value: { intValue: '3' } }] };
    const trace: Trace = { ...stdioCredentialsTrace(), records: sequence([{ t: 1, conn: 'c1', kind: 'span', span, service: 'weather' }]) };
    const { trace: redacted, redactions } = await redactTrace(trace);
    expect(leaked(JSON.stringify(redacted.records))).toEqual([]);
    expect(redactions.map(({ seq, path }) => `${seq} ${path}`)).toContain('1 /span/attributes/0/value/stringValue');
    const { attributes: _attributes, ...identity } = span;
    expect(redacted.records[0]).toMatchObject({ kind: 'span', service: 'weather', span: { ...identity, attributes: [{ key: 'db.connection_string' }, { key: 'db.rows', value: { intValue: '3' } }] } });
  });

  it('names what it took out and where', async () => {
    const { redactions } = await redactTrace(stdioCredentialsTrace());
    const listed = redactions.map(({ seq, path, what }) => `${seq} ${path} ${what}`);
    expect(listed).toEqual(expect.arrayContaining([
      '0 /target/env/GITHUB_PERSONAL_ACCESS_TOKEN env value',
      '0 /target/args/2 PostgreSQL connection string',
      expect.stringMatching(/^0 \/target\/args\/4 GitHub Token/i) as unknown as string,
      '2 /msg/params/arguments/authorization value of authorization',
      '2 /msg/params/arguments/X-Auth-Token value of X-Auth-Token',
      '2 /msg/params/arguments/private_key value of private_key',
      '5 /line value of DB_PASSWORD',
      '5 /line URL password',
      '7 /message value of URL parameter api_key',
      '7 /message value of URL parameter sig',
    ]));
    expect(describeRedactions(redactions)).toContain('value of X-Auth-Token at record 2 /msg/params/arguments/X-Auth-Token');
  });

  it('leaves ordinary traffic alone and says the scan found nothing', async () => {
    const plain: Trace = { ...stdioCredentialsTrace(), header: { createdAt: '2026-11-27T06:00:00.000Z', conn: 'c1' }, records: sequence([{ t: 1, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search', arguments: { query: 'token_type: Bearer docs', max_tokens: 100, key: 'user:42' } } } }]) };
    const { redactions } = await redactTrace(plain);
    expect(redactions).toEqual([]);
    expect(describeRedactions(redactions)).toBe('Scanned for secrets: nothing was redacted.');
  });
});

describe('redactTrace on HTTP exchanges (issue 18, item 5)', () => {
  it('takes credentials out of the URL and header values, and keeps the MCP headers', async () => {
    const trace = httpCredentialsTrace();
    const exchange = {
      t: Date.parse(trace.header.createdAt),
      conn: 'c1',
      kind: 'http' as const,
      request: { method: 'POST', url: `https://mcp.example.com/mcp?access_token=${CREDENTIALS.accessTokenParam}`, headers: { 'mcp-protocol-version': '2025-11-25', 'x-debug': CREDENTIALS.githubClassic, cookie: `sid=${CREDENTIALS.sessionCookie}` } },
      response: { status: 401, headers: { 'www-authenticate': 'Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource"' } },
      about: [1],
    };
    const { trace: redacted } = await redactTrace({ ...trace, records: sequence([exchange]) });
    const text = JSON.stringify(redacted.records);
    expect(text).not.toContain(CREDENTIALS.accessTokenParam);
    expect(text).not.toContain(CREDENTIALS.githubClassic);
    expect(text).not.toContain(CREDENTIALS.sessionCookie);
    expect(redacted.records[0]).toMatchObject({ kind: 'http', about: [1], request: { headers: { 'mcp-protocol-version': '2025-11-25' } }, response: { status: 401 } });
  });
});

describe('prepareExport of a trace full of credentials', () => {
  it.each([stdioCredentialsTrace, httpCredentialsTrace])('writes none of them, in the file or the report', async (make) => {
    const prepared = await prepareExport(credentialsJsonl(make()), 'creds.jsonl', { redact: true, version: '9.9.9' });
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect(leaked(prepared.value.embedded.text)).toEqual([]);
    expect(leaked(JSON.stringify(prepared.value.report))).toEqual([]);
    expect(prepared.value.summary).not.toContain('Nothing');
    expect(prepared.value.report.redactions.length).toBeGreaterThan(20);
  });
});

describe('traceToJsonl', () => {
  it('writes a trace our reader opens back to the same records', () => {
    const original = stdioCredentialsTrace();
    const reread = readTraceJsonl(traceToJsonl(original, '0.1.0'));
    expect(reread.ok && reread.value.records).toEqual(original.records);
  });
});
