/**
 * What mcpscope does for each request an app makes (ext-apps' AppBridge handlers, Apps spec
 * 2026-01-26). The bridge holds the MCP client, so the AppBridge gets none: server requests go
 * through the bridge's routes, where they are logged like any other. Things meant for a person
 * (a message, a link, a log line, a display mode) go to `AppPeople`, which the view implements.
 */
import { ProtocolError, ProtocolErrorCode, type ListResourcesResult, type ReadResourceResult } from '@modelcontextprotocol/client';
import type { QueryClient } from '@tanstack/react-query';
import type { AppBridge, McpUiDisplayMode, McpUiHostCapabilities, McpUiMessageRequest } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { BridgeClient } from '../../api/bridge-client';
import { queryKeys } from '../../api/query-keys';
import type { CallRecord, RpcOutcome, ToolSummaryListing } from '../../core/bridge-api';
import { upsertCallRecord } from '../../core/call-records';
import { appCallAnswer, callEnded } from './app-tool-call';
import { appMayCall } from './app-tool';

export const DISPLAY_MODES: readonly McpUiDisplayMode[] = ['inline', 'fullscreen', 'pip'];

/** What mcpscope offers every app: it proxies tools and resources, shows messages and logs, opens links on consent. */
export const HOST_CAPABILITIES: McpUiHostCapabilities = {
  openLinks: {},
  serverTools: {},
  serverResources: {},
  logging: {},
  message: { text: {}, image: {}, audio: {}, resource: {}, resourceLink: {}, structuredContent: {} },
};

export interface AppPeople {
  showMessage: (params: McpUiMessageRequest['params']) => void;
  /** Resolves true once the person agreed to open `url`, false when they refused. */
  askToOpen: (url: string) => Promise<boolean>;
  showLog: (entry: { level: string; data: unknown; logger?: string }) => void;
  resize: (size: { width?: number; height?: number }) => void;
  displayMode: () => McpUiDisplayMode;
  setDisplayMode: (mode: McpUiDisplayMode) => void;
}

export interface AppHostDeps {
  client: BridgeClient;
  queryClient: QueryClient;
  connId: string;
  people: AppPeople;
}

export function installAppHandlers(bridge: AppBridge, { client, queryClient, connId, people }: AppHostDeps): void {
  bridge.oncalltool = async (params, extra) => {
    const listed = queryClient.getQueryData<ToolSummaryListing>(queryKeys.toolSummaries(connId))?.tools.find((tool) => tool.name === params.name);
    if (listed && !appMayCall(listed)) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `tool ${params.name} is not visible to apps (its _meta.ui.visibility leaves out "app")`);
    const started = await client.startCall(connId, { tool: params.name, arguments: params.arguments ?? {} });
    queryClient.setQueryData<CallRecord[]>(queryKeys.calls(connId), (old) => upsertCallRecord(old, started));
    const signal = extra.mcpReq.signal;
    // The app gave up on its request (notifications/cancelled): the server is told too.
    const cancel = () => void client.cancelCall(connId, started.id, 'Cancelled by the app').catch(() => undefined);
    signal.addEventListener('abort', cancel, { once: true });
    try {
      return appCallAnswer(await callEnded(queryClient, connId, started.id, signal));
    } finally {
      signal.removeEventListener('abort', cancel);
    }
  };
  bridge.onreadresource = async (params) => answerOf<ReadResourceResult>(await client.rpc(connId, { method: 'resources/read', params: { ...params } }));
  bridge.onlistresources = async (params) => answerOf<ListResourcesResult>(await client.rpc(connId, { method: 'resources/list', params: { ...params } }));
  bridge.onmessage = (params) => {
    // mcpscope has no model: the person reads the message, which is what the app asked for.
    people.showMessage(params);
    return Promise.resolve({});
  };
  bridge.onopenlink = async ({ url }) => {
    if (!(await people.askToOpen(url))) return { isError: true };
    window.open(url, '_blank', 'noopener,noreferrer');
    return {};
  };
  bridge.onloggingmessage = (params) => people.showLog(params);
  bridge.onsizechange = (size) => people.resize(size);
  bridge.onrequestdisplaymode = ({ mode }) => {
    // Spec, "Display Modes": never a mode the app did not declare, and always answer the mode in force.
    if (!appAllowsMode(bridge, mode)) return Promise.resolve({ mode: people.displayMode() });
    people.setDisplayMode(mode);
    return Promise.resolve({ mode });
  };
}

/** Spec, "Display Modes": the host MUST NOT switch the app to a mode it did not declare (if it declared any). */
export function appAllowsMode(bridge: AppBridge, mode: McpUiDisplayMode): boolean {
  const declared = bridge.getAppCapabilities()?.availableDisplayModes;
  return DISPLAY_MODES.includes(mode) && (declared === undefined || declared.includes(mode));
}

/** The rpc route answers with an outcome value; the app gets the server's result (relayed unchanged) or its JSON-RPC error. */
function answerOf<T>(outcome: RpcOutcome): T {
  if (outcome.status === 'ok') return outcome.result as T;
  if (outcome.status === 'rpc-error') throw new ProtocolError(outcome.error.code, outcome.error.message, outcome.error.data);
  throw new ProtocolError(ProtocolErrorCode.InternalError, `mcpscope could not reach the server (${outcome.failure.code}: ${outcome.failure.message})`);
}
