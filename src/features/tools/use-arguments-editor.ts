/**
 * The arguments being edited for one tool, in two views that stay in sync: the generated form
 * (an object) and the raw JSON text. Editing the form rewrites the text; editing the text updates
 * the form whenever it parses to an object. Validation runs against the same inputSchema for both.
 */
import { useCallback, useMemo, useState } from 'react';
import { validateAgainstSchema, type SchemaValidation } from '../../core/schema-validation';

export type ArgumentsView = 'form' | 'json';

/** What the Run button can send. */
export type ArgumentsState =
  | { status: 'ready'; args: Record<string, unknown>; validation: SchemaValidation }
  /** The JSON text does not parse to an object, so there is nothing to send. */
  | { status: 'unparseable'; message: string };

function toText(args: Record<string, unknown>): string {
  return JSON.stringify(args, null, 2);
}

function parseArguments(text: string): { ok: true; args: Record<string, unknown> } | { ok: false; message: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, message: 'Arguments must be a JSON object (tools/call params.arguments).' };
  }
  return { ok: true, args: parsed as Record<string, unknown> };
}

/** `initialArgs` is read once, on the first render; pass a function when computing it costs. */
export function useArgumentsEditor(
  inputSchema: Record<string, unknown>,
  initialArgs: Record<string, unknown> | (() => Record<string, unknown>),
) {
  const [view, setView] = useState<ArgumentsView>('form');
  const [args, setArgs] = useState(initialArgs);
  // On the first render `args` is the initial value; later renders ignore this initializer.
  const [text, setText] = useState(() => toText(args));
  const [parseError, setParseError] = useState<string | null>(null);
  // Schema problems are shown once the person edited the arguments or pressed Run, not on the
  // empty first form: an untouched form is not a mistake (issue 20 §5).
  const [checked, setChecked] = useState(false);

  // Stable, so the memoised editor (and its rjsf form) skips the renders of the Run button's
  // "Starting…" and back, which change nothing it shows (issue 24, B8).
  const editForm = useCallback((next: Record<string, unknown>) => {
    setChecked(true);
    setArgs(next);
    setText(toText(next));
    setParseError(null);
  }, []);

  const editText = useCallback((next: string) => {
    setChecked(true);
    setText(next);
    const parsed = parseArguments(next);
    if (parsed.ok) setArgs(parsed.args);
    setParseError(parsed.ok ? null : parsed.message);
  }, []);

  const showChecks = useCallback(() => setChecked(true), []);

  const state: ArgumentsState = useMemo(
    () =>
      parseError !== null
        ? { status: 'unparseable', message: parseError }
        : { status: 'ready', args, validation: validateAgainstSchema(inputSchema, args) },
    [parseError, args, inputSchema],
  );

  return { view, setView, args, text, editForm, editText, state, checked, showChecks };
}
