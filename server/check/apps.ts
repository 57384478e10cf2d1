/**
 * The apps part of `mcpscope check` (issue 21, item 5): the server's MCP Apps as the check's
 * 2026-07-28 client saw them, and what the apps rules find in them. The app resources are read as
 * any host reads them, as many as scan reads (MAX_APP_READS), one after another.
 */
import { analyzeServerAnswer, analyzeSurfaces } from '../../src/core/analysis/analyze';
import { compareFindings } from '../../src/core/analysis/finding';
import type { ServerAnswerInput } from '../../src/core/analysis/inputs';
import { appResourceUris, appSummaries, MAX_APP_READS } from '../../src/core/apps/app-summary';
import { resultOf } from '../../src/core/check/messages';
import type { CheckApps } from '../../src/core/check/types';
import { isObject } from '../../src/core/is-object';
import type { ModernClient, Survey } from './survey';

/** The name findings use: serverInfo's in server/discover's _meta, else what was checked. */
function serverName(seen: Survey, checked: string): string {
  const meta = resultOf(seen.discover)?._meta;
  const info = isObject(meta) ? meta['io.modelcontextprotocol/serverInfo'] : undefined;
  return isObject(info) && typeof info.name === 'string' ? info.name : checked;
}

/** Undefined when the server has no app: the report then says nothing of apps. */
export async function reviewApps(client: ModernClient, seen: Survey, checked: string): Promise<CheckApps | undefined> {
  const server = serverName(seen, checked);
  const answers: ServerAnswerInput[] = [];
  const items: unknown[] = [];
  for (const [index, uri] of appResourceUris(seen.tools, seen.resources).slice(0, MAX_APP_READS).entries()) {
    const read = await client.send(`resources/read ${uri}`, 'resources/read', { uri });
    const result = resultOf(read);
    if (!result) continue;
    answers.push({ server, requestId: `app-read-${index + 1}`, result, resources: seen.resources });
    if (Array.isArray(result.contents)) items.push(...result.contents.filter(isObject));
  }
  const list = appSummaries(server, seen.tools, seen.resources, items);
  if (list.length === 0) return undefined;
  // Only the apps family: the check is about the protocol, and `scan` reviews the rest.
  const findings = [...analyzeSurfaces([{ server, tools: seen.tools, resources: seen.resources }]), ...answers.flatMap(analyzeServerAnswer)].filter((finding) => finding.family === 'apps').sort(compareFindings);
  return { list, findings };
}
