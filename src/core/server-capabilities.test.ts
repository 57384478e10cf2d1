import { describe, expect, it } from 'vitest';
import { declaredListKinds } from './server-capabilities';

describe('declaredListKinds', () => {
  it('offers templates with resources, and nothing the server did not declare', () => {
    expect(declaredListKinds({ tools: {}, resources: { subscribe: true }, logging: {} })).toEqual(['tools', 'resources', 'resourceTemplates']);
    expect(declaredListKinds({ prompts: { listChanged: true } })).toEqual(['prompts']);
    expect(declaredListKinds(undefined)).toEqual([]);
  });
});
