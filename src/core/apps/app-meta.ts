/**
 * What a server says about its MCP Apps (issue 21), read from definitions as they arrived: the
 * `_meta.ui` of a tool (which ui:// resource renders it, who may call it) and of a resource
 * (the CSP it asks for, the browser permissions it wants). Everything is `unknown` until checked,
 * as in the analysis engine. Types come from ext-apps (spec.types.d.ts); its runtime is not
 * imported here, since core ends up in the bridge bundle and ext-apps pulls in the client SDK.
 */
import type { McpUiResourceCsp, McpUiResourcePermissions, McpUiToolVisibility, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/app-bridge';
import { isObject } from '../is-object';

/** The mimeType of an app's HTML (ext-apps RESOURCE_MIME_TYPE); the type checks the two agree. */
export const APP_MIME_TYPE: typeof RESOURCE_MIME_TYPE = 'text/html;profile=mcp-app';

/** The legacy flat key for a tool's resource (ext-apps RESOURCE_URI_META_KEY); hosts read both. */
const LEGACY_RESOURCE_URI_KEY = 'ui/resourceUri';

export type CspField = keyof McpUiResourceCsp;

/** Each CSP list of the spec, with the directive a host builds from it (spec.types.d.ts). */
export const CSP_FIELDS: Readonly<Record<CspField, string>> = {
  connectDomains: 'connect-src',
  resourceDomains: 'img-src, script-src, style-src, font-src, media-src',
  frameDomains: 'frame-src',
  baseUriDomains: 'base-uri',
};

export type PermissionName = keyof McpUiResourcePermissions;

/** A tool's app metadata, with the raw `visibility` kept when it is not a list of strings. */
export interface ToolUi {
  resourceUri?: string;
  /** Absent means the default, ["model", "app"]. */
  visibility?: readonly string[];
}

function metaUi(definition: unknown): Record<string, unknown> | undefined {
  if (!isObject(definition) || !isObject(definition._meta)) return undefined;
  return isObject(definition._meta.ui) ? definition._meta.ui : undefined;
}

/** `_meta.ui` of a tool; the legacy `_meta["ui/resourceUri"]` counts too, as hosts read both. */
export function toolUi(tool: unknown): ToolUi | undefined {
  const ui = metaUi(tool);
  const legacy = isObject(tool) && isObject(tool._meta) ? tool._meta[LEGACY_RESOURCE_URI_KEY] : undefined;
  const resourceUri = typeof ui?.resourceUri === 'string' ? ui.resourceUri : typeof legacy === 'string' ? legacy : undefined;
  const visibility = Array.isArray(ui?.visibility) ? ui.visibility.filter((entry): entry is string => typeof entry === 'string') : undefined;
  if (resourceUri === undefined && visibility === undefined) return undefined;
  return { ...(resourceUri === undefined ? {} : { resourceUri }), ...(visibility === undefined ? {} : { visibility }) };
}

/** Only an app may call it (`visibility: ["app"]`): hosts keep it from the model. */
export function isAppOnly(ui: ToolUi | undefined): boolean {
  const visibility = ui?.visibility;
  return visibility !== undefined && visibility.includes('app' satisfies McpUiToolVisibility) && !visibility.includes('model' satisfies McpUiToolVisibility);
}

/** A resources/list entry or resources/read content item that is an app's HTML. */
export function isAppResource(item: unknown): boolean {
  return isObject(item) && item.mimeType === APP_MIME_TYPE && typeof item.uri === 'string' && item.uri.startsWith('ui://');
}

/** One declared CSP list, strings only, each with its index in the list as sent. */
export interface CspList {
  field: CspField;
  entries: readonly { index: number; value: string }[];
}

/** The CSP lists `_meta.ui.csp` declares on a resource entry or content item; none when it declares no CSP. */
export function declaredCsp(item: unknown): CspList[] | undefined {
  const csp = metaUi(item)?.csp;
  if (!isObject(csp)) return undefined;
  return (Object.keys(CSP_FIELDS) as CspField[]).flatMap((field) => {
    const list = csp[field];
    if (!Array.isArray(list)) return [];
    return [{ field, entries: list.flatMap((value: unknown, index) => (typeof value === 'string' ? [{ index, value }] : [])) }];
  });
}

/** The permissions `_meta.ui.permissions` asks for, by name. */
export function requestedPermissions(item: unknown): PermissionName[] {
  const permissions = metaUi(item)?.permissions;
  return isObject(permissions) ? (Object.keys(permissions) as PermissionName[]) : [];
}
