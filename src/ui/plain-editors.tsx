/**
 * The light stand-ins for monaco-editors.tsx in the self-contained viewer (issue 19, "the viewer
 * it embeds is a viewer, not the whole app"): vite.viewer.config.ts swaps this module in, so an
 * exported trace carries no Monaco (3.9 MB and its workers). A shared trace is read, not edited:
 * JSON as text, and a diff as both texts side by side with the lines the other side lacks marked.
 * CodeEditor and JsonDiff load the module lazily by the names below, so the names are Monaco's.
 */
import type { CodeEditorProps } from './CodeEditor';
import type { JsonDiffProps } from './JsonDiff';

const FRAME = 'overflow-auto rounded border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950';
const TEXT = 'font-mono text-xs whitespace-pre-wrap text-zinc-800 dark:text-zinc-200';

function PlainCodeEditor({ value, onChange, readOnly = false, height, ariaLabel, testId }: CodeEditorProps) {
  if (readOnly || !onChange) {
    return (
      <div data-testid={testId} data-editor-state="ready" role="region" aria-label={ariaLabel} style={{ height }} className={`${FRAME} p-2`}>
        <pre className={TEXT}>{value}</pre>
      </div>
    );
  }
  return (
    <textarea
      data-testid={testId}
      data-editor-state="ready"
      aria-label={ariaLabel}
      value={value}
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      style={{ height }}
      className={`${FRAME} ${TEXT} w-full p-2`}
    />
  );
}

/** One side of the diff: its lines, those the other side does not have marked as changed. */
function DiffSide({ text, other, side }: { text: string; other: string; side: 'before' | 'after' }) {
  const kept = new Set(other.split('\n'));
  const changed = side === 'before' ? 'bg-red-100 dark:bg-red-950/60' : 'bg-green-100 dark:bg-green-950/60';
  return (
    <pre className={TEXT} aria-label={side}>
      {text.split('\n').map((line, index) => (
        <div key={index} data-changed={kept.has(line) ? undefined : side} className={kept.has(line) ? undefined : changed}>
          {line || ' '}
        </div>
      ))}
    </pre>
  );
}

function PlainJsonDiff({ before, after, height, ariaLabel, testId }: JsonDiffProps) {
  return (
    <div data-testid={testId} data-editor-state="ready" role="region" aria-label={ariaLabel} style={{ height }} className={`${FRAME} grid grid-cols-2 gap-2 p-2`}>
      <DiffSide text={before} other={after} side="before" />
      <DiffSide text={after} other={before} side="after" />
    </div>
  );
}

export { PlainCodeEditor as CodeEditorMonaco, PlainJsonDiff as JsonDiffMonaco };
