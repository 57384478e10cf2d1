/**
 * What a tool's `_meta.ui` says about it as an MCP App (Apps spec 2026-01-26, "Resource
 * Discovery"), read as the Apps SDK's own helpers read it (`getToolUiResourceUri`,
 * `isToolVisibilityAppOnly` in `@modelcontextprotocol/ext-apps/app-bridge`), edge cases included:
 * the deprecated flat `_meta["ui/resourceUri"]`, the visibility default. They are not imported,
 * because that module builds the Apps SDK's zod schemas when it loads, and the tool list needs
 * these on the first page (issue 24, B9: about 110 ms of its main thread). app-tool.test.ts checks
 * that both read every case alike.
 */
import type { ToolTokenCost } from '../../core/findings-api';
import { isObject } from '../../core/is-object';

type ToolLike = { name: string; [key: string]: unknown };

/** ext-apps RESOURCE_URI_META_KEY: the deprecated flat key, which the SDK still reads. */
const LEGACY_RESOURCE_URI_KEY = 'ui/resourceUri';

function metaOf(tool: ToolLike): Record<string, unknown> | undefined {
  return isObject(tool._meta) ? tool._meta : undefined;
}

function uiOf(tool: ToolLike): Record<string, unknown> | undefined {
  const ui = metaOf(tool)?.ui;
  return isObject(ui) ? ui : undefined;
}

/** The ui:// resource the tool renders its results with; undefined when it has none or names no ui:// URI. */
export function appResourceUri(tool: ToolLike): string | undefined {
  // As the SDK reads it: the flat key only when `_meta.ui.resourceUri` is absent (a null is not absent).
  const current = uiOf(tool)?.resourceUri;
  const declared = current === undefined ? metaOf(tool)?.[LEGACY_RESOURCE_URI_KEY] : current;
  // The SDK throws on a non-ui:// value: such a tool is shown as a plain tool (and the findings say why).
  return typeof declared === 'string' && declared.startsWith('ui://') ? declared : undefined;
}

/** `visibility: ["app"]`: the model never sees the tool; only its app calls it. */
export function isAppOnlyTool(tool: ToolLike): boolean {
  // As the SDK reads it: exactly one entry, "app" (an object with those keys counts too).
  const visibility = uiOf(tool)?.visibility;
  if (Array.isArray(visibility)) return visibility.length === 1 && visibility[0] === 'app';
  return isObject(visibility) && visibility.length === 1 && visibility['0'] === 'app';
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
