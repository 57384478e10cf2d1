import { describe, expect, it } from 'vitest';
import { missingRequired, promptArgumentsToSend, promptMatches, readPrompt, readPromptResult } from './prompts';

describe('readPrompt', () => {
  it('reads name, title, description and arguments', () => {
    const prompt = readPrompt(
      { name: 'args-prompt', title: 'Arguments', description: 'd', arguments: [{ name: 'city', required: true }, { name: 'state', description: 's' }] },
      0,
    );
    expect(prompt).toMatchObject({ name: 'args-prompt', title: 'Arguments', description: 'd', problems: [] });
    expect(prompt.arguments).toEqual([
      { name: 'city', description: undefined, required: true },
      { name: 'state', description: 's', required: false },
    ]);
  });

  it('reports malformed definitions instead of dropping them', () => {
    const prompt = readPrompt({ arguments: [{ required: true }, 'x'] }, 3);
    expect(prompt.name).toBe('(unnamed #3)');
    expect(prompt.arguments).toEqual([]);
    expect(prompt.problems).toHaveLength(3);
    expect(readPrompt({ name: 'p', arguments: {} }, 0).problems).toEqual(['"arguments" is not an array.']);
  });

  it('filters on name, title and description', () => {
    const prompt = readPrompt({ name: 'completable-prompt', title: 'Team Management' }, 0);
    expect(promptMatches(prompt, 'team')).toBe(true);
    expect(promptMatches(prompt, ' COMPLETABLE ')).toBe(true);
    expect(promptMatches(prompt, 'weather')).toBe(false);
  });
});

describe('arguments', () => {
  it('omits blank values and lists missing required ones', () => {
    const prompt = readPrompt({ name: 'p', arguments: [{ name: 'a', required: true }, { name: 'b' }] }, 0);
    expect(promptArgumentsToSend({ a: '', b: 'x' })).toEqual({ b: 'x' });
    expect(missingRequired(prompt, { a: '', b: 'x' })).toEqual(['a']);
    expect(missingRequired(prompt, { a: 'y' })).toEqual([]);
  });
});

describe('readPromptResult', () => {
  it('classifies each message content by role', () => {
    const view = readPromptResult({
      description: 'desc',
      messages: [
        { role: 'user', content: { type: 'text', text: '{"a":1}' } },
        { role: 'assistant', content: { type: 'image', data: 'AAAA', mimeType: 'image/png' } },
        { role: 'system', content: { type: 'resource', resource: { uri: 'test://1', text: 'hi' } } },
      ],
    });
    expect(view.description).toBe('desc');
    expect(view.messages.map((m) => [m.role, m.content.kind])).toEqual([
      ['user', 'text'],
      ['assistant', 'image'],
      ['system', 'resource_text'],
    ]);
    expect(view.messages[0]!.content).toMatchObject({ json: { a: 1 } });
    expect(view.messages[2]!.problem).toMatch(/role "system"/);
  });

  it('reports a missing messages array', () => {
    expect(readPromptResult({}).problems).toEqual(['The result has no "messages" array (required by the spec).']);
    expect(readPromptResult({ messages: [5] }).messages[0]).toMatchObject({ role: 'unknown', content: { kind: 'unknown' } });
  });
});
