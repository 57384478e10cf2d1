/**
 * Tool annotations are hints the *server* claims about its tool (spec 2025-06-18
 * server/tools, ToolAnnotations). Clients must not trust them, so the UI shows them as claims and
 * fills in the spec defaults when a hint is absent.
 */
import type { ToolAnnotations } from './bridge-api';

export type HintName = 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint';

export interface ResolvedHint {
  name: HintName;
  value: boolean;
  /** True when the server omitted the hint and the spec default applies. */
  isDefault: boolean;
  /** Short label for a badge, e.g. "read-only" or "not destructive". */
  label: string;
}

/** Spec defaults (ToolAnnotations docs): assume the worst when a server says nothing. */
export const HINT_DEFAULTS: Record<HintName, boolean> = {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: false,
  openWorldHint: true,
};

const LABELS: Record<HintName, [whenTrue: string, whenFalse: string]> = {
  readOnlyHint: ['read-only', 'writes'],
  destructiveHint: ['destructive', 'not destructive'],
  idempotentHint: ['idempotent', 'not idempotent'],
  openWorldHint: ['open world', 'closed world'],
};

const HINT_ORDER: HintName[] = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

/**
 * The four hints with defaults applied. destructiveHint and idempotentHint only mean something
 * when readOnlyHint is false (spec), so they are left out for a tool that claims to be read-only.
 */
export function resolveHints(annotations: ToolAnnotations | undefined): ResolvedHint[] {
  const claimed = annotations ?? {};
  const readOnly = typeof claimed.readOnlyHint === 'boolean' ? claimed.readOnlyHint : HINT_DEFAULTS.readOnlyHint;
  return HINT_ORDER.filter((name) => !(readOnly && (name === 'destructiveHint' || name === 'idempotentHint'))).map(
    (name) => {
      const raw = claimed[name];
      const isDefault = typeof raw !== 'boolean';
      const value = isDefault ? HINT_DEFAULTS[name] : raw;
      const [whenTrue, whenFalse] = LABELS[name];
      return { name, value, isDefault, label: value ? whenTrue : whenFalse };
    },
  );
}

export interface HintWarning {
  message: string;
}

// Verbs that change or leak state. Matched as the leading word of snake_case, kebab-case or
// camelCase names, so "delete_file", "deleteFile" and "exec" match but "undeleted_items" does not.
const MUTATING_VERBS = [
  'delete', 'remove', 'drop', 'destroy', 'purge', 'erase', 'truncate', 'wipe', 'kill',
  'write', 'update', 'create', 'insert', 'put', 'post', 'set', 'move', 'rename',
  'send', 'publish', 'email', 'exec', 'execute', 'shell', 'deploy',
];
const DESTRUCTIVE_VERBS = new Set(['delete', 'remove', 'drop', 'destroy', 'purge', 'erase', 'truncate', 'wipe', 'kill']);

/** The leading verb of a tool name, lower-cased: "deleteFile" -> "delete", "send-email" -> "send". */
export function leadingWord(name: string): string {
  // An all-caps run ("EXEC", "RM_rf") or a capitalised/lower-case word ("Delete", "delete").
  const match = /^(?:[A-Z0-9]+(?![a-z])|[A-Za-z][a-z0-9]*)/.exec(name.replace(/^[^A-Za-z0-9]+/, ''));
  return (match?.[0] ?? '').toLowerCase();
}

/**
 * A simple local plausibility check: hints that contradict what the name says the tool does.
 * The rules engine (src/core/analysis, a later issue) will supersede this.
 */
export function hintWarnings(name: string, annotations: ToolAnnotations | undefined): HintWarning[] {
  const verb = leadingWord(name);
  const warnings: HintWarning[] = [];
  if (MUTATING_VERBS.includes(verb) && annotations?.readOnlyHint === true) {
    warnings.push({
      message: `Claims readOnlyHint: true, but its name starts with "${verb}", which suggests it changes state or has side effects.`,
    });
  }
  if (DESTRUCTIVE_VERBS.has(verb) && annotations?.destructiveHint === false && annotations.readOnlyHint !== true) {
    warnings.push({
      message: `Claims destructiveHint: false, but its name starts with "${verb}", which suggests it destroys data.`,
    });
  }
  return warnings;
}
