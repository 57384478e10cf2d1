/** The ui:// resource an app is rendered from, read through the bridge (so the read is in the log like any other). */
import { useQuery } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import type { BridgeClient } from '../../api/bridge-client';
import { appResourceFrom, uiCspOf, type AppResource } from './app-resource';

const PROBLEM_TEXT = {
  no_content: 'the resource has no HTML content',
  not_html: 'the resource is not text/html;profile=mcp-app',
};

export function useAppResource(connId: string, uri: string) {
  const client = useBridgeClient();
  return useQuery({
    queryKey: ['app-resource', connId, uri],
    queryFn: () => readAppResource(client, connId, uri),
    // One read per tool result shown: a re-render must not read it again (the log would fill with reads).
    staleTime: Infinity,
    retry: false,
  });
}

async function readAppResource(client: BridgeClient, connId: string, uri: string): Promise<AppResource> {
  const outcome = await client.rpc(connId, { method: 'resources/read', params: { uri } });
  if (outcome.status === 'rpc-error') throw new Error(`resources/read failed: ${outcome.error.message}`);
  if (outcome.status === 'failed') throw new Error(`resources/read failed: ${outcome.failure.message}`);
  const contents = Array.isArray(outcome.result.contents) ? outcome.result.contents : [];
  // Spec: the resources/list entry's CSP is the fallback; listed only when the content declares none.
  const listed = contents.some((item) => uiCspOf(item) !== undefined) ? undefined : await listedResource(client, connId, uri);
  const resource = appResourceFrom(uri, outcome.result, listed);
  if (!resource.ok) throw new Error(PROBLEM_TEXT[resource.error]);
  return resource.value;
}

async function listedResource(client: BridgeClient, connId: string, uri: string): Promise<unknown> {
  try {
    return (await client.list(connId, 'resources')).items.find((item) => item.uri === uri);
  } catch {
    // A server may keep app resources out of resources/list (spec, "Resource Discovery"): no fallback then.
    return undefined;
  }
}
