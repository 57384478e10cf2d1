import { describe, expect, it } from 'vitest';
import { parseFlowPolicy, serializeFlowPolicy, toolPolicy, type FlowPolicy } from './flow';
import { hasRole, withLabel, withRole, withToolPolicy } from './flow-policy-edit';

const EMPTY: FlowPolicy = { version: 1, servers: {} };

describe('editing flow labels', () => {
  it('keeps only what the person chose: a role the labels already imply is not written out', () => {
    const reader = withLabel({}, 'read', 'high');
    expect(reader).toEqual({ read: 'high' });
    expect(hasRole(reader, 'privateData')).toBe(true);
    // Ticking "private data" on a high reader changes nothing; unticking it is an explicit exception.
    expect(withRole(reader, 'privateData', true)).toEqual({ read: 'high' });
    expect(withRole(reader, 'privateData', false)).toEqual({ read: 'high', privateData: false });
    expect(hasRole(withRole(reader, 'privateData', false), 'privateData')).toBe(false);
  });

  it('removes a label, and drops the override that only made sense with it', () => {
    const sink = withRole(withLabel({}, 'write', 'low'), 'publicSink', true);
    expect(sink).toEqual({ write: 'low' });
    expect(withLabel(sink, 'write', undefined)).toEqual({});
    expect(withRole({}, 'untrustedSource', true)).toEqual({ untrustedSource: true });
    expect(withRole({ untrustedSource: true }, 'untrustedSource', false)).toEqual({});
  });

  it('sets one tool without touching the others, and removes empty tools and servers', () => {
    const one = withToolPolicy(EMPTY, 'mail', 'read_inbox', { read: 'high' });
    const two = withToolPolicy(one, 'mail', 'send_email', { write: 'low' });
    expect(two.servers).toEqual({ mail: { read_inbox: { read: 'high' }, send_email: { write: 'low' } } });
    expect(one.servers).toEqual({ mail: { read_inbox: { read: 'high' } } });
    expect(withToolPolicy(withToolPolicy(two, 'mail', 'read_inbox', {}), 'mail', 'send_email', {}).servers).toEqual({});
  });

  it('treats "__proto__" and "constructor" as tool names, and the result survives the strict parser', () => {
    const policy = withToolPolicy(withToolPolicy(EMPTY, '__proto__', 'constructor', { read: 'high' }), 'srv', '__proto__', { write: 'low' });
    expect(toolPolicy(policy, ['__proto__'], 'constructor')).toEqual({ read: 'high' });
    expect(toolPolicy(policy, ['srv'], '__proto__')).toEqual({ write: 'low' });
    const reparsed = parseFlowPolicy(JSON.parse(serializeFlowPolicy(policy)));
    expect(reparsed.ok && reparsed.value).toEqual(policy);
    expect(({} as Record<string, unknown>).read).toBeUndefined();
  });
});
