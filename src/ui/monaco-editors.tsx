/**
 * The heavy halves of CodeEditor and JsonDiff, in one module so Monaco arrives as one lazy chunk
 * named after it, whichever of the two mounts first. Imported only through React.lazy.
 */
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import Editor, { DiffEditor } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import { registerModelSchema } from './monaco-setup';
import type { CodeEditorProps } from './CodeEditor';
import type { JsonDiffProps } from './JsonDiff';

function subscribeToHtmlClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Follows the app's class-based dark mode (`.dark` on <html>); Monaco has themes of its own. */
function useHtmlDarkClass(): boolean {
  return useSyncExternalStore(subscribeToHtmlClass, () => document.documentElement.classList.contains('dark'));
}

export function CodeEditorMonaco({
  value,
  onChange,
  readOnly = false,
  language = 'json',
  height,
  jsonSchema,
  ariaLabel,
  testId,
}: CodeEditorProps) {
  const dark = useHtmlDarkClass();
  // A model URI per editor instance: Monaco matches JSON schemas to models by URI.
  const modelUri = `inmemory://mcpscope/editor${useId().replace(/[^a-zA-Z0-9]/g, '')}.json`;

  useEffect(() => (jsonSchema ? registerModelSchema(modelUri, jsonSchema) : undefined), [modelUri, jsonSchema]);

  return (
    <div
      data-testid={testId}
      data-editor-state="ready"
      className="overflow-hidden rounded border border-zinc-200 dark:border-zinc-800"
    >
      <Editor
        path={modelUri}
        value={value}
        language={language}
        height={height}
        theme={dark ? 'vs-dark' : 'vs'}
        onChange={(next) => onChange?.(next ?? '')}
        loading={<div className="p-2 text-xs text-zinc-500">Loading editor…</div>}
        options={{
          readOnly,
          ariaLabel,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          fontSize: 12,
          lineNumbersMinChars: 3,
          folding: true,
          tabSize: 2,
          automaticLayout: true,
          wordWrap: 'on',
          renderLineHighlight: readOnly ? 'none' : 'line',
          domReadOnly: readOnly,
        }}
      />
    </div>
  );
}

/**
 * One diff's model paths, and its unmounting. @monaco-editor/react disposes a diff editor's models
 * before the editor, which Monaco reports as an uncaught "TextModel got disposed before
 * DiffEditorWidget model got reset" each time a diff unmounts (issue 20, item 6). So the wrapper
 * keeps its models (keepCurrent…Model), and this disposes the editor, then the models, whichever
 * unmount cleanup React runs first: the wrapper's later dispose of the editor is a no-op.
 */
function useDiffModels() {
  // Paths per instance: two diffs on one page must not share (and overwrite) models.
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const originalPath = `inmemory://mcpscope/diff${id}-before.json`;
  const modifiedPath = `inmemory://mcpscope/diff${id}-after.json`;
  const mounted = useRef<monaco.editor.IStandaloneDiffEditor | null>(null);
  useEffect(
    () => () => {
      mounted.current?.dispose();
      for (const path of [originalPath, modifiedPath]) monaco.editor.getModel(monaco.Uri.parse(path))?.dispose();
    },
    [originalPath, modifiedPath],
  );
  const onMount = (editor: monaco.editor.IStandaloneDiffEditor) => {
    mounted.current = editor;
  };
  return { originalPath, modifiedPath, onMount };
}

export function JsonDiffMonaco({ before, after, height, ariaLabel, testId }: JsonDiffProps) {
  const dark = useHtmlDarkClass();
  const { originalPath, modifiedPath, onMount } = useDiffModels();
  return (
    <div data-testid={testId} data-editor-state="ready" className="overflow-hidden rounded border border-zinc-200 dark:border-zinc-800">
      <DiffEditor
        original={before}
        modified={after}
        originalModelPath={originalPath}
        modifiedModelPath={modifiedPath}
        keepCurrentOriginalModel
        keepCurrentModifiedModel
        onMount={onMount}
        language="json"
        height={height}
        theme={dark ? 'vs-dark' : 'vs'}
        loading={<div className="p-2 text-xs text-zinc-500">Loading diff…</div>}
        options={{
          readOnly: true,
          originalEditable: false,
          domReadOnly: true,
          ariaLabel,
          renderSideBySide: true,
          // Side by side even in a narrow panel: before/after is the point of this view.
          useInlineViewWhenSpaceIsLimited: false,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          fontSize: 12,
          lineNumbersMinChars: 3,
          wordWrap: 'on',
          automaticLayout: true,
          renderOverviewRuler: false,
        }}
      />
    </div>
  );
}
