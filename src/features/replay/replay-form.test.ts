import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../core/target';
import { EMPTY_FIELDS } from '../connections/connect-form';
import { buildReplayRequest, fieldsFromTarget, ignoreLines } from './replay-form';

const LIBRARY = { library: 'session.jsonl' };

describe('fieldsFromTarget', () => {
  it('prefills a recorded stdio target, leaving out the env values the trace holds masked', () => {
    const { fields, masked } = fieldsFromTarget({ transport: 'stdio', command: 'node', args: ['/srv/my server.js', '--port', '3'], env: { DEBUG: '1', API_KEY: REDACTED }, cwd: '/srv' });
    expect(fields).toMatchObject({ transport: 'stdio', command: 'node "/srv/my server.js" --port 3', env: 'DEBUG=1', cwd: '/srv' });
    expect(masked).toEqual(['API_KEY']);
    // What the form sends back is the recorded command, split as it was.
    expect(buildReplayRequest(LIBRARY, { server: { kind: 'target', fields }, ignore: '' })).toEqual({
      ok: true,
      value: { trace: LIBRARY, server: { target: { transport: 'stdio', command: 'node', args: ['/srv/my server.js', '--port', '3'], env: { DEBUG: '1' }, cwd: '/srv' } } },
    });
  });

  it('for a Windows bridge, prefills the command quoted the Windows way, and sends back the recorded words (issue 19)', () => {
    const target = { transport: 'stdio' as const, command: 'node', args: ['C:\\srv\\my server.js', 'C:\\out\\'] };
    const { fields } = fieldsFromTarget(target, 'windows');
    expect(fields.command).toBe('node "C:\\srv\\my server.js" C:\\out\\');
    expect(buildReplayRequest(LIBRARY, { server: { kind: 'target', fields }, ignore: '', commandLines: 'windows' })).toEqual({ ok: true, value: { trace: LIBRARY, server: { target } } });
  });

  it('prefills a URL with its unmasked headers, and empty stdio fields when nothing was recorded', () => {
    const { fields, masked } = fieldsFromTarget({ transport: 'sse', url: 'http://127.0.0.1:3001/sse', headers: { Authorization: REDACTED, 'X-Team': 'qa' } });
    expect(fields).toMatchObject({ transport: 'sse', url: 'http://127.0.0.1:3001/sse', headers: 'X-Team: qa' });
    expect(masked).toEqual(['Authorization']);
    expect(fieldsFromTarget(undefined)).toEqual({ fields: EMPTY_FIELDS, masked: [], held: {} });
  });

  it('never prefills a code-loading variable hidden below harmless ones; it goes out only once confirmed, named to the bridge', () => {
    const { fields, held } = fieldsFromTarget({ transport: 'stdio', command: 'node', args: ['s.js'], env: { A: '1', B: '2', C: '3', NODE_OPTIONS: '--require /tmp/evil.js' } });
    expect(fields.env).toBe('A=1\nB=2\nC=3');
    expect(held).toEqual({ NODE_OPTIONS: '--require /tmp/evil.js' });
    const unconfirmed = buildReplayRequest(LIBRARY, { server: { kind: 'target', fields }, ignore: '' });
    expect(unconfirmed).toMatchObject({ ok: true, value: { server: { target: { env: { A: '1', B: '2', C: '3' } } } } });
    expect(unconfirmed.ok && unconfirmed.value.confirmEnv).toBeFalsy();
    const confirmed = buildReplayRequest(LIBRARY, { server: { kind: 'target', fields }, ignore: '', confirmedEnv: held });
    expect(confirmed).toMatchObject({ ok: true, value: { confirmEnv: ['NODE_OPTIONS'], server: { target: { env: { A: '1', NODE_OPTIONS: '--require /tmp/evil.js' } } } } });
    // A saved connection takes nothing from the trace.
    expect(buildReplayRequest(LIBRARY, { server: { kind: 'saved', name: 'prod' }, ignore: '', confirmedEnv: held })).toEqual({ ok: true, value: { trace: LIBRARY, server: { saved: 'prod' } } });
  });
});

describe('buildReplayRequest', () => {
  it('sends a saved connection by name, and the ignore paths one per line', () => {
    const trace = { text: '{}', fileName: 'dropped.har' };
    expect(buildReplayRequest(trace, { server: { kind: 'saved', name: 'prod' }, ignore: ' /result/content/*/text \n\nresult.meta.id' })).toEqual({
      ok: true,
      value: { trace, server: { saved: 'prod' }, ignore: ['/result/content/*/text', 'result.meta.id'] },
    });
  });

  it('names what is wrong before anything is sent', () => {
    expect(buildReplayRequest(LIBRARY, { server: { kind: 'saved', name: '' }, ignore: '' })).toEqual({ ok: false, error: 'Pick a saved connection' });
    const operator = buildReplayRequest(LIBRARY, { server: { kind: 'target', fields: { ...EMPTY_FIELDS, command: 'server && rm -rf /' } }, ignore: '' });
    expect(!operator.ok && operator.error).toContain('shell operator');
    expect(buildReplayRequest(LIBRARY, { server: { kind: 'target', fields: { ...EMPTY_FIELDS, transport: 'http', url: 'file:///etc' } }, ignore: '' })).toMatchObject({ ok: false });
    expect(ignoreLines('/result/*\n/result//text')).toEqual({ ok: false, error: '--ignore path "/result//text" has an empty segment' });
  });
});
