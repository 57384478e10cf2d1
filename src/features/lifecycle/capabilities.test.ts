import { describe, expect, it } from 'vitest';
import { capabilityRows } from './capabilities';

describe('capabilityRows', () => {
  const rows = capabilityRows(
    { roots: { listChanged: true }, sampling: {}, elicitation: { form: {} } },
    { tools: { listChanged: false }, resources: { subscribe: true }, logging: {}, 'x-vendor': { on: 1 } },
  );
  const row = (name: string) => rows.find((r) => r.name === name)!;

  it('marks which side declared what, with sub-flags', () => {
    expect(row('tools').server).toEqual({ applicable: true, declared: true, flags: [{ path: 'listChanged', state: 'off' }] });
    expect(row('tools').client).toEqual({ applicable: false, declared: false, flags: [] });
    expect(row('resources').server.flags).toEqual([
      { path: 'subscribe', state: 'on' },
      { path: 'listChanged', state: 'absent' },
    ]);
    expect(row('elicitation').client.flags).toEqual([{ path: 'form', state: 'on' }]);
    expect(row('prompts').server.declared).toBe(false);
  });

  it('keeps capabilities it does not know', () => {
    expect(row('x-vendor').server).toMatchObject({ declared: true, flags: [{ path: 'on', state: 'other', value: '1' }] });
  });
});
