/** The selected prompt: its description, one input per declared argument, Get, and the answer. */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useReadOnlyView } from '../../api/BridgeContext';
import type { CompletionRef } from '../../core/completion';
import type { LiveFinding } from '../../core/findings-api';
import { marksAt } from '../../core/findings-view';
import { missingRequired, promptArgumentsToSend, type PromptView } from '../../core/prompts';
import { AnnotatedText } from '../../ui/AnnotatedText';
import { Button } from '../../ui/Button';
import { JsonView } from '../../ui/JsonView';
import { FindingsInline } from '../findings/FindingsInline';
import { useAnswerFindings } from '../findings/use-findings';
import { PromptArgumentField } from './PromptArgumentField';
import { PromptResult } from './PromptResult';
import { PendingRoundInputs } from '../client-requests/AnswerableRequest';
import { useGetPrompt } from './use-prompts-data';
import { TitledName } from '../../ui/TitledName';

export interface PromptDetailProps {
  connectionId: string;
  /** For the inputs a round asks for: "<server> asks for…". */
  serverName: string;
  prompt: PromptView;
  ready: boolean;
  completions: boolean;
  onCompletionUnsupported: () => void;
  /** This prompt's definition findings (issue 4): marked in the description and listed. */
  findings: readonly LiveFinding[];
}

export function PromptDetail({ connectionId, serverName, prompt, ready, completions, onCompletionUnsupported, findings }: PromptDetailProps) {
  const { state, get } = useGetPrompt(connectionId, prompt.name);
  // Back on the screen after answering a round in the Requests tab: the arguments the answer is for.
  const [values, setValues] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(prompt.arguments.map((arg) => [arg.name, ''])),
    ...(state.status === 'idle' ? {} : state.variables),
  }));
  const answerFindings = useAnswerFindings(connectionId);
  const reference = useMemo<CompletionRef>(() => ({ type: 'ref/prompt', name: prompt.name }), [prompt.name]);
  const missing = missingRequired(prompt, values);
  // A recording cannot send prompts/get or completion/complete: the arguments are shown for what
  // they declare, and the screen lists the gets it recorded instead.
  const readOnly = useReadOnlyView();
  // A missing argument is pointed out once the person typed or pressed Get, not on the empty form.
  const [checked, setChecked] = useState(state.status !== 'idle');

  const setValue = useCallback((name: string, value: string) => {
    setChecked(true);
    setValues((old) => ({ ...old, [name]: value }));
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    setChecked(true);
    get(promptArgumentsToSend(values));
  }

  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <TitledName name={prompt.name} title={prompt.title} layout="heading" />
        {/* Plain text on purpose: descriptions are server-controlled and must never render as HTML. */}
        {prompt.description && (
          <p data-testid="prompt-description" className="text-xs break-words whitespace-pre-wrap text-zinc-600 dark:text-zinc-300">
            <AnnotatedText text={prompt.description} marks={marksAt(findings, `prompts/${prompt.name}/description`)} />
          </p>
        )}
        {prompt.problems.map((problem) => (
          <p key={problem} className="text-xs text-amber-700 dark:text-amber-400">
            {problem}
          </p>
        ))}
      </header>
      <FindingsInline findings={findings} label="Findings in this prompt's definition" />
      {/* noValidate: sending without a required argument is allowed, to see how the server reacts. */}
      <form onSubmit={submit} noValidate className="space-y-3" aria-label={`Arguments of ${prompt.name}`}>
        {prompt.arguments.length === 0 ? (
          <p className="text-xs text-zinc-500">This prompt declares no arguments.</p>
        ) : (
          prompt.arguments.map((argument) => (
            <PromptArgumentField
              key={argument.name}
              connectionId={connectionId}
              reference={reference}
              argument={argument}
              value={values[argument.name] ?? ''}
              values={values}
              onChange={setValue}
              completions={completions && !readOnly}
              onCompletionUnsupported={onCompletionUnsupported}
              descriptionMarks={marksAt(findings, `prompts/${prompt.name}/arguments/${argument.name}/description`)}
            />
          ))
        )}
        {!readOnly && (
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" variant="primary" data-testid="get-prompt" disabled={!ready || state.status === 'pending'}>
              {state.status === 'pending' ? 'Getting…' : 'Get prompt'}
            </Button>
            {checked && missing.length > 0 && (
              // Not blocking: sending without a required argument shows how the server handles it.
              <span className="text-[11px] text-amber-700 dark:text-amber-400">Missing required: {missing.join(', ')}</span>
            )}
          </div>
        )}
      </form>
      {state.status === 'error' && (
        <p role="alert" data-testid="prompt-error" className="text-xs text-red-700 dark:text-red-300">
          Could not send prompts/get: {state.message}
        </p>
      )}
      {state.status === 'pending' && <PendingRoundInputs connectionId={connectionId} serverName={serverName} method="prompts/get" name={prompt.name} />}
      {state.status === 'success' && <PromptResult outcome={state.data} findings={answerFindings(state.data)} />}
      <details className="text-xs">
        <summary className="cursor-pointer text-zinc-500">Definition as sent</summary>
        <div className="mt-1">
          <JsonView value={prompt.raw} />
        </div>
      </details>
    </div>
  );
}
