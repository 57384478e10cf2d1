import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_FEATURES } from '../../core/bridge-api';
import { buildConnectRequest, EMPTY_FIELDS, splitWords } from './connect-form';

describe('splitWords', () => {
  it('respects quotes and keeps variables literal', () => {
    expect(splitWords(`node "my server.js" --name='a b' $HOME`)).toEqual({
      ok: true,
      value: ['node', 'my server.js', '--name=a b', '$HOME'],
    });
  });

  it('for a Windows bridge, splits as Windows programs do: backslashes stay, only double quotes group (issue 19)', () => {
    expect(splitWords('node C:\\srv\\server.js "C:\\my dir\\x" \'a b\'', 'windows')).toEqual({ ok: true, value: ['node', 'C:\\srv\\server.js', 'C:\\my dir\\x', "'a", "b'"] });
    expect(splitWords('--port 3000\n--verbose', 'windows')).toEqual({ ok: true, value: ['--port', '3000', '--verbose'] });
    expect(splitWords('server & calc', 'windows')).toEqual({ ok: false, error: expect.stringContaining('cmd.exe operator "&"') as string });
    expect(buildConnectRequest({ ...EMPTY_FIELDS, command: 'node C:\\srv\\server.js' }, 'windows')).toMatchObject({ ok: true, value: { target: { command: 'node', args: ['C:\\srv\\server.js'] } } });
  });

  it('refuses shell operators instead of passing them on', () => {
    const result = splitWords('server && rm -rf /');
    expect(result.ok).toBe(false);
  });
});

describe('buildConnectRequest', () => {
  it('builds a stdio target from a command line, extra args, env and cwd', () => {
    const result = buildConnectRequest({
      ...EMPTY_FIELDS,
      command: 'npx -y @modelcontextprotocol/server-everything',
      args: 'stdio\n--verbose',
      env: 'API_KEY=abc=def\n\nDEBUG=1',
      cwd: ' /tmp ',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        target: {
          transport: 'stdio',
          command: 'npx',
          args: ['-y', '@modelcontextprotocol/server-everything', 'stdio', '--verbose'],
          env: { API_KEY: 'abc=def', DEBUG: '1' },
          cwd: '/tmp',
        },
        clientFeatures: DEFAULT_CLIENT_FEATURES,
      },
    });
  });

  it('builds an http target with headers and a name', () => {
    const result = buildConnectRequest({
      ...EMPTY_FIELDS,
      transport: 'http',
      name: 'local',
      url: 'http://127.0.0.1:3001/mcp',
      headers: 'Authorization: Bearer x:y',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'local',
        target: { transport: 'http', url: 'http://127.0.0.1:3001/mcp', headers: { Authorization: 'Bearer x:y' } },
        clientFeatures: DEFAULT_CLIENT_FEATURES,
      },
    });
  });

  it('sends the OAuth settings that were filled in, trimmed, and none when nothing was (issue 7)', () => {
    const base = { ...EMPTY_FIELDS, transport: 'http' as const, url: 'http://127.0.0.1:3001/mcp' };
    const auth = { clientId: ' app ', clientSecret: 's3cret', clientMetadataUrl: '', scope: 'mcp:read', headless: true };
    expect(buildConnectRequest({ ...base, auth })).toMatchObject({
      ok: true,
      value: { target: { auth: { clientId: 'app', clientSecret: 's3cret', scope: 'mcp:read', headless: true } } },
    });
    const plain = buildConnectRequest(base);
    expect(plain.ok && plain.value.target).toEqual({ transport: 'http', url: 'http://127.0.0.1:3001/mcp' });
    expect(buildConnectRequest({ ...base, auth: { ...auth, clientMetadataUrl: 'http://insecure/doc.json' } })).toMatchObject({ ok: false });
  });

  it('declares every client feature by default and sends the ones turned off', () => {
    const off = { ...DEFAULT_CLIENT_FEATURES, sampling: false, elicitationUrl: false };
    const result = buildConnectRequest({ ...EMPTY_FIELDS, command: 'node s.js', clientFeatures: off });
    expect(result).toMatchObject({ ok: true, value: { clientFeatures: { sampling: false, elicitationForm: true, elicitationUrl: false, roots: true } } });
  });

  it('reports what is wrong', () => {
    expect(buildConnectRequest(EMPTY_FIELDS)).toMatchObject({ ok: false });
    expect(buildConnectRequest({ ...EMPTY_FIELDS, transport: 'sse', url: 'ftp://x' })).toMatchObject({ ok: false });
    expect(buildConnectRequest({ ...EMPTY_FIELDS, command: 'x', env: 'NOVALUE' })).toMatchObject({ ok: false });
  });
});
