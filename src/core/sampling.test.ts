import { describe, expect, it } from 'vitest';
import { readSamplingParams } from './sampling';

describe('readSamplingParams', () => {
  it('reads messages (single and array content), preferences and options', () => {
    const view = readSamplingParams({
      messages: [
        { role: 'user', content: { type: 'text', text: 'Hi' } },
        { role: 'user', content: [{ type: 'text', text: 'a' }, { type: 'image', data: 'AAAA', mimeType: 'image/png' }] },
      ],
      systemPrompt: 'Be brief',
      modelPreferences: { hints: [{ name: 'claude' }], costPriority: 0.2, intelligencePriority: 0.9 },
      maxTokens: 100,
      includeContext: 'thisServer',
      temperature: 0.5,
      stopSequences: ['END'],
      tools: [{ name: 'x', inputSchema: { type: 'object' } }],
      toolChoice: { mode: 'auto' },
    });
    expect(view.problems).toEqual([]);
    expect(view.messages.map((m) => [m.role, m.content.map((c) => c.kind)])).toEqual([
      ['user', ['text']],
      ['user', ['text', 'image']],
    ]);
    expect(view.messages.map((m) => m.contentPaths)).toEqual([['messages/0/content'], ['messages/1/content/0', 'messages/1/content/1']]);
    expect(view.modelPreferences).toEqual({ hints: ['claude'], costPriority: 0.2, speedPriority: undefined, intelligencePriority: 0.9 });
    expect(view).toMatchObject({ systemPrompt: 'Be brief', maxTokens: 100, includeContext: 'thisServer', temperature: 0.5, stopSequences: ['END'], toolChoice: { mode: 'auto' } });
  });

  it('reports missing required fields instead of throwing', () => {
    expect(readSamplingParams({}).problems).toHaveLength(2);
    expect(readSamplingParams({ messages: [42], maxTokens: 1 }).messages[0]?.content[0]?.kind).toBe('unknown');
  });
});
