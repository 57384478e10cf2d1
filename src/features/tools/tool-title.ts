import type { ToolSummary } from '../../core/bridge-api';

/** The title to show for a tool: `title`, else the older `annotations.title` (spec, tools: display name). */
export function toolTitle(tool: Pick<ToolSummary, 'title' | 'annotations'>): string | undefined {
  return tool.title ?? tool.annotations?.title;
}

/** Titles by tool name, for views that only hold a name (the call history). */
export function titlesByName(tools: readonly ToolSummary[]): ReadonlyMap<string, string> {
  const titles = new Map<string, string>();
  for (const tool of tools) {
    const title = toolTitle(tool);
    if (title !== undefined) titles.set(tool.name, title);
  }
  return titles;
}
