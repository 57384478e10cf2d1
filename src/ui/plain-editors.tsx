/**
 * The light stand-ins for monaco-editors.tsx in the self-contained viewer (issue 19, "the viewer
 * it embeds is a viewer, not the whole app"): vite.viewer.config.ts swaps this module in, so an
 * exported trace carries no Monaco (3.9 MB and its workers). A shared trace is read, not edited:
 * JSON as text, and a diff as both texts side by side with jsdiff's changed lines marked.
 * CodeEditor and JsonDiff load the module lazily by the names below, so the names are Monaco's.
 */
import { diffLines, type Change } from 'diff';
import { useMemo } from 'react';
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

/** One side of the diff: jsdiff's line diff, the lines only this side has marked as changed. */
function DiffSide({ changes, side }: { changes: readonly Change[]; side: 'before' | 'after' }) {
  const mine = changes.filter((change) => (side === 'before' ? !change.added : !change.removed));
  const changed = side === 'before' ? 'bg-red-100 dark:bg-red-950/60' : 'bg-green-100 dark:bg-green-950/60';
  return (
    <pre className={TEXT} aria-label={side}>
      {mine.flatMap((change, part) =>
        change.value.replace(/\n$/, '').split('\n').map((line, index) => {
          const only = change.added || change.removed;
          return (
            <div key={`${part}:${index}`} data-changed={only ? side : undefined} className={only ? changed : undefined}>
              {line || ' '}
            </div>
          );
        }),
      )}
    </pre>
  );
}

function PlainJsonDiff({ before, after, height, ariaLabel, testId }: JsonDiffProps) {
  const changes = useMemo(() => diffLines(before, after), [before, after]);
  return (
    <div data-testid={testId} data-editor-state="ready" role="region" aria-label={ariaLabel} style={{ height }} className={`${FRAME} grid grid-cols-2 gap-2 p-2`}>
      <DiffSide changes={changes} side="before" />
      <DiffSide changes={changes} side="after" />
    </div>
  );
}

export { PlainCodeEditor as CodeEditorMonaco, PlainJsonDiff as JsonDiffMonaco };
