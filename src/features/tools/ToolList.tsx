/** The left column: every tool the server listed, with a filter. */
import { memo, useMemo } from 'react';
import type { LiveFinding } from '../../core/findings-api';
import { badgeSummary, findingsUnder, type BadgeSummary } from '../../core/findings-view';
import { FindingBadge } from '../../ui/FindingBadge';
import type { ToolDefinition } from '../../core/bridge-api';
import { Badge } from '../../ui/Badge';
import { FilterableList, SelectableRow } from '../../ui/FilterableList';

export interface ToolListProps {
  tools: ToolDefinition[];
  selectedName: string | null;
  onSelect: (name: string) => void;
  findings: readonly LiveFinding[];
}

function matches(tool: ToolDefinition, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [tool.name, tool.title ?? tool.annotations?.title, tool.description].some(
    (field) => typeof field === 'string' && field.toLowerCase().includes(needle),
  );
}

// Memoised: the screen renders on every call update, and the tool list does not depend on calls.
export const ToolList = memo(function ToolList({ tools, selectedName, onSelect, findings }: ToolListProps) {
  const summaries = useMemo(() => new Map(tools.map((tool) => [tool.name, badgeSummary(findingsUnder(findings, `tools/${tool.name}`))])), [tools, findings]);
  return (
    <FilterableList items={tools} matches={matches} noun="tools" testIdPrefix="tool">
      {(visible) =>
        visible.map((tool) => <ToolRow key={tool.name} tool={tool} selected={tool.name === selectedName} onSelect={onSelect} findings={summaries.get(tool.name)} />)
      }
    </FilterableList>
  );
});

function ToolRow({ tool, selected, onSelect, findings }: { tool: ToolDefinition; selected: boolean; onSelect: (name: string) => void; findings?: BadgeSummary }) {
  const title = tool.title ?? tool.annotations?.title;
  return (
    <SelectableRow selected={selected} onSelect={() => onSelect(tool.name)} data-testid="tool-row" data-tool-name={tool.name}>
      <div className="truncate font-mono text-xs font-medium" title={tool.name}>
        {tool.name}
      </div>
      {title && (
        <div className="truncate text-[11px] text-zinc-500 dark:text-zinc-400" title={title}>
          {title}
        </div>
      )}
      <div className="mt-1 flex flex-wrap gap-1">
        {findings && <FindingBadge summary={findings} />}
        {tool.annotations?.readOnlyHint === true && <Badge tone="neutral">read-only</Badge>}
        {tool.annotations?.destructiveHint === true && tool.annotations.readOnlyHint !== true && (
          <Badge tone="neutral">destructive</Badge>
        )}
        {tool.outputSchema && <Badge tone="neutral">structured</Badge>}
      </div>
    </SelectableRow>
  );
}
