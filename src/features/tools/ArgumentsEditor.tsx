/** The arguments panel: the generated form or the raw JSON editor, and one validation summary. */
import { memo } from 'react';
import type { SchemaValidation } from '../../core/schema-validation';
import { formatIssuePath } from '../../core/schema-validation';
import { CodeEditor } from '../../ui/CodeEditor';
import { SchemaForm } from '../../ui/SchemaForm/SchemaForm';
import type { ArgumentsState, ArgumentsView } from './use-arguments-editor';

export interface ArgumentsEditorProps {
  schema: Record<string, unknown>;
  view: ArgumentsView;
  onViewChange: (view: ArgumentsView) => void;
  args: Record<string, unknown>;
  text: string;
  onFormChange: (args: Record<string, unknown>) => void;
  onTextChange: (text: string) => void;
  state: ArgumentsState;
  /** The person edited the arguments or pressed Run: schema mismatches are worth showing now. */
  checked: boolean;
  idPrefix: string;
}

// Memoised: the composer renders when the Run button turns to "Starting…" and back, and the
// generated form (rjsf) is the costly part of that render while none of its props change.
export const ArgumentsEditor = memo(function ArgumentsEditor(props: ArgumentsEditorProps) {
  const { schema, view, onViewChange, args, text, onFormChange, onTextChange, state, checked, idPrefix } = props;
  return (
    <section aria-label="Arguments" data-testid="arguments-editor" className="space-y-2">
      <div className="flex items-center justify-between">
        <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">Arguments</h3>
        <div role="tablist" aria-label="Arguments view" className="flex rounded border border-zinc-300 text-xs dark:border-zinc-700">
          {(['form', 'json'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={view === option}
              data-testid={`args-view-${option}`}
              onClick={() => onViewChange(option)}
              className={`px-2 py-0.5 first:rounded-l last:rounded-r ${
                view === option ? 'bg-zinc-800 text-white dark:bg-zinc-200 dark:text-zinc-900' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'
              }`}
            >
              {option === 'form' ? 'Form' : 'JSON'}
            </button>
          ))}
        </div>
      </div>
      {view === 'form' ? (
        <SchemaForm schema={schema} value={args} onChange={onFormChange} idPrefix={idPrefix} />
      ) : (
        <CodeEditor
          value={text}
          onChange={onTextChange}
          height={240}
          jsonSchema={schema}
          ariaLabel="Arguments JSON"
          testId="args-json-editor"
        />
      )}
      <ValidationSummary state={state} checked={checked} />
    </section>
  );
});

function ValidationSummary({ state, checked }: { state: ArgumentsState; checked: boolean }) {
  if (state.status === 'unparseable') {
    return (
      <p role="alert" data-testid="args-validation" data-state="unparseable" className="text-xs text-red-700 dark:text-red-400">
        JSON does not parse: {state.message}
      </p>
    );
  }
  if (state.validation.status === 'invalid' && !checked) return null;
  return <SchemaValidationMessage validation={state.validation} />;
}

function SchemaValidationMessage({ validation }: { validation: SchemaValidation }) {
  if (validation.status === 'valid') {
    return (
      <p data-testid="args-validation" data-state="valid" className="text-xs text-emerald-700 dark:text-emerald-400">
        ✓ Arguments match the inputSchema
      </p>
    );
  }
  if (validation.status === 'schema-error') {
    return (
      <p data-testid="args-validation" data-state="schema-error" className="text-xs text-amber-700 dark:text-amber-400">
        The inputSchema does not compile, so arguments are not checked: {validation.message}
      </p>
    );
  }
  return (
    <div
      data-testid="args-validation"
      data-state="invalid"
      className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p className="font-medium">Arguments do not match the inputSchema (you can still send them):</p>
      <ul className="mt-0.5 list-disc pl-4 font-mono">
        {validation.issues.map((issue, index) => (
          <li key={index}>
            {formatIssuePath(issue.path)} {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
