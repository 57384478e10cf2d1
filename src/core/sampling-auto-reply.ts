/**
 * Sampling auto-reply rules (issue 3, point 3: "Optional per-connection auto-reply rules, for
 * demos"): which rule answers a sampling/createMessage request, and the answer it sends.
 */
import type { SamplingAutoReplyRule } from './bridge-api/settings';
import { readSamplingParams } from './sampling';

/** The texts a rule's `match` is looked for in: every text block of every message, and the system prompt. */
function searchableTexts(params: Record<string, unknown>): string[] {
  const view = readSamplingParams(params);
  const texts = view.messages.flatMap((message) => message.content.flatMap((item) => (item.kind === 'text' ? [item.text] : [])));
  return view.systemPrompt === undefined ? texts : [...texts, view.systemPrompt];
}

/** The first enabled rule whose match (case-insensitive substring; empty matches everything) occurs in the request. */
export function findAutoReplyRule(rules: readonly SamplingAutoReplyRule[], params: Record<string, unknown>): SamplingAutoReplyRule | undefined {
  const texts = searchableTexts(params).map((text) => text.toLowerCase());
  return rules.find((rule) => rule.enabled && (rule.match === '' || texts.some((text) => text.includes(rule.match.toLowerCase()))));
}

/** The CreateMessageResult a rule sends (spec 2025-11-25 client/sampling). */
export function autoReplyResult(rule: SamplingAutoReplyRule): Record<string, unknown> {
  const { text, model, stopReason } = rule.reply;
  return { role: 'assistant', content: { type: 'text', text }, model, stopReason };
}

/** A rule for the editor to add: enabled, matching every request, with an id no other rule has. */
export function newAutoReplyRule(existing: readonly SamplingAutoReplyRule[]): SamplingAutoReplyRule {
  const taken = new Set(existing.map((rule) => rule.id));
  let n = existing.length + 1;
  while (taken.has(`rule-${n}`)) n++;
  return { id: `rule-${n}`, enabled: true, match: '', reply: { text: '', model: 'mcpscope-auto-reply', stopReason: 'endTurn' } };
}
