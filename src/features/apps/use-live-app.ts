/**
 * One live app: an AppBridge (ext-apps) over a recorded PostMessageTransport to the sandbox proxy
 * frame, from the proxy's ready notice to teardown. It hands the app the resource, then the
 * tool's input and result (or its cancellation), keeps the host context (theme, display mode)
 * current, and holds what the view shows the person.
 */
import type { Tool } from '@modelcontextprotocol/client';
import { useQueryClient } from '@tanstack/react-query';
import { AppBridge, PostMessageTransport, type McpUiDisplayMode, type McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';
import { useEffect, useRef, useState } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import { useMessageStore } from '../../api/MessageStoreContext';
import type { CallRecord, ToolDefinition } from '../../core/bridge-api';
import { AppRecorder } from './app-recorder';
import { DISPLAY_MODES, HOST_CAPABILITIES, installAppHandlers } from './app-host-handlers';
import type { AppResource } from './app-resource';
import { toolsCallSeq } from './call-seq';
import { RecordingTransport } from './recording-transport';

/** Something the app said to the person: a ui/message, or a log line (notifications/message). */
export type AppNote = { kind: 'message'; content: unknown[] } | { kind: 'log'; level: string; data: unknown; logger?: string };

export interface LinkConsent {
  url: string;
  answer: (open: boolean) => void;
}

export interface LiveAppInput {
  connId: string;
  resource: AppResource;
  tool: ToolDefinition;
  call: CallRecord;
  /** The sandbox proxy frame, once mounted. */
  frame: HTMLIFrameElement | null;
  theme: 'light' | 'dark';
  /** The id of this render, in every record. */
  view: string;
}

export interface LiveApp {
  displayMode: McpUiDisplayMode;
  setDisplayMode: (mode: McpUiDisplayMode) => void;
  /** The app's content height, from its size-changed notifications. */
  height: number | undefined;
  notes: readonly AppNote[];
  consent: LinkConsent | null;
  /** Why the app is not running: the proxy refused the resource, or connecting failed. */
  problem: string | null;
  /** Some records did not reach the bridge: the log misses part of the conversation. */
  recordingFailed: boolean;
}

const HOST_INFO = { name: 'mcpscope', version: '1' };

export function useLiveApp({ connId, resource, tool, call, frame, theme, view }: LiveAppInput): LiveApp {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const store = useMessageStore();
  const [displayMode, setDisplayModeState] = useState<McpUiDisplayMode>('inline');
  const [height, setHeight] = useState<number>();
  const [notes, setNotes] = useState<AppNote[]>([]);
  const [consent, setConsent] = useState<LinkConsent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [recordingFailed, setRecordingFailed] = useState(false);
  const [bridge, setBridge] = useState<AppBridge | null>(null);
  const [initialized, setInitialized] = useState(false);
  // Read by handlers that outlive a render; kept current after each commit.
  const live = useRef({ displayMode, call, theme });
  useEffect(() => {
    live.current = { displayMode, call, theme };
  });

  useEffect(() => {
    const target = frame?.contentWindow;
    if (!target) return;
    const host = new AppBridge(null, HOST_INFO, HOST_CAPABILITIES, { hostContext: hostContext(live.current.theme, 'inline', call, tool) });
    const recorder = new AppRecorder({
      post: client.recordAppRecords ? (records) => client.recordAppRecords!(connId, records) : undefined,
      view,
      uri: resource.uri,
      callSeq: () => toolsCallSeq(store.getSnapshot(), connId, live.current.call.requestId),
      onError: () => setRecordingFailed(true),
    });
    installAppHandlers(host, {
      client,
      queryClient,
      connId,
      people: {
        showMessage: ({ content }) => setNotes((old) => [...old, { kind: 'message', content }]),
        showLog: ({ level, data, logger }) => setNotes((old) => [...old, { kind: 'log', level, data, ...(logger === undefined ? {} : { logger }) }]),
        askToOpen: (url) => new Promise((resolve) => setConsent({ url, answer: (open) => (setConsent(null), resolve(open)) })),
        resize: (size) => size.height !== undefined && setHeight(size.height),
        displayMode: () => live.current.displayMode,
        setDisplayMode: setDisplayModeState,
      },
    });
    host.onsandboxready = () => void host.sendSandboxResourceReady({ html: resource.html, csp: resource.csp });
    host.oninitialized = () => setInitialized(true);
    const transport = new RecordingTransport(new PostMessageTransport(target, target), recorder, { onRefused: setProblem });
    host.connect(transport).then(
      () => setBridge(host),
      (error: unknown) => setProblem(`could not connect to the app: ${String(error)}`),
    );
    return () => {
      setBridge(null);
      setInitialized(false);
      void host.close();
    };
    // The bridge lives as long as this frame and resource; the call and theme are read through `live`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frame, resource, connId, view]);

  // Spec, "Sandbox proxy" 6: nothing is sent to the app before its initialized notification.
  useToolDelivery(initialized ? bridge : null, call);

  useEffect(() => {
    // The bridge sends only what changed (ui/notifications/host-context-changed).
    if (initialized && bridge) bridge.setHostContext(hostContext(theme, displayMode, call, tool));
  }, [initialized, bridge, theme, displayMode, call, tool]);

  return { displayMode, setDisplayMode: setDisplayModeState, height, notes, consent, problem, recordingFailed };
}

/** Spec, "Host Context": what the app is told about mcpscope and the call it renders. */
function hostContext(theme: 'light' | 'dark', displayMode: McpUiDisplayMode, call: CallRecord, tool: ToolDefinition): McpUiHostContext {
  return {
    theme,
    displayMode,
    availableDisplayModes: [...DISPLAY_MODES],
    platform: 'web',
    // The listed definition as the server sent it; the SDK's Tool type is stricter than what a server may send.
    toolInfo: { ...(call.requestId === undefined ? {} : { id: call.requestId }), tool: tool as unknown as Tool },
  };
}

/** The tool's input once, then its result or cancellation once the call ends (it may still be running). */
function useToolDelivery(bridge: AppBridge | null, call: CallRecord): void {
  const sent = useRef<{ bridge: AppBridge | null; input: boolean; outcome: boolean }>({ bridge: null, input: false, outcome: false });
  useEffect(() => {
    if (!bridge) return;
    if (sent.current.bridge !== bridge) sent.current = { bridge, input: false, outcome: false };
    if (!sent.current.input) {
      sent.current.input = true;
      // The arguments are sent whole when the call starts: mcpscope never streams them, so there is no tool-input-partial.
      void bridge.sendToolInput({ arguments: call.arguments });
    }
    if (sent.current.outcome || call.status === 'running') return;
    sent.current.outcome = true;
    if ((call.status === 'ok' || call.status === 'tool-error') && call.result) void bridge.sendToolResult(call.result as Parameters<AppBridge['sendToolResult']>[0]);
    else void bridge.sendToolCancelled({ reason: call.cancelReason ?? call.failure?.message ?? call.rpcError?.message ?? call.status });
  }, [bridge, call]);
}
