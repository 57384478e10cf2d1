/**
 * The arguments editor, call options and the Run button for one tool. Loaded on demand (see
 * lazy-tool-views.ts): the form (@rjsf) and the schema checks (ajv) are most of the app's weight.
 */
import { memo } from 'react';
import type { CallOptions, ToolDefinition } from '../../core/bridge-api';
import { toolTaskSupport, type TaskChoice, type TaskOffer } from '../../core/tool-tasks';
import { schemaDefaults } from '../../ui/SchemaForm/schema';
import { ArgumentsEditor } from './ArgumentsEditor';
import { CallOptionsPanel } from '../../ui/CallOptionsPanel';
import { TaskRunOptions } from './TaskRunOptions';
import { useArgumentsEditor, type ArgumentsState } from './use-arguments-editor';

export interface CallComposerProps {
  tool: ToolDefinition;
  /** Arguments loaded from a history entry; without them the form starts from the schema defaults. */
  loadedArgs: Record<string, unknown> | undefined;
  options: CallOptions;
  onOptionsChange: (options: CallOptions) => void;
  taskChoice: TaskChoice;
  onTaskChoiceChange: (choice: TaskChoice) => void;
  /** How "Run as task" goes on this session (the Tasks extension, or the 2025-11-25 param). */
  taskOffer: TaskOffer;
  onRun: (args: Record<string, unknown>) => void;
  /** The start request is in flight. */
  starting: boolean;
  /** Why the bridge refused to start the call, if it did. */
  startError: string | null;
}

// Memoised: the screen renders on every call update (progress), and re-rendering the rjsf form
// for each one is wasted work while the props are unchanged.
export const CallComposer = memo(function CallComposer(props: CallComposerProps) {
  const { tool, loadedArgs, options, onOptionsChange, taskChoice, onTaskChoiceChange, taskOffer, onRun, starting, startError } = props;
  const editor = useArgumentsEditor(tool.inputSchema, () => loadedArgs ?? schemaDefaults(tool.inputSchema));
  return (
    <>
      <ArgumentsEditor
        schema={tool.inputSchema}
        view={editor.view}
        onViewChange={editor.setView}
        args={editor.args}
        text={editor.text}
        onFormChange={editor.editForm}
        onTextChange={editor.editText}
        state={editor.state}
        checked={editor.checked}
        idPrefix={`tool-${tool.name}`}
      />
      <div className="space-y-2 border-t border-zinc-200 pt-3 dark:border-zinc-800">
        <CallOptionsPanel options={options} onChange={onOptionsChange} />
        <TaskRunOptions support={toolTaskSupport(tool)} offer={taskOffer} choice={taskChoice} onChange={onTaskChoiceChange} />
        <div className="flex items-center gap-3">
          <RunButton
            state={editor.state}
            checked={editor.checked}
            starting={starting}
            onRun={(args) => {
              // The request leaves first: the checks' render waits for the microtask after it.
              onRun(args);
              editor.showChecks();
            }}
          />
          {startError && (
            <p role="alert" data-testid="run-error" className="text-xs text-red-700 dark:text-red-400">
              Could not start the call: {startError}
            </p>
          )}
        </div>
      </div>
    </>
  );
});

/**
 * Arguments that break the inputSchema can still be sent ("Run anyway"): testing how a server
 * handles bad input is part of developing one. Only text that is not a JSON object cannot be sent.
 */
function RunButton(props: { state: ArgumentsState; checked: boolean; starting: boolean; onRun: (args: Record<string, unknown>) => void }) {
  const { state, checked, starting, onRun } = props;
  // Until the person edits or runs, an untouched form that misses required arguments is no mistake.
  const invalid = checked && state.status === 'ready' && state.validation.status === 'invalid';
  return (
    <button
      type="button"
      data-testid="run-tool"
      data-args-valid={state.status === 'ready' && state.validation.status !== 'invalid'}
      disabled={state.status !== 'ready' || starting}
      onClick={() => state.status === 'ready' && onRun(state.args)}
      title={invalid ? 'The arguments do not match the inputSchema; send them anyway to see how the server reacts.' : undefined}
      className={`rounded px-3 py-1 text-sm font-medium text-white disabled:opacity-50 ${
        invalid ? 'bg-amber-600 hover:bg-amber-700' : 'bg-indigo-600 hover:bg-indigo-700'
      }`}
    >
      {starting ? 'Starting…' : invalid ? 'Run anyway' : 'Run'}
    </button>
  );
}
