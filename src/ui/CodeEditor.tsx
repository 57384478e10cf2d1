/**
 * A JSON code editor. This file is tiny on purpose: Monaco is only downloaded when the first
 * CodeEditor mounts (issue 2: "The first page load does not download Monaco").
 */
import { lazy, Suspense } from 'react';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  language?: 'json';
  /** CSS height, e.g. 240 or '40vh'. */
  height: number | string;
  /** Validates the text against this JSON Schema with Monaco's JSON diagnostics. */
  jsonSchema?: Record<string, unknown>;
  /** Accessible name of the editor. */
  ariaLabel: string;
  testId?: string;
}

const CodeEditorMonaco = lazy(() => import('./monaco-editors').then((module) => ({ default: module.CodeEditorMonaco })));

export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<CodeEditorFallback {...props} />}>
      <CodeEditorMonaco {...props} />
    </Suspense>
  );
}

/** While Monaco loads, show the text itself, so nothing jumps and the content is readable at once. */
function CodeEditorFallback({ value, height, testId }: CodeEditorProps) {
  return (
    <div
      data-testid={testId}
      data-editor-state="loading"
      style={{ height }}
      className="overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <pre className="font-mono text-xs whitespace-pre-wrap text-zinc-500 dark:text-zinc-400">{value}</pre>
    </div>
  );
}
