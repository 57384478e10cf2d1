/**
 * One prompt argument: a text input with completion/complete suggestions (spec 2025-06-18
 * server/utilities/completion) shown while it has focus. Keyboard: ArrowUp/Down move through the
 * suggestions, Enter picks one, Escape closes them.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import type { CompletionRef } from '../../core/completion';
import type { TextMark } from '../../core/findings-view';
import type { PromptArgument } from '../../core/prompts';
import { AnnotatedText } from '../../ui/AnnotatedText';
import { useCompletion, type CompletionState } from './use-prompts-data';

export interface PromptArgumentFieldProps {
  connectionId: string;
  reference: CompletionRef;
  argument: PromptArgument;
  value: string;
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  completions: boolean;
  onCompletionUnsupported: () => void;
  /** Findings inside the argument's description. */
  descriptionMarks: readonly TextMark[];
}

export function PromptArgumentField({
  connectionId,
  reference,
  argument,
  value,
  values,
  onChange,
  completions,
  onCompletionUnsupported,
  descriptionMarks,
}: PromptArgumentFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const completion = useCompletion({
    connectionId,
    reference,
    argument: argument.name,
    value,
    values,
    enabled: completions && focused,
    onUnsupported: onCompletionUnsupported,
  });
  const options = completion.status === 'ok' ? completion.completion.values.filter((option) => option !== value) : [];
  const open = focused && !dismissed && options.length > 0;
  const stale = completion.status === 'ok' && completion.stale;

  function pick(option: string) {
    onChange(argument.name, option);
    setDismissed(true);
    setHighlight(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && highlight >= 0 && options[highlight] !== undefined) {
      event.preventDefault();
      pick(options[highlight]);
    } else if (event.key === 'Escape') {
      setDismissed(true);
    }
  }

  return (
    <div data-testid="prompt-arg" data-name={argument.name} className="space-y-0.5">
      <label htmlFor={id} className="flex items-baseline gap-1 text-xs">
        <span className="font-mono font-medium">{argument.name}</span>
        {argument.required ? (
          <span className="text-red-600 dark:text-red-400" title="required">
            * <span className="sr-only">required</span>
          </span>
        ) : (
          <span className="text-[11px] text-zinc-400">optional</span>
        )}
      </label>
      {argument.description && (
        <p className="text-[11px] break-words text-zinc-500 dark:text-zinc-400">
          <AnnotatedText text={argument.description} marks={descriptionMarks} />
        </p>
      )}
      <div className="relative">
        <input
          id={id}
          type="text"
          value={value}
          required={argument.required}
          autoComplete="off"
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-options`}
          aria-autocomplete="list"
          aria-activedescendant={open && highlight >= 0 ? `${id}-option-${highlight}` : undefined}
          onChange={(event) => {
            onChange(argument.name, event.target.value);
            setDismissed(false);
            setHighlight(-1);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          className="w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
        />
        {open && (
          <ul
            id={`${id}-options`}
            role="listbox"
            aria-label={`Suggestions for ${argument.name}`}
            aria-busy={stale}
            data-stale={stale}
            className={`absolute z-10 mt-0.5 max-h-48 w-full overflow-y-auto rounded border border-zinc-300 bg-white py-0.5 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-900 ${stale ? 'opacity-60' : ''}`}
          >
            {options.map((option, index) => (
              <li
                key={option}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === highlight}
                data-testid="completion-option"
                data-stale={stale || undefined}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
                className={`cursor-pointer px-2 py-0.5 font-mono ${index === highlight ? 'bg-indigo-100 dark:bg-indigo-900/60' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'}`}
              >
                {option}
              </li>
            ))}
          </ul>
        )}
      </div>
      <CompletionNote state={completion} focused={focused} />
    </div>
  );
}

function CompletionNote({ state, focused }: { state: CompletionState; focused: boolean }) {
  if (!focused) return null;
  if (state.status === 'error') return <p className="text-[11px] text-amber-700 dark:text-amber-400">Completion failed: {state.message}</p>;
  if (state.status !== 'ok') return null;
  const { completion } = state;
  const more = completion.hasMore || (completion.total !== undefined && completion.total > completion.values.length);
  return (
    <>
      {more && (
        <p className="text-[11px] text-zinc-500">
          {completion.values.length} of {completion.total ?? 'more'} suggestions; keep typing to narrow.
        </p>
      )}
      {completion.problem && <p className="text-[11px] text-amber-700 dark:text-amber-400">{completion.problem}</p>}
    </>
  );
}
