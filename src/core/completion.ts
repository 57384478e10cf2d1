/**
 * completion/complete (spec 2025-06-18 server/utilities/completion): building the request and
 * reading the answer without trusting it. Used for prompt arguments and resource-template
 * variables alike.
 */

export type CompletionRef = { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };

export interface CompletionParams {
  ref: CompletionRef;
  argument: { name: string; value: string };
  /** Values already chosen for the other arguments, so a server can narrow its suggestions. */
  context?: { arguments: Record<string, string> };
  [key: string]: unknown;
}

export function completionParams(
  ref: CompletionRef,
  argument: string,
  value: string,
  others: Readonly<Record<string, string>>,
): CompletionParams {
  const context = Object.fromEntries(Object.entries(others).filter(([name, v]) => name !== argument && v !== ''));
  return {
    ref,
    argument: { name: argument, value },
    ...(Object.keys(context).length > 0 ? { context: { arguments: context } } : {}),
  };
}

export interface CompletionValues {
  values: string[];
  total?: number;
  hasMore: boolean;
  /** Set when the result is malformed; the values read so far are still returned. */
  problem?: string;
}

/** The spec caps a response at 100 values; more is a server bug worth showing, not hiding. */
export const MAX_COMPLETION_VALUES = 100;

export function readCompletion(result: Record<string, unknown>): CompletionValues {
  const completion = result.completion;
  if (typeof completion !== 'object' || completion === null || Array.isArray(completion)) {
    return { values: [], hasMore: false, problem: 'The result has no "completion" object.' };
  }
  const { values, total, hasMore } = completion as Record<string, unknown>;
  if (!Array.isArray(values)) return { values: [], hasMore: false, problem: '"completion.values" is not an array.' };
  const strings = values.filter((value): value is string => typeof value === 'string');
  let problem: string | undefined;
  if (strings.length !== values.length) problem = 'Some completion values are not strings.';
  else if (values.length > MAX_COMPLETION_VALUES) problem = `${values.length} values; the spec allows at most ${MAX_COMPLETION_VALUES}.`;
  return { values: strings, total: typeof total === 'number' ? total : undefined, hasMore: hasMore === true, problem };
}

