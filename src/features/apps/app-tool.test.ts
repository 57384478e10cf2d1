import { getToolUiResourceUri, isToolVisibilityAppOnly } from '@modelcontextprotocol/ext-apps/app-bridge';
import { describe, expect, it } from 'vitest';
import { appMayCall, appResourceUri, isAppOnlyTool, modelFacingCost } from './app-tool';

const tool = (name: string, ui?: Record<string, unknown>) => ({ name, ...(ui ? { _meta: { ui } } : {}) });

describe('app tools', () => {
  it('reads the resource URI in the current and the deprecated form, and ignores one that is not ui://', () => {
    expect(appResourceUri(tool('a', { resourceUri: 'ui://a/app.html' }))).toBe('ui://a/app.html');
    expect(appResourceUri({ name: 'b', _meta: { 'ui/resourceUri': 'ui://b/app.html' } })).toBe('ui://b/app.html');
    expect(appResourceUri(tool('c', { resourceUri: 'https://c.example/app.html' }))).toBeUndefined();
  });

  it('lets an app call only tools whose visibility includes "app"', () => {
    expect(appMayCall(tool('default'))).toBe(true);
    expect(appMayCall(tool('model-only', { visibility: ['model'] }))).toBe(false);
    expect(isAppOnlyTool(tool('app-only', { visibility: ['app'] }))).toBe(true);
  });

  it('leaves app-only tools out of what the model is sent', () => {
    const cost = { tools: [{ name: 'seen', tokens: 100 }, { name: 'hidden', tokens: 40 }], total: 140, tokenizer: 'o200k', budget: 1000 };
    const counted = modelFacingCost(cost, [tool('seen'), tool('hidden', { visibility: ['app'] })]);
    expect(counted).toEqual({ ...cost, tools: [{ name: 'seen', tokens: 100 }], total: 100 });
  });
});

describe('app tools read as the Apps SDK reads them', () => {
  // The SDK's own helpers, which app-tool.ts does not import on the first page (issue 24, B9).
  const sdkResourceUri = (tool: { name: string; [key: string]: unknown }) => {
    try {
      return getToolUiResourceUri(tool);
    } catch {
      return undefined;
    }
  };
  const cases: [string, { name: string; [key: string]: unknown }][] = [
    ['no _meta', { name: 'plain' }],
    ['ui:// resource', tool('a', { resourceUri: 'ui://a/app.html' })],
    ['deprecated flat key', { name: 'b', _meta: { 'ui/resourceUri': 'ui://b/app.html' } }],
    ['both keys', { name: 'c', _meta: { ui: { resourceUri: 'ui://c/new.html' }, 'ui/resourceUri': 'ui://c/old.html' } }],
    ['a null resource beside the flat key', { name: 'd', _meta: { ui: { resourceUri: null }, 'ui/resourceUri': 'ui://d/old.html' } }],
    ['an https resource', tool('e', { resourceUri: 'https://e.example/app.html' })],
    ['a number as resource', tool('f', { resourceUri: 7 })],
    ['ui as a string', { name: 'g', _meta: { ui: 'ui://g/app.html' } }],
    ['app only', tool('h', { visibility: ['app'] })],
    ['model only', tool('i', { visibility: ['model'] })],
    ['app and model', tool('j', { visibility: ['app', 'model'] })],
    ['app and an unknown entry', tool('k', { visibility: ['app', 'other'] })],
    ['no one', tool('l', { visibility: [] })],
    ['"app" as a string', tool('m', { visibility: 'app' })],
    ['an object shaped like ["app"]', tool('n', { visibility: { length: 1, 0: 'app' } })],
    ['null visibility', tool('o', { visibility: null })],
  ];

  it.each(cases)('%s', (_label, definition) => {
    expect(appResourceUri(definition)).toBe(sdkResourceUri(definition));
    expect(isAppOnlyTool(definition)).toBe(isToolVisibilityAppOnly(definition));
  });
});
