/** The heavy half of CodeEditor: imported only through React.lazy (see CodeEditor.tsx). */
import { useEffect, useId, useSyncExternalStore } from 'react';
import Editor from '@monaco-editor/react';
import { registerModelSchema } from './monaco-setup';
import type { CodeEditorProps } from './CodeEditor';

function subscribeToHtmlClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Follows the app's class-based dark mode (`.dark` on <html>). */
function useHtmlDarkClass(): boolean {
  return useSyncExternalStore(subscribeToHtmlClass, () => document.documentElement.classList.contains('dark'));
}

export default function CodeEditorMonaco({
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
