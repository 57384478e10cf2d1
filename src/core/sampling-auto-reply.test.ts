import { describe, expect, it } from 'vitest';
import type { SamplingAutoReplyRule } from './bridge-api/settings';
import { autoReplyResult, findAutoReplyRule, newAutoReplyRule } from './sampling-auto-reply';

function rule(id: string, match: string, enabled = true): SamplingAutoReplyRule {
  return { id, enabled, match, reply: { text: `reply ${id}`, model: 'demo-model', stopReason: 'endTurn' } };
}

const weather = {
  messages: [
    { role: 'user', content: { type: 'text', text: 'What is the WEATHER in Paris?' } },
    { role: 'user', content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }, { type: 'text', text: 'and in Rome' }] },
  ],
  systemPrompt: 'You are a travel agent',
  maxTokens: 50,
};

describe('findAutoReplyRule', () => {
  it('matches a case-insensitive substring of any message text', () => {
    expect(findAutoReplyRule([rule('a', 'weather in paris')], weather)?.id).toBe('a');
    expect(findAutoReplyRule([rule('a', 'ROME')], weather)?.id).toBe('a');
  });

  it('matches the system prompt too', () => {
    expect(findAutoReplyRule([rule('a', 'travel agent')], weather)?.id).toBe('a');
  });

  it('answers nothing when no rule matches', () => {
    expect(findAutoReplyRule([rule('a', 'stock prices')], weather)).toBeUndefined();
    expect(findAutoReplyRule([], weather)).toBeUndefined();
  });

  it('skips disabled rules and lets the first enabled match win', () => {
    const rules = [rule('off', 'weather', false), rule('first', 'paris'), rule('second', 'weather')];
    expect(findAutoReplyRule(rules, weather)?.id).toBe('first');
  });

  it('treats an empty match as every request, even one without text', () => {
    expect(findAutoReplyRule([rule('any', '')], { messages: [{ role: 'user', content: { type: 'image', data: 'AAAA', mimeType: 'image/png' } }], maxTokens: 1 })?.id).toBe('any');
    expect(findAutoReplyRule([rule('any', '', false)], weather)).toBeUndefined();
  });

  it('does not look into non-text blocks such as image data', () => {
    expect(findAutoReplyRule([rule('a', 'AAAA')], weather)).toBeUndefined();
  });

  it('copes with malformed params', () => {
    expect(findAutoReplyRule([rule('a', 'x')], { messages: 'nope' })).toBeUndefined();
    expect(findAutoReplyRule([rule('any', '')], {})?.id).toBe('any');
  });
});

describe('autoReplyResult', () => {
  it('is an assistant text CreateMessageResult with the rule model and stop reason', () => {
    expect(autoReplyResult(rule('a', ''))).toEqual({ role: 'assistant', content: { type: 'text', text: 'reply a' }, model: 'demo-model', stopReason: 'endTurn' });
  });
});

describe('newAutoReplyRule', () => {
  it('starts enabled, matching everything, under an id no other rule has', () => {
    expect(newAutoReplyRule([])).toMatchObject({ id: 'rule-1', enabled: true, match: '' });
    // After a removal the count repeats an id still in use; the new rule must not share it.
    expect(newAutoReplyRule([rule('rule-2', ''), rule('rule-3', '')]).id).toBe('rule-4');
  });
});
