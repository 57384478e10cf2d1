/** A CallToolResult: every content item, structuredContent with its outputSchema check, and the raw JSON. */
import { useMemo } from 'react';
import type { TextMark } from '../../core/findings-view';
import { checkStructuredOutput, type OutputCheck } from '../../core/output-validation';
import { formatIssuePath } from '../../core/schema-validation';
import { readResultContent } from '../../core/tool-result';
import { JsonView } from '../../ui/JsonView';
import { Collapsible } from '../../ui/Collapsible';
import { ContentItemView } from './ContentItemView';
import type { ClippedSources } from './use-call-content';

export interface ResultBodyProps {
  result: Record<string, unknown>;
  /** The tool's outputSchema; undefined when the tool declares none or is no longer listed. */
  outputSchema: Record<string, unknown> | undefined;
  /** Check structuredContent against outputSchema (skipped for isError results). */
  checkOutput: boolean;
  /** Findings inside the text of content item `index`. */
  textMarks?: (index: number) => TextMark[];
  /** The strings the bridge sent clipped, by pointer into `result` (issue 6, B4). */
  clippedAt?: ClippedSources;
}

export function ResultBody({ result, outputSchema, checkOutput, textMarks, clippedAt }: ResultBodyProps) {
  const { items, problem } = useMemo(() => readResultContent(result), [result]);
  const check = useMemo<OutputCheck>(
    () => (checkOutput ? checkStructuredOutput(outputSchema, result) : { status: 'no-schema' }),
    [checkOutput, outputSchema, result],
  );
  return (
    <div className="space-y-2">
      {problem && <p className="text-xs text-amber-700 dark:text-amber-400">{problem}</p>}
      {items.map((item, index) => (
        <ContentItemView
          key={index}
          item={item}
          index={index}
          marks={textMarks?.(index)}
          clipped={clippedAt?.(`/content/${index}/${item.kind === 'resource_text' ? 'resource/text' : 'text'}`)}
        />
      ))}
      {items.length === 0 && !problem && <p className="text-xs text-zinc-500 italic">Empty content array.</p>}
      {(result.structuredContent !== undefined || check.status === 'missing') && (
        <StructuredContent value={result.structuredContent} check={check} />
      )}
      <Collapsible title="Raw result" testId="raw-result">
        <JsonView value={result} collapsedDepth={3} />
      </Collapsible>
    </div>
  );
}

function StructuredContent({ value, check }: { value: unknown; check: OutputCheck }) {
  return (
    <section
      data-testid="structured-content"
      data-validation={check.status}
      className="@container space-y-1 rounded border border-zinc-200 p-2 dark:border-zinc-800"
    >
      <h4 className="text-[11px] font-semibold text-zinc-500">structuredContent</h4>
      {/* Side by side only where the result column itself is wide: at 1280 px it is not (issue 20 §5). */}
      <div className="grid gap-2 @xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        {value !== undefined && <JsonView value={value} />}
        <OutputCheckMessage check={check} />
      </div>
    </section>
  );
}

// Long property paths wrap anywhere rather than run out of the box.
const PROBLEM_BOX =
  'min-w-0 [overflow-wrap:anywhere] rounded border border-red-300 bg-red-50 px-2 py-1 text-xs text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200';

function OutputCheckMessage({ check }: { check: OutputCheck }) {
  switch (check.status) {
    case 'no-schema':
      return null;
    case 'valid':
      return <p className="text-xs text-emerald-700 dark:text-emerald-400">✓ Matches the tool's outputSchema</p>;
    case 'missing':
      return (
        <p role="alert" data-testid="output-validation" className={PROBLEM_BOX}>
          The tool declares an outputSchema but the server returned no structuredContent (the spec requires it).
        </p>
      );
    case 'schema-error':
      return (
        <p data-testid="output-validation" className="text-xs text-amber-700 dark:text-amber-400">
          The tool's outputSchema does not compile, so the output was not checked: {check.message}
        </p>
      );
    case 'invalid':
      return (
        <div role="alert" data-testid="output-validation" className={PROBLEM_BOX}>
          <p className="font-medium">The server's output broke its own outputSchema:</p>
          <ul className="mt-0.5 list-disc pl-4 font-mono">
            {check.issues.map((issue, index) => (
              <li key={index}>
                {issue.path === '' ? 'structuredContent' : `structuredContent.${formatIssuePath(issue.path)}`} {issue.message}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-[11px] opacity-80">The result is shown as received. This is not an invalid-params error.</p>
        </div>
      );
  }
}
