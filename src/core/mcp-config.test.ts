import { describe, expect, it } from 'vitest';
import type { ConnectRequest } from './bridge-api/connections';
import { exportMcpConfig, parseJsonc, parseMcpConfig, type ParsedMcpConfig } from './mcp-config';
import { REDACTED } from './target';

/** Shaped like the claude_desktop_config.json the Claude Desktop docs and users publish. */
const CLAUDE_DESKTOP = `{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/me/Desktop", "/Users/me/Downloads"]
    },
    "github": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_example123" }
    },
    "linear": { "url": "https://mcp.linear.app/sse", "type": "sse" },
    "remote": { "url": "https://api.example.com/mcp", "headers": { "Authorization": "Bearer sk-live-1" } }
  },
  "globalShortcut": "Ctrl+Space"
}`;

/** Shaped like .vscode/mcp.json from the VS Code docs: JSONC, inputs, variables, typed entries. */
const VSCODE = `{
  // Prompted once, stored by VS Code
  "inputs": [
    { "type": "promptString", "id": "perplexity-key", "description": "Perplexity API Key", "password": true }
  ],
  "servers": {
    "Perplexity": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "server-perplexity-ask"],
      "env": { "PERPLEXITY_API_KEY": "\${input:perplexity-key}" },
    },
    "fetch": { "type": "stdio", "command": "uvx", "args": ["mcp-server-fetch"], "cwd": "\${workspaceFolder}" },
    /* a remote one */
    "github": { "type": "http", "url": "https://api.githubcopilot.com/mcp/" },
    "legacy": { "type": "sse", "url": "http://localhost:3001/sse", "headers": { "X-Key": "k" } },
  },
}`;

function parsed(text: string): ParsedMcpConfig {
  const result = parseMcpConfig(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('parseMcpConfig: Claude Desktop / Cursor "mcpServers"', () => {
  it('reads stdio and remote servers in file order, inferring Streamable HTTP for a bare url', () => {
    const config = parsed(CLAUDE_DESKTOP);
    expect(config.format).toBe('mcpServers');
    expect(config.servers).toEqual([
      { name: 'filesystem', target: { transport: 'stdio', command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/me/Desktop', '/Users/me/Downloads'] } },
      {
        name: 'github',
        target: {
          transport: 'stdio',
          command: 'docker',
          args: ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server'],
          env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'ghp_example123' },
        },
      },
      { name: 'linear', target: { transport: 'sse', url: 'https://mcp.linear.app/sse' } },
      { name: 'remote', target: { transport: 'http', url: 'https://api.example.com/mcp', headers: { Authorization: 'Bearer sk-live-1' } } },
    ]);
    expect(config.warnings).toEqual([]);
  });

  it.each([
    ['streamable-http', 'http'],
    ['streamableHttp', 'http'],
    ['http', 'http'],
    ['SSE', 'sse'],
  ])('maps type/transport %s to %s', (spelling, transport) => {
    const viaType = parsed(JSON.stringify({ mcpServers: { s: { type: spelling, url: 'http://127.0.0.1:1/mcp' } } }));
    const viaTransport = parsed(JSON.stringify({ mcpServers: { s: { transport: spelling, url: 'http://127.0.0.1:1/mcp' } } }));
    expect(viaType.servers[0]?.target.transport).toBe(transport);
    expect(viaTransport.servers[0]?.target.transport).toBe(transport);
  });

  // Issue 20, item 8: Cursor entries name only the url; Streamable HTTP to /sse gets "Cannot POST /sse".
  it('takes a bare url ending in /sse for legacy SSE, unless "type" says otherwise', () => {
    const config = parsed(JSON.stringify({ mcpServers: {
      cursor: { url: 'http://127.0.0.1:3001/sse' },
      slash: { url: 'https://example.com/mcp/sse/?key=1' },
      said: { type: 'http', url: 'http://127.0.0.1:3001/sse' },
      near: { url: 'http://127.0.0.1:3001/sse-events' },
    } }));
    expect(config.servers.map((s) => [s.name, s.target.transport])).toEqual([['cursor', 'sse'], ['slash', 'sse'], ['said', 'http'], ['near', 'http']]);
  });
});

describe('parseMcpConfig: VS Code "servers"', () => {
  it('reads JSONC with comments and trailing commas, keeps variables verbatim and warns per server', () => {
    const config = parsed(VSCODE);
    expect(config.format).toBe('servers');
    expect(config.servers.map((s) => [s.name, s.target.transport])).toEqual([
      ['Perplexity', 'stdio'],
      ['fetch', 'stdio'],
      ['github', 'http'],
      ['legacy', 'sse'],
    ]);
    expect(config.servers[0]?.target).toMatchObject({ env: { PERPLEXITY_API_KEY: '${input:perplexity-key}' } });
    expect(config.servers[1]?.target).toMatchObject({ cwd: '${workspaceFolder}' });
    expect(config.warnings).toEqual([
      '"inputs" (1) are VS Code prompts; mcpscope does not ask for them, so ${input:…} references stay verbatim',
      'server "Perplexity": ${input:perplexity-key} passed verbatim: mcpscope does not substitute variables',
      'server "fetch": ${workspaceFolder} passed verbatim: mcpscope does not substitute variables',
    ]);
  });

  it('reads the "mcp.servers" block of a VS Code settings.json', () => {
    const config = parsed('{ "editor.fontSize": 13, "mcp": { "servers": { "t": { "command": "node", "args": ["t.js"] } } } }');
    expect(config).toMatchObject({ format: 'servers', servers: [{ name: 't' }] });
  });
});

describe('parseMcpConfig: problems', () => {
  it('turns each bad entry into a precise warning and keeps the good ones', () => {
    const config = parsed(JSON.stringify({
      mcpServers: {
        ok: { command: 'node', args: ['s.js'], envFile: '.env', alwaysAllow: ['x'] },
        list: ['node'],
        nothing: {},
        both: { command: 'node', url: 'http://x/mcp' },
        ws: { type: 'websocket', url: 'ws://x' },
        numArgs: { command: 'node', args: ['--port', 3000] },
        badUrl: { url: 'file:///etc/passwd' },
        pasted: { command: 'srv', env: { KEY: REDACTED } },
        '': { command: 'x' },
      },
    }));
    expect(config.servers.map((s) => s.name)).toEqual(['ok', 'pasted']);
    expect(config.warnings).toEqual([
      'server "ok": "envFile" is not read; its variables will be missing',
      'server "ok": ignored "alwaysAllow" (not used by a stdio server)',
      'server "list": expected an object, got an array; skipped',
      'server "nothing": needs a "command" (stdio) or a "url" (HTTP); skipped',
      'server "both": has both "command" and "url"; add "type" to say which; skipped',
      'server "ws": unknown type "websocket" (expected "stdio", "http", "streamable-http" or "sse"); skipped',
      'server "numArgs": args must be an array of strings; skipped',
      'server "badUrl": http target needs an http(s) URL; skipped',
      `server "pasted": env KEY is masked (${REDACTED}); set the real value before connecting`,
      'a server with an empty name was skipped',
    ]);
  });

  it('fails on invalid JSON with the line and column', () => {
    const result = parseMcpConfig('{\n  "mcpServers": {\n    "a": { "command": "x" }\n    "b": {}\n  }\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/^invalid JSON at line 4, column 5: /);
    expect(parseMcpConfig('{"a": }')).toMatchObject({ ok: false, error: { message: 'invalid JSON at line 1, column 7: expected a value, found "}"' } });
    const truncated = parseMcpConfig('{\n  "mcpServers": {');
    if (!truncated.ok) expect(truncated.error.message).toMatch(/^invalid JSON at line 2, column 18: /);
    expect(truncated.ok).toBe(false);
  });

  it('fails when there is no servers object', () => {
    expect(parseMcpConfig('[]')).toMatchObject({ ok: false, error: { message: 'mcp.json must be a JSON object, not an array' } });
    expect(parseMcpConfig('{"servers": []}')).toMatchObject({ ok: false, error: { message: '"servers" must be an object mapping server names to servers, not an array' } });
    expect(parseMcpConfig('{"other": {}}')).toMatchObject({ ok: false, error: { message: expect.stringContaining('no "mcpServers"') as unknown } });
  });

  it('leaves comment-like text and commas inside strings alone', () => {
    expect(parseJsonc('{"a": "http://x/*y*/,}", /* c */ "b": [1,],}')).toEqual({ ok: true, value: { a: 'http://x/*y*/,}', b: [1] } });
  });
});

describe('exportMcpConfig', () => {
  const connections: ConnectRequest[] = [
    { name: 'demo', target: { transport: 'stdio', command: 'node', args: ['demo.js'], env: { TOKEN: 's3cret' }, cwd: '/srv' } },
    { name: 'demo', target: { transport: 'stdio', command: 'node', args: [] } },
    { name: 'api', target: { transport: 'http', url: 'https://u:pw@api.example.com/mcp', headers: { Authorization: 'Bearer t' } } },
    { target: { transport: 'sse', url: 'http://127.0.0.1:3001/sse' } },
  ];

  it.each(['mcpServers', 'servers'] as const)('re-imports to the same connections in %s format (secrets included)', (format) => {
    const config = parsed(exportMcpConfig(connections, { format, includeSecrets: true }));
    expect(config.format).toBe(format);
    expect(config.warnings).toEqual([]);
    expect(config.servers).toEqual([
      connections[0],
      { ...connections[1], name: 'demo (2)' },
      connections[2],
      { ...connections[3], name: '127.0.0.1:3001' },
    ]);
  });

  it('masks env values, header values and URL passwords by default', () => {
    const text = exportMcpConfig(connections);
    expect(text).not.toMatch(/s3cret|Bearer t|pw@/);
    expect(JSON.parse(text)).toMatchObject({
      mcpServers: { demo: { command: 'node', env: { TOKEN: REDACTED } }, api: { type: 'http', headers: { Authorization: REDACTED } } },
    });
  });

  it('writes Claude Desktop stdio entries without "type" and VS Code ones with it', () => {
    const stdio = [connections[1]!];
    expect(JSON.parse(exportMcpConfig(stdio))).toEqual({ mcpServers: { demo: { command: 'node', args: [] } } });
    expect(JSON.parse(exportMcpConfig(stdio, { format: 'servers' }))).toEqual({ servers: { demo: { type: 'stdio', command: 'node', args: [] } } });
  });
});
