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
