/**
 * A server's apps as `mcpscope scan` and `check` list them (issue 21, item 5): each tool with an
 * app, the ui:// resource that renders it, who may call it, and the CSP the resource declares
 * (on its resources/read content item, else on its listing, as hosts read it).
 */
import { CSP_FIELDS, declaredCsp, isAppResource, toolUi, type CspField } from './app-meta';
import { isObject } from '../is-object';

type Definition = Readonly<Record<string, unknown>>;

export interface AppSummary {
  server: string;
  /** The tool, or undefined for an app resource no tool names. */
  tool?: string;
  resourceUri?: string;
  /** As declared; ["model", "app"] when the tool says nothing. */
  visibility: readonly string[];
  /** The declared CSP lists; undefined when the resource declares none (hosts then allow no network at all). */
  csp?: Partial<Record<CspField, string[]>>;
}

const DEFAULT_VISIBILITY = ['model', 'app'];

/** The CSP a host uses for `uri`: the read content item's, else the listed entry's. */
function cspOf(uri: string | undefined, listed: readonly Definition[], read: readonly unknown[]): AppSummary['csp'] {
  const sameUri = (item: unknown) => isObject(item) && item.uri === uri;
  const lists = declaredCsp(read.find(sameUri)) ?? declaredCsp(listed.find(sameUri));
  return lists && Object.fromEntries(lists.map(({ field, entries }) => [field, entries.map(({ value }) => value)]));
}

/**
 * `read` holds the content items of the app resources read (any order); tools without app
 * metadata are left out, and an app resource no tool names is listed on its own.
 */
export function appSummaries(server: string, tools: readonly Definition[], resources: readonly Definition[], read: readonly unknown[]): AppSummary[] {
  const apps = tools.flatMap((tool): AppSummary[] => {
    const ui = toolUi(tool);
    if (!ui) return [];
    const csp = cspOf(ui.resourceUri, resources, read);
    return [{ server, ...(typeof tool.name === 'string' ? { tool: tool.name } : {}), ...(ui.resourceUri ? { resourceUri: ui.resourceUri } : {}), visibility: ui.visibility ?? DEFAULT_VISIBILITY, ...(csp ? { csp } : {}) }];
  });
  const named = new Set(apps.map((app) => app.resourceUri));
  const orphans = resources.filter((resource) => isAppResource(resource) && !named.has(String(resource.uri)));
  return [...apps, ...orphans.map((resource): AppSummary => {
    const csp = cspOf(String(resource.uri), resources, read);
    return { server, resourceUri: String(resource.uri), visibility: [], ...(csp ? { csp } : {}) };
  })];
}

/** How many app resources a review reads (scan, check): a server with more has the rest listed from their definitions. */
export const MAX_APP_READS = 10;

/** The ui:// resources worth reading for a review: those tools name and those listed as apps. */
export function appResourceUris(tools: readonly Definition[], resources: readonly Definition[]): string[] {
  const named = tools.flatMap((tool) => toolUi(tool)?.resourceUri ?? []).filter((uri) => uri.startsWith('ui://'));
  const listed = resources.filter(isAppResource).map((resource) => String(resource.uri));
  return [...new Set([...named, ...listed])];
}

function cspLine(csp: AppSummary['csp']): string {
  if (!csp) return 'CSP: none declared (no network)';
  const parts = (Object.keys(CSP_FIELDS) as CspField[]).flatMap((field) => (csp[field]?.length ? [`${field} ${csp[field].join(' ')}`] : []));
  return `CSP: ${parts.length > 0 ? parts.join('; ') : 'empty lists (no network)'}`;
}

/** Text lines, one app a line, under an "Apps" heading; nothing when the servers have no apps. */
export function formatAppsText(apps: readonly AppSummary[]): string[] {
  if (apps.length === 0) return [];
  return [
    'Apps:',
    ...apps.map((app) => {
      const who = `visible to ${app.visibility.join(' and ') || 'no one'}`;
      if (app.tool === undefined) return `  ${app.server}: ${app.resourceUri} (no tool names it); ${cspLine(app.csp)}`;
      if (app.resourceUri === undefined) return `  ${app.server}: ${app.tool}, no view of its own (${who})`;
      return `  ${app.server}: ${app.tool} → ${app.resourceUri} (${who}); ${cspLine(app.csp)}`;
    }),
  ];
}
