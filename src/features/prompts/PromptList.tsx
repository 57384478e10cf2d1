/** The left column: every prompt the server listed, with a filter and a count. */
import { memo, useState } from 'react';
import { promptMatches, type PromptView } from '../../core/prompts';
import { Badge } from '../../ui/Badge';

export interface PromptListProps {
  prompts: readonly PromptView[];
  selectedName: string | null;
  onSelect: (name: string) => void;
}

export const PromptList = memo(function PromptList({ prompts, selectedName, onSelect }: PromptListProps) {
  const [query, setQuery] = useState('');
  const visible = prompts.filter((prompt) => promptMatches(prompt, query));
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-zinc-200 p-2 dark:border-zinc-800">
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Filter prompts"
          aria-label="Filter prompts"
          data-testid="prompt-filter"
          className="w-full rounded border border-zinc-300 bg-white px-2 py-1 text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
        />
        <p className="mt-1 text-[11px] text-zinc-500" data-testid="prompt-count">
          {visible.length === prompts.length ? `${prompts.length} prompts` : `${visible.length} of ${prompts.length} prompts`}
        </p>
      </div>
      <ul role="listbox" aria-label="Prompts" className="min-h-0 flex-1 overflow-y-auto">
        {visible.map((prompt) => (
          <PromptRow key={prompt.name} prompt={prompt} selected={prompt.name === selectedName} onSelect={onSelect} />
        ))}
        {visible.length === 0 && <li className="p-3 text-xs text-zinc-500">No prompt matches “{query}”.</li>}
      </ul>
    </div>
  );
});

function PromptRow({ prompt, selected, onSelect }: { prompt: PromptView; selected: boolean; onSelect: (name: string) => void }) {
  const count = prompt.arguments.length;
  return (
    <li
      role="option"
      aria-selected={selected}
      data-testid="prompt-row"
      data-prompt-name={prompt.name}
      tabIndex={0}
      onClick={() => onSelect(prompt.name)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect(prompt.name);
        }
      }}
      className={`cursor-pointer border-b border-l-2 border-b-zinc-100 px-3 py-2 outline-none focus-visible:bg-zinc-100 dark:border-b-zinc-900 dark:focus-visible:bg-zinc-800 ${
        selected ? 'border-l-indigo-500 bg-indigo-50 dark:bg-indigo-950/40' : 'border-l-transparent hover:bg-zinc-50 dark:hover:bg-zinc-900'
      }`}
    >
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-mono text-xs font-medium" title={prompt.name}>
          {prompt.name}
        </span>
        <Badge tone="neutral" title={prompt.arguments.map((arg) => arg.name).join(', ') || undefined}>
          {count === 1 ? '1 arg' : `${count} args`}
        </Badge>
        {prompt.problems.length > 0 && (
          <Badge tone="warning" title={prompt.problems.join('\n')}>
            ⚠
          </Badge>
        )}
      </div>
      {prompt.title && (
        <div className="truncate text-[11px] text-zinc-600 dark:text-zinc-300" title={prompt.title}>
          {prompt.title}
        </div>
      )}
      {prompt.description && (
        <div className="line-clamp-2 text-[11px] text-zinc-500 dark:text-zinc-400" title={prompt.description}>
          {prompt.description}
        </div>
      )}
    </li>
  );
}
