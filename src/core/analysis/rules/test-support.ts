/** Helpers for the rule-family tests: run one family's rules and name what fired. */
import type { FamilyRules, Hit } from '../rule';
import type { ClientRequestInput, LaunchInput, ServerSurface, ToolOutcomeInput } from '../inputs';
import type { TextKind } from '../text-fields';

export interface Fired extends Hit {
  ruleId: string;
}

/** The text rules of `family` that fire on `text` read as `kind` (a description by default). */
export function textHits(family: FamilyRules, text: string, kind: TextKind = 'description', path = 'tools/t/description'): Fired[] {
  return (family.text ?? [])
    .filter(({ kinds }) => !kinds || kinds.includes(kind))
    .flatMap(({ rule, check }) => check({ path, text, kind }).map((hit) => ({ ruleId: rule.id, ...hit })));
}

export function surfaceHits(family: FamilyRules, surface: ServerSurface, all: readonly ServerSurface[] = [surface]): Fired[] {
  return (family.surface ?? []).flatMap(({ rule, check }) => check(surface, all).map((hit) => ({ ruleId: rule.id, ...hit })));
}

export function outcomeHits(family: FamilyRules, outcome: ToolOutcomeInput): Fired[] {
  return (family.toolOutcome ?? []).flatMap(({ rule, check }) => check(outcome).map((hit) => ({ ruleId: rule.id, ...hit })));
}

export function requestHits(family: FamilyRules, request: ClientRequestInput): Fired[] {
  return (family.clientRequest ?? []).flatMap(({ rule, check }) => check(request).map((hit) => ({ ruleId: rule.id, ...hit })));
}

export function launchHits(family: FamilyRules, launch: LaunchInput): Fired[] {
  return (family.launch ?? []).flatMap(({ rule, check }) => check(launch).map((hit) => ({ ruleId: rule.id, ...hit })));
}

/** The rule ids that fired, sorted and without repeats: what most tests compare. */
export function ids(fired: readonly Fired[]): string[] {
  return [...new Set(fired.map((hit) => hit.ruleId))].sort();
}

/** A one-server surface from tool definitions. */
export function surfaceOf(server: string, tools: ServerSurface['tools'], extra: Partial<ServerSurface> = {}): ServerSurface {
  return { server, tools, ...extra };
}
