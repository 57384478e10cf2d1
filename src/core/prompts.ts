/**
 * Reads prompts/list items and prompts/get results without trusting them (spec 2025-06-18
 * server/prompts). Malformed fields are reported as problems instead of dropped, so the UI can
 * show a server developer what their server actually sent.
 */
import { classifyContentItem, type ContentItem } from './tool-result';
import { isObject } from './is-object';

export interface PromptArgument {
  name: string;
  description?: string;
  required: boolean;
}

export interface PromptView {
  name: string;
  title?: string;
  description?: string;
  arguments: PromptArgument[];
  /** What is wrong with the definition as sent; empty when it is well-formed. */
  problems: string[];
  raw: Record<string, unknown>;
}


function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function readArguments(value: unknown, problems: string[]): PromptArgument[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push('"arguments" is not an array.');
    return [];
  }
  const result: PromptArgument[] = [];
  value.forEach((item, index) => {
    if (!isObject(item) || typeof item.name !== 'string') {
      problems.push(`arguments[${index}] has no string "name".`);
      return;
    }
    result.push({ name: item.name, description: optionalString(item.description), required: item.required === true });
  });
  return result;
}

/** One prompts/list item as a display model; `index` names items that lack a name. */
export function readPrompt(raw: Record<string, unknown>, index: number): PromptView {
  const problems: string[] = [];
  let name = raw.name;
  if (typeof name !== 'string') {
    problems.push('The prompt has no string "name".');
    name = `(unnamed #${index})`;
  }
  return {
    name: name as string,
    title: optionalString(raw.title),
    description: optionalString(raw.description),
    arguments: readArguments(raw.arguments, problems),
    problems,
    raw,
  };
}

export function promptMatches(prompt: PromptView, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [prompt.name, prompt.title, prompt.description].some((field) => field?.toLowerCase().includes(needle) === true);
}

/** The arguments to send: non-empty values only, so an optional argument left blank is omitted. */
export function promptArgumentsToSend(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

export function missingRequired(prompt: PromptView, values: Readonly<Record<string, string>>): string[] {
  return prompt.arguments.filter((arg) => arg.required && !values[arg.name]).map((arg) => arg.name);
}

export interface PromptMessageView {
  /** `user` or `assistant` per the spec; anything else is kept as sent and flagged. */
  role: string;
  content: ContentItem;
  problem?: string;
}

export interface PromptResultView {
  description?: string;
  messages: PromptMessageView[];
  problems: string[];
}

/** A GetPromptResult as display models. Each message carries one content block (spec: PromptMessage). */
export function readPromptResult(result: Record<string, unknown>): PromptResultView {
  const problems: string[] = [];
  const { messages } = result;
  if (!Array.isArray(messages)) {
    problems.push(messages === undefined ? 'The result has no "messages" array (required by the spec).' : '"messages" is not an array.');
  }
  const views = (Array.isArray(messages) ? messages : []).map((message, index): PromptMessageView => {
    if (!isObject(message)) {
      return { role: 'unknown', content: classifyContentItem(message), problem: `messages[${index}] is not an object.` };
    }
    const role = typeof message.role === 'string' ? message.role : 'unknown';
    const problem =
      role === 'user' || role === 'assistant' ? undefined : `messages[${index}] has role ${JSON.stringify(message.role)}; the spec allows "user" or "assistant".`;
    return { role, content: classifyContentItem(message.content), problem };
  });
  return { description: optionalString(result.description), messages: views, problems };
}
