import { describe, expect, it } from 'vitest';
import { resolveHints } from './tool-annotations';

describe('resolveHints', () => {
  it('applies the spec defaults when the server says nothing', () => {
    expect(resolveHints(undefined)).toEqual([
      { name: 'readOnlyHint', value: false, isDefault: true, label: 'writes' },
      { name: 'destructiveHint', value: true, isDefault: true, label: 'destructive' },
      { name: 'idempotentHint', value: false, isDefault: true, label: 'not idempotent' },
      { name: 'openWorldHint', value: true, isDefault: true, label: 'open world' },
    ]);
  });

  it('keeps claimed values and omits write-only hints for a read-only tool', () => {
    expect(resolveHints({ readOnlyHint: true, openWorldHint: false })).toEqual([
      { name: 'readOnlyHint', value: true, isDefault: false, label: 'read-only' },
      { name: 'openWorldHint', value: false, isDefault: false, label: 'closed world' },
    ]);
  });

  it('treats a non-boolean hint as absent', () => {
    const [readOnly] = resolveHints({ readOnlyHint: 'yes' as unknown as boolean });
    expect(readOnly).toMatchObject({ value: false, isDefault: true });
  });
});
