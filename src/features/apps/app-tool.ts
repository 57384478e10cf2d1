/**
 * What a tool's `_meta.ui` says about it as an MCP App (Apps spec 2026-01-26, "Resource
 * Discovery"), read with the Apps SDK's own helpers so mcpscope agrees with it on the edge cases
 * (the deprecated flat `_meta["ui/resourceUri"]`, visibility defaults).
 */
import { getToolUiResourceUri, isToolVisibilityAppOnly } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { ToolTokenCost } from '../../core/findings-api';
import { isObject } from '../../core/is-object';

type ToolLike = { name: string; [key: string]: unknown };

/** The ui:// resource the tool renders its results with; undefined when it has none or names no ui:// URI. */
export function appResourceUri(tool: ToolLike): string | undefined {
  try {
    return getToolUiResourceUri(tool);
  } catch {
    // The SDK throws on a non-ui:// value: such a tool is shown as a plain tool (and the findings say why).
    return undefined;
  }
}

/** `visibility: ["app"]`: the model never sees the tool; only its app calls it. */
export function isAppOnlyTool(tool: ToolLike): boolean {
  return isToolVisibilityAppOnly(tool);
}

/** Spec, "Visibility": the host MUST reject an app's tools/call of a tool whose visibility leaves "app" out. */
export function appMayCall(tool: ToolLike): boolean {
  const ui = isObject(tool._meta) ? tool._meta.ui : undefined;
  const visibility = isObject(ui) ? ui.visibility : undefined;
  return !Array.isArray(visibility) || visibility.includes('app');
}

/** The definitions a model would be sent: app-only tools are left out of the count (spec: not in the agent's tool list). */
export function modelFacingCost(cost: ToolTokenCost | undefined, tools: readonly ToolLike[]): ToolTokenCost | undefined {
  if (!cost) return cost;
  const appOnly = new Set(tools.filter(isAppOnlyTool).map((tool) => tool.name));
  if (appOnly.size === 0) return cost;
  const kept = cost.tools.filter((tool) => !appOnly.has(tool.name));
  const removed = cost.tools.reduce((sum, tool) => sum + (appOnly.has(tool.name) ? tool.tokens : 0), 0);
  return { ...cost, tools: kept, total: cost.total - removed };
}
