/**
 * The live host of an app under its call's result: the ui:// resource read through the bridge, the
 * sandbox frame and ext-apps' AppBridge. Its own chunk (CallApp.tsx loads it), since AppBridge
 * builds the Apps SDK's zod schemas when it loads (issue 24, B9).
 */
import { useState } from 'react';
import { useSession } from '../../api/session';
import { ErrorNotice } from '../../ui/ErrorNotice';
import type { AppOfCall } from './CallApp';
import { LiveAppView } from './LiveAppView';
import { sandboxProxyUrl } from './sandbox-url';
import type { AppResource } from './app-resource';
import { useAppResource } from './use-app-resource';
import { useDocumentTheme } from './use-document-theme';
import { useLiveApp } from './use-live-app';

export function LiveAppLoader({ connId, uri, tool, call }: AppOfCall) {
  const sandbox = useSession().data?.appSandbox;
  const resource = useAppResource(connId, uri);
  if (resource.isError) return <ErrorNotice testId="app-problem" title={`Could not load the app ${uri}`} message={resource.error.message} />;
  if (!resource.data || sandbox === undefined) return <p className="text-xs text-zinc-500">Loading the app {uri}…</p>;
  return <LiveAppHost connId={connId} tool={tool} call={call} resource={resource.data} sandbox={sandbox} />;
}

function LiveAppHost({ connId, tool, call, resource, sandbox }: Omit<AppOfCall, 'uri'> & { resource: AppResource; sandbox: string }) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [view] = useState(() => crypto.randomUUID());
  const theme = useDocumentTheme();
  const app = useLiveApp({ connId, resource, tool, call, frame, theme, view });
  return <LiveAppView app={app} uri={resource.uri} proxyUrl={sandboxProxyUrl(sandbox, resource.csp)} frameRef={setFrame} />;
}
