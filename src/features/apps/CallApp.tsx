/**
 * The app a call's tool declares (`_meta.ui.resourceUri`), under the call's result on the Tools
 * screen, hosted live. A recording (a trace, the viewer) must not try to run it: there the call
 * view plays the recorded app instead (RecordedAppsOfCall, src/features/apps/playback/).
 */
import { useState } from 'react';
import { LiveOnly } from '../../api/BridgeContext';
import { useSession } from '../../api/session';
import type { CallRecord, ToolDefinition } from '../../core/bridge-api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { appResourceUri } from './app-tool';
import { LiveAppView } from './LiveAppView';
import { sandboxProxyUrl } from './sandbox-url';
import type { AppResource } from './app-resource';
import { useAppResource } from './use-app-resource';
import { useDocumentTheme } from './use-document-theme';
import { useLiveApp } from './use-live-app';

interface AppOfCall {
  connId: string;
  uri: string;
  tool: ToolDefinition;
  call: CallRecord;
}

export interface CallAppProps {
  connId: string;
  /** The called tool's definition, once read. */
  tool: ToolDefinition | undefined;
  call: CallRecord;
}

export function CallApp({ connId, tool, call }: CallAppProps) {
  const uri = tool && appResourceUri(tool);
  if (!tool || uri === undefined) return null;
  const app = { connId, uri, tool, call };
  return (
    <LiveOnly>
      {/* A new call is a new render: a fresh frame, bridge and view id. */}
      <LiveAppLoader key={`${call.id} ${uri}`} {...app} />
    </LiveOnly>
  );
}

function LiveAppLoader({ connId, uri, tool, call }: AppOfCall) {
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
