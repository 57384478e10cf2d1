/** One template variable's input with a suggestion dropdown (presentational). */
import { useId, useState, type KeyboardEvent } from 'react';
import type { CompletionState } from './use-completion';

export interface VariableInputProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  completion: CompletionState;
  onActiveChange: (active: boolean) => void;
}

export function VariableInput({ name, value, onChange, completion, onActiveChange }: VariableInputProps) {
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const listId = useId();
  const inputId = useId();
  // The typed value itself is kept when offered: a server echoing it is saying it is valid.
  const options = completion.status === 'ok' ? completion.values : [];
  const showList = open && options.length > 0;

  const choose = (option: string) => {
    onChange(option);
    setHighlight(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((old) => (old + step + options.length) % options.length);
    } else if (event.key === 'Enter' && highlight >= 0 && options[highlight] !== undefined) {
      event.preventDefault();
      choose(options[highlight]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-0.5 block font-mono text-xs text-zinc-600 dark:text-zinc-400">
        {name}
      </label>
      <input
        id={inputId}
        data-testid="template-var"
        data-name={name}
        value={value}
        autoComplete="off"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setHighlight(-1);
        }}
        onFocus={() => {
          setOpen(true);
          onActiveChange(true);
        }}
        onBlur={() => {
          setOpen(false);
          onActiveChange(false);
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
      />
      {completion.status === 'loading' && open && <span className="absolute top-6 right-2 text-[11px] text-zinc-400">…</span>}
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={`Suggestions for ${name}`}
          className="absolute z-20 mt-0.5 max-h-56 w-full overflow-y-auto rounded border border-zinc-300 bg-white py-0.5 text-xs shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {options.map((option, index) => (
            <li
              key={option}
              role="option"
              aria-selected={index === highlight}
              data-testid="completion-option"
              data-value={option}
              // mousedown, not click: a click would blur the input first and close the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              className={`cursor-pointer truncate px-2 py-1 font-mono ${
                index === highlight ? 'bg-indigo-100 dark:bg-indigo-900/60' : 'hover:bg-zinc-100 dark:hover:bg-zinc-800'
              }`}
              title={option}
            >
              {option}
            </li>
          ))}
          {completion.status === 'ok' && completion.hasMore && <li className="px-2 py-1 text-[11px] text-zinc-500">More exist; keep typing to narrow.</li>}
        </ul>
      )}
    </div>
  );
}
