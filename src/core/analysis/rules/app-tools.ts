/**
 * Apps (issue 21): tools an MCP App uses, as declared in `_meta.ui`. Visibility is a promise
 * hosts keep, not the server: an Apps host leaves a `visibility: ["app"]` tool out of the model's
 * list and lets only the server's own apps call it, but a client without Apps support lists every
 * tool to its model, and a tools/call looks the same whoever asked for it. So an app-only tool
 * that changes things is one a model can run after all, wherever Apps are not supported.
 */
import { isAppOnly, toolUi, type ToolUi } from '../../apps/app-meta';
import type { ServerSurface } from '../inputs';
import { familyRule, type FamilyRules, type Hit } from '../rule';
import { definitionName } from '../text-fields';
import { isObject } from '../../is-object';

const rule = familyRule('apps');

type Definition = ServerSurface['tools'][number];

interface AppTool {
  name: string;
  tool: Definition;
  ui: ToolUi;
}

function appTools(surface: ServerSurface): AppTool[] {
  return surface.tools.flatMap((tool, index) => {
    const ui = toolUi(tool);
    return ui ? [{ name: definitionName(tool, 'name', index), tool, ui }] : [];
  });
}

const appOnlyWrites = rule(
  'app-only-tool-model-callable',
  'low',
  'App-only tool a model can still call',
  'A tool with `_meta.ui.visibility: ["app"]` that is not marked read-only (`readOnlyHint: true`). Hosts with MCP Apps keep it from the model, but clients without Apps list it to their model, and the server cannot tell who called. ' +
    'Medium when it is marked destructive (`destructiveHint: true`), low when it says nothing (MCP\'s defaults then assume it may destroy). Read-only app-only tools are not flagged.',
  'Treat every tools/call as possibly from a model: check the arguments and the caller\'s rights on the server, ask for confirmation in the app for destructive actions, and mark tools that only read with readOnlyHint: true.',
);

function appOnlyHits(surface: ServerSurface): Hit[] {
  return appTools(surface).flatMap(({ name, tool, ui }): Hit[] => {
    if (!isAppOnly(ui)) return [];
    const annotations = isObject(tool.annotations) ? tool.annotations : {};
    if (annotations.readOnlyHint === true) return [];
    const destructive = annotations.destructiveHint === true;
    return [{
      path: `tools/${name}/_meta/ui/visibility`,
      evidence: JSON.stringify(ui.visibility),
      ...(destructive ? { severity: 'medium' as const } : {}),
      message: `'${name}' is for apps only, ${destructive ? 'marked destructive' : 'not marked read-only'}: clients without MCP Apps offer it to their model, and only hosts honouring visibility keep it from one.`,
    }];
  });
}

const VISIBILITIES = new Set(['model', 'app']);

const inconsistent = rule(
  'inconsistent-app-metadata',
  'low',
  'Inconsistent app metadata',
  'App metadata that cannot work as meant: an app-only tool on a server where no tool names a `ui://` resource (no app exists to call it); a `visibility` that is empty or holds values other than `model` and `app`; a `resourceUri` that is not a `ui://` URI, or names a resource the server does not list.',
  'Give app-only tools an app of the same server that calls them, use `visibility` values from the spec, and point `resourceUri` at a `ui://` resource the server lists.',
);

function visibilityProblem(ui: ToolUi): string | undefined {
  if (ui.visibility === undefined) return undefined;
  if (ui.visibility.length === 0) return 'an empty visibility: neither the model nor an app may call it';
  const unknown = ui.visibility.filter((entry) => !VISIBILITIES.has(entry));
  return unknown.length > 0 ? `visibility values the spec does not define (${unknown.join(', ')})` : undefined;
}

function inconsistentHits(surface: ServerSurface): Hit[] {
  const tools = appTools(surface);
  const hasApp = tools.some(({ ui }) => ui.resourceUri?.startsWith('ui://'));
  const listed = new Set((surface.resources ?? []).flatMap((resource) => (typeof resource.uri === 'string' ? [resource.uri] : [])));
  // A template may serve the URI; only a server without templates is known not to.
  const canCheckListing = (surface.resourceTemplates ?? []).length === 0 && surface.resources !== undefined;
  return tools.flatMap(({ name, ui }): Hit[] => {
    const hits: Hit[] = [];
    const visibilityPath = `tools/${name}/_meta/ui/visibility`;
    const problem = visibilityProblem(ui);
    if (problem) hits.push({ path: visibilityPath, evidence: JSON.stringify(ui.visibility), message: `'${name}' has ${problem}.` });
    else if (isAppOnly(ui) && !hasApp) hits.push({ path: visibilityPath, evidence: JSON.stringify(ui.visibility), message: `'${name}' is for apps only, but no tool of this server has an app (_meta.ui.resourceUri), so on MCP Apps hosts nothing can call it.` });
    const uri = ui.resourceUri;
    if (uri !== undefined && !uri.startsWith('ui://')) hits.push({ path: `tools/${name}/_meta/ui/resourceUri`, evidence: uri, span: { start: 0, end: uri.length }, message: `'${name}' names ${uri} as its app, which is not a ui:// resource; hosts do not render it.` });
    else if (uri !== undefined && canCheckListing && !listed.has(uri)) hits.push({ path: `tools/${name}/_meta/ui/resourceUri`, evidence: uri, span: { start: 0, end: uri.length }, message: `'${name}' names ${uri} as its app, but the server does not list that resource.` });
    return hits;
  });
}

export const appToolRules: FamilyRules = {
  surface: [
    { rule: appOnlyWrites, check: appOnlyHits },
    { rule: inconsistent, check: inconsistentHits },
  ],
};
