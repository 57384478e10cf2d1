// eslint-disable-next-line no-restricted-imports -- the test reads a real app; the module under test stays isomorphic
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redactJsonValues } from './redact-json';

// A real MCP App: its bundled script is full of credential-named identifiers (`access_token:a()`).
const APP_HTML = readFileSync(new URL('../../../node_modules/@modelcontextprotocol/server-basic-vanillajs/dist/mcp-app.html', import.meta.url), 'utf8');
const GITHUB_TOKEN = `ghp_${'a1B2c3D4e5'.repeat(3)}123456`;

function readResult(text: string, mimeType: string) {
  return { kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 3, result: { contents: [{ uri: 'ui://get-time/mcp-app.html', mimeType, text }] } } };
}

describe('redactJsonValues on an MCP App (issue 21)', () => {
  it("leaves an app's HTML runnable: only secret shapes are masked in it, not credential-named identifiers", async () => {
    const { values, redactions } = await redactJsonValues([readResult(APP_HTML, 'text/html;profile=mcp-app')]);
    expect(redactions).toEqual([]);
    expect(values[0]).toEqual(readResult(APP_HTML, 'text/html;profile=mcp-app'));
    // The same text as ordinary prose is read by the name rules, which is what broke exported apps.
    expect((await redactJsonValues([readResult(APP_HTML, 'text/plain')])).redactions.length).toBeGreaterThan(0);

    const leaky = APP_HTML.replace('</script>', `const key = "${GITHUB_TOKEN}";</script>`);
    const masked = await redactJsonValues([readResult(leaky, 'text/html;profile=mcp-app')]);
    expect(JSON.stringify(masked.values)).not.toContain(GITHUB_TOKEN);
    expect(masked.redactions).toHaveLength(1);
  });

  it('reads the HTML a host posted its sandbox proxy, recorded as an app message, as code too', async () => {
    const posted = { kind: 'app', dir: 'to-app', view: 'v1', uri: 'ui://get-time/mcp-app.html', msg: { jsonrpc: '2.0', method: 'ui/notifications/sandbox-resource-ready', params: { html: APP_HTML } } };
    expect((await redactJsonValues([posted])).redactions).toEqual([]);
    const notTheProxy = { ...posted, msg: { ...posted.msg, method: 'ui/message' } };
    expect((await redactJsonValues([notTheProxy])).redactions.length).toBeGreaterThan(0);
  });
});
