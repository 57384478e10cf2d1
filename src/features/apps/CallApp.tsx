/**
 * The app a call's tool declares (`_meta.ui.resourceUri`), under the call's result on the Tools
 * screen, hosted live. A recording (a trace, the viewer) must not try to run it: there the call
 * view plays the recorded app instead (RecordedAppsOfCall, src/features/apps/playback/).
 */
import { LiveOnly } from '../../api/BridgeContext';
import type { CallRecord, ToolDefinition } from '../../core/bridge-api';
import { Preloaded, preloadable } from '../../ui/preloadable';
import { appResourceUri } from './app-tool';

export interface AppOfCall {
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

// The host is loaded with the first call of an app's tool, not with the first page (issue 24, B9).
const liveApp = preloadable<AppOfCall>(() => import('./LiveAppLoader').then((module) => module.LiveAppLoader));

export function CallApp({ connId, tool, call }: CallAppProps) {
  const uri = tool && appResourceUri(tool);
  if (!tool || uri === undefined) return null;
  const app = { connId, uri, tool, call };
  return (
    <LiveOnly>
      {/* A new call is a new render: a fresh frame, bridge and view id. */}
      <Preloaded key={`${call.id} ${uri}`} view={liveApp} props={app} fallback={<p className="text-xs text-zinc-500">Loading the app {uri}…</p>} />
    </LiveOnly>
  );
}
