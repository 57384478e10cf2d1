import { describe, expect, it } from 'vitest';
import { displayName, parseResource, parseTemplate, resourceMatches } from './resource-listing';

describe('resource listing', () => {
  it('parses resources and keeps a valid size only', () => {
    const parsed = parseResource({ uri: 'a://x', name: 'x', size: 12, mimeType: 'text/plain' });
    expect(parsed).toMatchObject({ ok: true, entry: { uri: 'a://x', size: 12 } });
    expect(parseResource({ uri: 'a://x', size: -1 })).toMatchObject({ ok: true, entry: { size: undefined } });
    expect(parseResource({ name: 'no uri' })).toMatchObject({ ok: false });
  });

  it('parses templates', () => {
    expect(parseTemplate({ uriTemplate: 'a://{id}', name: 't' })).toMatchObject({ ok: true });
    expect(parseTemplate({ uri: 'a://1' })).toMatchObject({ ok: false });
  });

  it('filters across uri, name, title and type', () => {
    const parsed = parseResource({ uri: 'demo://static/1', name: 'Readme', mimeType: 'text/markdown' });
    if (!parsed.ok) throw new Error('invalid');
    expect(resourceMatches(parsed.entry, 'README')).toBe(true);
    expect(resourceMatches(parsed.entry, 'markdown')).toBe(true);
    expect(resourceMatches(parsed.entry, 'zzz')).toBe(false);
    expect(displayName({ name: 'n', title: 'T' }, 'u')).toBe('T');
    expect(displayName({}, 'u')).toBe('u');
  });
});
