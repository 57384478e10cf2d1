/**
 * What a tool claims about itself through its hints (spec 2025-11-25, ToolAnnotations), read the
 * same way by every annotation rule: only real booleans count, and paths name the tool.
 */
import type { ServerSurface } from '../inputs';
import { definitionName } from '../text-fields';
import { identifierWords } from '../words';
import { isObject } from '../../is-object';

export type Definition = ServerSurface['tools'][number];

export const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;
export type HintName = (typeof HINTS)[number];

/** Only real booleans count as claims; other types are reported by annotations/wrong-type. */
export function claimed(tool: Definition, hint: HintName): boolean | undefined {
  const value = isObject(tool.annotations) ? tool.annotations[hint] : undefined;
  return typeof value === 'boolean' ? value : undefined;
}

export function toolBase(tool: Definition, index: number): string {
  return `tools/${definitionName(tool, 'name', index)}`;
}

export function description(tool: Definition): string {
  return typeof tool.description === 'string' ? tool.description : '';
}

export function nameWords(tool: Definition): string[] {
  return typeof tool.name === 'string' ? identifierWords(tool.name) : [];
}

/** What a tool claims that makes it safe to call without asking, if anything: the hint as a message quotes it. */
export function safetyClaim(tool: Definition): 'readOnlyHint: true' | 'destructiveHint: false' | undefined {
  if (claimed(tool, 'readOnlyHint') === true) return 'readOnlyHint: true';
  return claimed(tool, 'destructiveHint') === false ? 'destructiveHint: false' : undefined;
}
