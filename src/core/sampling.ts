/**
 * A sampling/createMessage request's params as display models (spec 2025-11-25 client/sampling,
 * CreateMessageRequest). Nothing is trusted: malformed fields become problems, not crashes.
 * Since 2025-11-25 a message's content may be one block or an array of blocks, and the request
 * may carry `tools` and `toolChoice`.
 */
import { classifyContentItem, type ContentItem } from './tool-result';
import { isObject } from './is-object';

export interface SamplingMessageView {
  role: string;
  content: ContentItem[];
  /** Where each block sits in the params (`messages/0/content`, or `messages/1/content/2` in an array), which findings name. */
  contentPaths: string[];
}

export interface ModelPreferencesView {
  hints: string[];
  costPriority?: number;
  speedPriority?: number;
  intelligencePriority?: number;
}

export interface SamplingView {
  messages: SamplingMessageView[];
  systemPrompt?: string;
  modelPreferences?: ModelPreferencesView;
  maxTokens?: number;
  includeContext?: string;
  temperature?: number;
  stopSequences?: string[];
  tools?: unknown;
  toolChoice?: unknown;
  metadata?: unknown;
  problems: string[];
}


const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function readPreferences(raw: unknown): ModelPreferencesView | undefined {
  if (!isObject(raw)) return undefined;
  const hints = Array.isArray(raw.hints)
    ? raw.hints.map((hint) => (isObject(hint) && typeof hint.name === 'string' ? hint.name : JSON.stringify(hint)))
    : [];
  return { hints, costPriority: num(raw.costPriority), speedPriority: num(raw.speedPriority), intelligencePriority: num(raw.intelligencePriority) };
}

export function readSamplingParams(params: Record<string, unknown>): SamplingView {
  const problems: string[] = [];
  if (!Array.isArray(params.messages)) problems.push('The request has no "messages" array (required).');
  if (params.maxTokens === undefined) problems.push('The request has no "maxTokens" (required).');
  const messages = (Array.isArray(params.messages) ? params.messages : []).map((message: unknown, index): SamplingMessageView => {
    if (!isObject(message)) {
      problems.push(`messages[${index}] is not an object.`);
      return { role: 'unknown', content: [classifyContentItem(message)], contentPaths: [`messages/${index}`] };
    }
    const base = `messages/${index}/content`;
    if (Array.isArray(message.content)) {
      return { role: str(message.role) ?? 'unknown', content: message.content.map(classifyContentItem), contentPaths: message.content.map((_, block) => `${base}/${block}`) };
    }
    return { role: str(message.role) ?? 'unknown', content: [classifyContentItem(message.content)], contentPaths: [base] };
  });
  return {
    messages,
    systemPrompt: str(params.systemPrompt),
    modelPreferences: readPreferences(params.modelPreferences),
    maxTokens: num(params.maxTokens),
    includeContext: str(params.includeContext),
    temperature: num(params.temperature),
    stopSequences: Array.isArray(params.stopSequences) ? params.stopSequences.map(String) : undefined,
    tools: params.tools,
    toolChoice: params.toolChoice,
    metadata: params.metadata,
    problems,
  };
}
