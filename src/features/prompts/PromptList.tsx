/** The left column: every prompt the server listed, with a filter and a count. */
import { memo, useMemo } from 'react';
import type { LiveFinding } from '../../core/findings-api';
import { badgeSummary, findingsOfDefinition, type BadgeSummary } from '../../core/findings-view';
import { promptMatches, type PromptView } from '../../core/prompts';
import { Badge } from '../../ui/Badge';
import { FindingBadge } from '../../ui/FindingBadge';
import { FilterableList, SelectableRow } from '../../ui/FilterableList';
import { TitledName } from '../../ui/TitledName';

export interface PromptListProps {
  prompts: readonly PromptView[];
  selectedName: string | null;
  onSelect: (name: string) => void;
  /** The connection's listed-definition findings, for each row's badge. */
  findings: readonly LiveFinding[];
}

function nameOf(prompt: PromptView): string {
  return prompt.name;
}

export const PromptList = memo(function PromptList({ prompts, selectedName, onSelect, findings }: PromptListProps) {
  const summaries = useMemo(() => new Map(prompts.map((prompt) => [prompt.name, badgeSummary(findingsOfDefinition(findings, 'prompts', prompt.name))])), [prompts, findings]);
  return (
    <FilterableList
      items={prompts}
      matches={promptMatches}
      noun="prompts"
      testIdPrefix="prompt"
      keyOf={nameOf}
      selectedKey={selectedName}
      renderRow={(prompt) => <PromptRow prompt={prompt} selected={prompt.name === selectedName} onSelect={onSelect} findings={summaries.get(prompt.name)} />}
    />
  );
});

function PromptRow({ prompt, selected, onSelect, findings }: { prompt: PromptView; selected: boolean; onSelect: (name: string) => void; findings?: BadgeSummary }) {
  const count = prompt.arguments.length;
  return (
    <SelectableRow selected={selected} onSelect={() => onSelect(prompt.name)} data-testid="prompt-row" data-prompt-name={prompt.name}>
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1">
          <TitledName name={prompt.name} title={prompt.title} layout="row" />
        </span>
        {findings && <FindingBadge summary={findings} />}
        <Badge tone="neutral" title={prompt.arguments.map((arg) => arg.name).join(', ') || undefined}>
          {count === 1 ? '1 arg' : `${count} args`}
        </Badge>
        {prompt.problems.length > 0 && (
          <Badge tone="warning" title={prompt.problems.join('\n')}>
            ⚠
          </Badge>
        )}
      </div>
      {prompt.description && (
        <div className="line-clamp-2 text-[11px] text-zinc-500 dark:text-zinc-400" title={prompt.description}>
          {prompt.description}
        </div>
      )}
    </SelectableRow>
  );
}
