/** The left column: every prompt the server listed, with a filter and a count. */
import { memo } from 'react';
import { promptMatches, type PromptView } from '../../core/prompts';
import { Badge } from '../../ui/Badge';
import { FilterableList, SelectableRow } from '../../ui/FilterableList';

export interface PromptListProps {
  prompts: readonly PromptView[];
  selectedName: string | null;
  onSelect: (name: string) => void;
}

export const PromptList = memo(function PromptList({ prompts, selectedName, onSelect }: PromptListProps) {
  return (
    <FilterableList items={prompts} matches={promptMatches} noun="prompts" testIdPrefix="prompt">
      {(visible) =>
        visible.map((prompt) => <PromptRow key={prompt.name} prompt={prompt} selected={prompt.name === selectedName} onSelect={onSelect} />)
      }
    </FilterableList>
  );
});

function PromptRow({ prompt, selected, onSelect }: { prompt: PromptView; selected: boolean; onSelect: (name: string) => void }) {
  const count = prompt.arguments.length;
  return (
    <SelectableRow selected={selected} onSelect={() => onSelect(prompt.name)} data-testid="prompt-row" data-prompt-name={prompt.name}>
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
    </SelectableRow>
  );
}
