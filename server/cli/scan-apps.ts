/**
 * The apps part of `mcpscope scan` (issue 21, item 5): reads the ui:// resources of a server's
 * apps, so the app rules see the HTML beside its CSP, and lists the apps. Bounded: a server with
 * many apps has its first MAX_APP_READS read, and the rest listed from their definitions.
 */
import type { ServerAnswerInput, ServerSurface } from '../../src/core/analysis/inputs';
import { appResourceUris, MAX_APP_READS } from '../../src/core/apps/app-summary';
import { isObject } from '../../src/core/is-object';
import type { ConnectionManager } from '../connections/manager';
import type { Progress } from './progress';

export interface AppReads {
  /** Each read's answer, for analyzeServerAnswer. */
  answers: ServerAnswerInput[];
  /** The content items read, for the app list's CSP. */
  items: unknown[];
}

export async function readAppResources(manager: ConnectionManager, id: string, surface: ServerSurface, progress: Progress): Promise<AppReads> {
  const uris = appResourceUris(surface.tools, surface.resources ?? []).slice(0, MAX_APP_READS);
  const reads: AppReads = { answers: [], items: [] };
  if (uris.length > 0) progress(`${surface.server}: reading ${uris.length} app resource${uris.length === 1 ? '' : 's'}…`);
  // One after another: a server's resources/read handlers may not expect a burst.
  for (const uri of uris) {
    const read = await manager.rpc(id, { method: 'resources/read', params: { uri } });
    if (!read.ok || read.value.status !== 'ok' || read.value.requestId === undefined) continue;
    reads.answers.push({ server: surface.server, requestId: read.value.requestId, result: read.value.result, resources: surface.resources ?? [] });
    const contents = read.value.result.contents;
    if (Array.isArray(contents)) reads.items.push(...contents.filter(isObject));
  }
  return reads;
}
