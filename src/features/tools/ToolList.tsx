/** The left column: every tool the server listed, with a filter. */
import { memo, useMemo } from 'react';
import type { LiveFinding } from '../../core/findings-api';
import { badgeSummary, findingsUnderEach, type BadgeSummary } from '../../core/findings-view';
import { FindingBadge } from '../../ui/FindingBadge';
import type { ToolSummary } from '../../core/bridge-api';
import { Badge } from '../../ui/Badge';
import { FilterableList, SelectableRow } from '../../ui/FilterableList';
import { TitledName } from '../../ui/TitledName';
import { toolTitle } from './tool-title';
import { AppOnlyBadge } from '../apps/AppOnlyBadge';
import { isAppOnlyTool } from '../apps/app-tool';

export interface ToolListProps {
  tools: ToolSummary[];
  selectedName: string | null;
  onSelect: (name: string) => void;
  findings: readonly LiveFinding[];
}

/**
 * What the filter searches, lowercased once per listed tool rather than on every keystroke for
 * every tool (issue 6, B3: 5,000 tools). Weak, so a replaced listing's entries go with it.
 */
const searchTexts = new WeakMap<ToolSummary, string>();

function searchText(tool: ToolSummary): string {
  let text = searchTexts.get(tool);
  if (text === undefined) {
    text = [tool.name, toolTitle(tool), tool.description]
      .filter((field) => typeof field === 'string')
      .join('\n')
      .toLowerCase();
    searchTexts.set(tool, text);
  }
  return text;
}

function matches(tool: ToolSummary, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || searchText(tool).includes(needle);
}

function nameOf(tool: ToolSummary): string {
  return tool.name;
}

// Memoised: the screen renders on every call update, and the tool list does not depend on calls.
export const ToolList = memo(function ToolList({ tools, selectedName, onSelect, findings }: ToolListProps) {
  const summaries = useMemo(() => {
    const grouped = findingsUnderEach(findings, 'tools', tools.map(nameOf));
    return new Map(tools.map((tool) => [tool.name, badgeSummary(grouped.get(tool.name) ?? [])]));
  }, [tools, findings]);
  return (
    <FilterableList
      items={tools}
      matches={matches}
      noun="tools"
      testIdPrefix="tool"
      keyOf={nameOf}
      selectedKey={selectedName}
      renderRow={(tool) => <ToolRow tool={tool} selected={tool.name === selectedName} onSelect={onSelect} findings={summaries.get(tool.name)} />}
    />
  );
});

// Memoised: a keystroke in the filter re-renders the list, and a row that stays in view is unchanged.
const ToolRow = memo(function ToolRow({ tool, selected, onSelect, findings }: { tool: ToolSummary; selected: boolean; onSelect: (name: string) => void; findings?: BadgeSummary }) {
  return (
    <SelectableRow selected={selected} onSelect={() => onSelect(tool.name)} data-testid="tool-row" data-tool-name={tool.name}>
      <TitledName name={tool.name} title={toolTitle(tool)} layout="row" />
      <div className="mt-1 flex flex-wrap gap-1">
        {findings && <FindingBadge summary={findings} />}
        {isAppOnlyTool(tool) && <AppOnlyBadge />}
        {tool.annotations?.readOnlyHint === true && <Badge tone="neutral">read-only</Badge>}
        {tool.annotations?.destructiveHint === true && tool.annotations.readOnlyHint !== true && (
          <Badge tone="neutral">destructive</Badge>
        )}
        {tool.hasOutputSchema && <Badge tone="neutral">structured</Badge>}
      </div>
    </SelectableRow>
  );
});
