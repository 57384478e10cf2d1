import { describe, expect, it } from 'vitest';
import { hintWarnings, leadingWord, resolveHints } from './tool-annotations';

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

describe('leadingWord', () => {
  it('finds the verb in snake, kebab and camel case', () => {
    expect(leadingWord('delete_file')).toBe('delete');
    expect(leadingWord('send-email')).toBe('send');
    expect(leadingWord('removeUser')).toBe('remove');
    expect(leadingWord('EXEC')).toBe('exec');
  });
});

describe('hintWarnings', () => {
  it('warns when a delete tool claims to be read-only', () => {
    expect(hintWarnings('delete_records', { readOnlyHint: true })).toHaveLength(1);
    expect(hintWarnings('execCommand', { readOnlyHint: true })).toHaveLength(1);
  });

  it('warns when a destructive-sounding tool claims not to be destructive', () => {
    expect(hintWarnings('drop_table', { destructiveHint: false })).toHaveLength(1);
  });

  it('stays quiet for benign look-alikes', () => {
    expect(hintWarnings('list_deleted_items', { readOnlyHint: true })).toEqual([]);
    expect(hintWarnings('delete_file', { readOnlyHint: false, destructiveHint: true })).toEqual([]);
    expect(hintWarnings('delete_file', undefined)).toEqual([]);
    expect(hintWarnings('settings_get', { readOnlyHint: true })).toEqual([]);
  });
});
