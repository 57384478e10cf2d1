import { describe, expect, it } from 'vitest';
import { lethalTrifecta, parseFlowPolicy, serializeFlowPolicy, trackFlow, type FlowCall, type FlowPolicy } from './flow';
import type { ServerSurface } from './inputs';

/** The GitHub MCP leak (SAMOS §2): a public issue is read, a private file is read, a public file is written. */
const policy: FlowPolicy = {
  version: 1,
  servers: {
    github: {
      list_issues: { read: 'low', untrustedSource: true },
      get_file_contents: { read: 'high' },
      create_or_update_file: { write: 'low' },
      create_private_note: { write: 'high' },
    },
  },
};

let nextId = 0;
function call(tool: string, at: number, server = 'github'): FlowCall {
  nextId += 1;
  return { server, tool, requestId: nextId, at };
}

describe('trackFlow', () => {
  it('flags a low write after a high read, naming both calls, at the sink result', () => {
    const calls = [call('list_issues', 1), call('get_file_contents', 2), call('create_or_update_file', 3)];
    const findings = trackFlow(calls, policy);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: 'flow/high-read-to-low-write', family: 'flow', severity: 'high', location: { server: 'github', path: `results/${String(calls[2]?.requestId)}` } });
    expect(findings[0]?.message).toContain("'create_or_update_file'");
    expect(findings[0]?.message).toContain("'get_file_contents'");
  });

  it('does not flag a low write before any high read', () => {
    expect(trackFlow([call('create_or_update_file', 1), call('get_file_contents', 2)], policy)).toEqual([]);
  });

  it('orders by time, not by list position', () => {
    expect(trackFlow([call('create_or_update_file', 5), call('get_file_contents', 2)], policy)).toHaveLength(1);
  });

  it('ignores high writes and unlabelled tools, and flags every later low write', () => {
    const calls = [call('get_file_contents', 1), call('create_private_note', 2), call('unknown_tool', 3), call('create_or_update_file', 4), call('create_or_update_file', 5)];
    expect(trackFlow(calls, policy)).toHaveLength(2);
  });

  it('finds labels by server identity before the server name', () => {
    const byIdentity: FlowPolicy = { version: 1, servers: { 'gh @ stdio gh-mcp': { read_secret: { read: 'high' } }, github: { create_or_update_file: { write: 'low' } } } };
    const calls = [{ ...call('read_secret', 1, 'gh'), serverIdentity: 'gh @ stdio gh-mcp' }, call('create_or_update_file', 2)];
    expect(trackFlow(calls, byIdentity)).toHaveLength(1);
  });
});

describe('parseFlowPolicy', () => {
  it('accepts a valid policy and round-trips it through the file format', () => {
    const parsed = parseFlowPolicy(JSON.parse(serializeFlowPolicy(policy)));
    expect(parsed).toEqual({ ok: true, value: policy });
  });

  it('rejects a typo in a label, naming its path', () => {
    const typo = { version: 1, servers: { github: { create_or_update_file: { write: 'lwo' } } } };
    const parsed = parseFlowPolicy(typo);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('bad_request');
      expect(parsed.error.message).toContain('servers/github/create_or_update_file/write: expected "high" or "low", got "lwo"');
    }
  });

  it('rejects unknown keys, wrong flag types and a wrong version, listing every problem', () => {
    const bad = { version: 2, servers: { github: { list_issues: { raed: 'high', untrustedSource: 'yes' } } }, extra: true };
    const parsed = parseFlowPolicy(bad);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.details).toEqual([
        'version: expected 1, got 2',
        'extra: unknown key',
        'servers/github/list_issues/raed: unknown key (expected one of read, write, untrustedSource, privateData, publicSink)',
        'servers/github/list_issues/untrustedSource: expected true or false, got "yes"',
      ]);
    }
  });

  it('rejects something that is not a policy at all', () => {
    expect(parseFlowPolicy([]).ok).toBe(false);
    expect(parseFlowPolicy({ version: 1 }).ok).toBe(false);
  });

  it('keeps a "__proto__" tool name as data', () => {
    const parsed = parseFlowPolicy(JSON.parse('{"version":1,"servers":{"s":{"__proto__":{"read":"high"}}}}'));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(Object.keys(parsed.value.servers.s ?? {})).toEqual(['__proto__']);
  });
});

describe('lethalTrifecta', () => {
  const github: ServerSurface = { server: 'github', tools: [{ name: 'list_issues' }, { name: 'get_file_contents' }, { name: 'create_or_update_file' }] };

  it('flags untrusted source + private data + public sink from the policy, high, naming the three tools', () => {
    const [finding, ...rest] = lethalTrifecta([github], policy);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ ruleId: 'flow/lethal-trifecta', severity: 'high', location: { server: 'github', path: 'tools/create_or_update_file' } });
    expect(finding?.evidence).toBe('list_issues → get_file_contents → create_or_update_file');
  });

  it('needs all three roles', () => {
    const noSink: ServerSurface = { server: 'github', tools: [{ name: 'list_issues' }, { name: 'get_file_contents' }] };
    expect(lethalTrifecta([noSink], policy)).toEqual([]);
  });

  it('does not guess unless asked', () => {
    const web: ServerSurface = { server: 'web', tools: [{ name: 'fetch', annotations: { readOnlyHint: true, openWorldHint: true } }] };
    const mail: ServerSurface = { server: 'mail', tools: [{ name: 'read_email' }, { name: 'send_message', annotations: { readOnlyHint: false, openWorldHint: true } }] };
    expect(lethalTrifecta([web, mail], { version: 1, servers: {} })).toEqual([]);
    const [guessed] = lethalTrifecta([web, mail], { version: 1, servers: {} }, { guess: true });
    expect(guessed?.severity).toBe('medium');
    expect(guessed?.message).toContain('[guessed]');
  });

  it('guesses conservatively: spec defaults and ordinary names are not enough', () => {
    const plain: ServerSurface = { server: 'fs', tools: [{ name: 'read_file' }, { name: 'write_file' }, { name: 'fetch' }, { name: 'create_note' }] };
    expect(lethalTrifecta([plain], { version: 1, servers: {} }, { guess: true })).toEqual([]);
  });
});
