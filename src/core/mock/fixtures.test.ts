/**
 * Every import format serves as a mock (issue 5, item 6 builds on item 2): the real fixtures in
 * e2e/fixtures/traces answer the handshake and the tool list with what their server sent.
 */
// eslint-disable-next-line no-restricted-imports -- the test reads fixture files; the modules under test stay isomorphic
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openTrace } from '../traces';
import { recordedSession } from './recorded-session';
import { MockResponder } from './responder';

const FIXTURES = new URL('../../../e2e/fixtures/traces/', import.meta.url);

describe.each(['streamable-http.har', 'inspector-protocol-export.json', 'mcpjam-json-rpc-logs.json', 'claude-desktop/mcp-server-everything.log'])('a mock of %s', (name) => {
  it('answers initialize and tools/list with the recorded results', () => {
    const trace = openTrace(readFileSync(new URL(name, FIXTURES), 'utf8'), name);
    if (!trace.ok) throw new Error(trace.error.message);
    const session = recordedSession(trace.value);
    if (!session.ok) throw new Error(session.error.message);
    const mock = new MockResponder(session.value, { supportedProtocolVersions: ['2025-11-25', '2025-06-18'] });

    const init = mock.respond('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } });
    expect(init.ok && init.value.response?.outcome).toMatchObject({ result: { protocolVersion: '2025-06-18', serverInfo: { name: expect.any(String) as unknown } } });
    const tools = mock.respond('tools/list', {});
    expect(tools.ok && tools.value.response?.outcome).toMatchObject({ result: { tools: expect.arrayContaining([expect.objectContaining({ name: 'echo' })]) as unknown } });
  });
});
