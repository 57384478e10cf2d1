/** The left column: every tool the server listed, with a filter. */
import { memo, useState } from 'react';
import type { ToolDefinition } from '../../core/bridge-api';
import { hintWarnings } from '../../core/tool-annotations';
import { Badge } from '../../ui/Badge';

export interface ToolListProps {
  tools: ToolDefinition[];
  selectedName: string | null;
  onSelect: (name: string) => void;
}

function matches(tool: ToolDefinition, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [tool.name, tool.title ?? tool.annotations?.title, tool.description].some(
    (field) => typeof field === 'string' && field.toLowerCase().includes(needle),
  );
}

// Memoised: the screen renders on every call update, and the tool list does not depend on calls.
export const ToolList = memo(function ToolList({ tools, selectedName, onSelect }: ToolListProps) {
  const [query, setQuery] = useState('');
  const visible = tools.filter((tool) => matches(tool, query));
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-zinc-200 p-2 dark:border-zinc-800">
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Filter tools"
          aria-label="Filter tools"
          data-testid="tool-filter"
          className="w-full rounded border border-zinc-300 bg-white px-2 py-1 text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
        />
        <p className="mt-1 text-[11px] text-zinc-500" data-testid="tool-count">
          {visible.length === tools.length ? `${tools.length} tools` : `${visible.length} of ${tools.length} tools`}
        </p>
      </div>
      <ul role="listbox" aria-label="Tools" className="min-h-0 flex-1 overflow-y-auto">
        {visible.map((tool) => (
          <ToolRow key={tool.name} tool={tool} selected={tool.name === selectedName} onSelect={onSelect} />
        ))}
        {visible.length === 0 && <li className="p-3 text-xs text-zinc-500">No tool matches “{query}”.</li>}
      </ul>
    </div>
  );
});

function ToolRow({ tool, selected, onSelect }: { tool: ToolDefinition; selected: boolean; onSelect: (name: string) => void }) {
  const title = tool.title ?? tool.annotations?.title;
  const warnings = hintWarnings(tool.name, tool.annotations);
  return (
    <li
      role="option"
      aria-selected={selected}
      data-testid="tool-row"
      data-tool-name={tool.name}
      tabIndex={0}
      onClick={() => onSelect(tool.name)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect(tool.name);
        }
      }}
      className={`cursor-pointer border-b border-l-2 border-b-zinc-100 px-3 py-2 outline-none focus-visible:bg-zinc-100 dark:border-b-zinc-900 dark:focus-visible:bg-zinc-800 ${
        selected
          ? 'border-l-indigo-500 bg-indigo-50 dark:bg-indigo-950/40'
          : 'border-l-transparent hover:bg-zinc-50 dark:hover:bg-zinc-900'
      }`}
    >
      <div className="truncate font-mono text-xs font-medium" title={tool.name}>
        {tool.name}
      </div>
      {title && (
        <div className="truncate text-[11px] text-zinc-500 dark:text-zinc-400" title={title}>
          {title}
        </div>
      )}
      <div className="mt-1 flex flex-wrap gap-1">
        {tool.annotations?.readOnlyHint === true && <Badge tone="neutral">read-only</Badge>}
        {tool.annotations?.destructiveHint === true && tool.annotations.readOnlyHint !== true && (
          <Badge tone="neutral">destructive</Badge>
        )}
        {tool.outputSchema && <Badge tone="neutral">structured</Badge>}
        {warnings.length > 0 && (
          <Badge tone="warning" title={warnings.map((warning) => warning.message).join('\n')}>
            ⚠ hints
          </Badge>
        )}
      </div>
    </li>
  );
}
