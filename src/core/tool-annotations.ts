/**
 * Tool annotations are hints the *server* claims about its tool (spec 2025-06-18
 * server/tools, ToolAnnotations). Clients must not trust them, so the UI shows them as claims and
 * fills in the spec defaults when a hint is absent.
 */
import type { ToolAnnotations } from './bridge-api/tools';

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
