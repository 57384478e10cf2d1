/**
 * The Tools screen (issue 2, sections 5-7): tool list, the selected tool's workbench, the selected
 * call's outcome and the connection's call history. It wires hooks to components and owns only
 * selection state.
 */
import { useCallback, useMemo, useState } from 'react';
import { useReadOnlyView } from '../../api/BridgeContext';
import { useRequestedItem } from '../../api/ScreenFocusContext';
import type { CallOptions, CallRecord, ConnectionSummary } from '../../core/bridge-api';
import { taskOffer, taskRequestFor, toolTaskSupport, type TaskChoice } from '../../core/tool-tasks';
import { findingsUnder, unsuppressed } from '../../core/findings-view';
import { useConnectionFindings } from '../findings/use-findings';
import { CallApp } from '../apps/CallApp';
import { CallHistory } from './CallHistory';
import { callOfRequest, callToShow } from './call-selection';
import { CallView } from './CallView';
import { DefinitionPending } from './DefinitionPending';
import { ToolHeader } from './ToolHeader';
import { ToolListPane } from './ToolListPane';
import { ToolWorkbench } from './ToolWorkbench';
import { useCallRecords, useCancelCall, useStartCall, useToolDefinition, useToolSummaries, useToolTokens } from './use-tools-data';
import { titlesByName, toolTitle } from './tool-title';

export function ToolsScreen({ connection }: { connection: ConnectionSummary }) {
  // Selections belong to one connection; a new key starts the next connection fresh.
  return <ConnectionTools key={connection.id} connection={connection} />;
}

/** Arguments loaded from history, applied to the workbench of `tool` once. */
interface LoadedArguments {
  tool: string;
  args: Record<string, unknown>;
  /** Bumped on every load so loading the same call twice still resets the editor. */
  generation: number;
}

function ConnectionTools({ connection }: { connection: ConnectionSummary }) {
  const listing = useToolSummaries(connection);
  const tokenCost = useToolTokens(connection).data;
  const allFindings = useConnectionFindings(connection.id);
  const definitionFindings = useMemo(() => unsuppressed(allFindings).filter((finding) => finding.source !== 'call'), [allFindings]);
  const calls = useCallRecords(connection.id).data ?? [];
  const tools = useMemo(() => listing.data?.tools ?? [], [listing.data]);
  const toolTitles = useMemo(() => titlesByName(tools), [tools]);

  const [chosenTool, setChosenTool] = useState<string | null>(null);
  const [chosenCallId, setChosenCallId] = useState<string | undefined>();
  const [loaded, setLoaded] = useState<LoadedArguments | null>(null);
  // The connection's timeouts (Settings tab) are where each call's options start.
  const [options, setOptions] = useState<CallOptions>(connection.settings.timeouts);
  const [taskChoice, setTaskChoice] = useState<TaskChoice>({ asTask: false });
  const offer = taskOffer(connection.lifecycle.era?.era, connection.lifecycle.serverCapabilities);

  const toolName = (tools.find((candidate) => candidate.name === chosenTool) ?? tools[0])?.name;
  // The list carries no schemas; the selected tool's whole definition is read on its own.
  const definition = useToolDefinition(connection, toolName);
  const tool = definition.data;
  const start = useStartCall(connection.id);
  // Running clears the chosen call, so the call the last Run started shows, once the bridge names it.
  const started = start.data && start.data.tool === toolName ? start.data.id : undefined;
  const call = callToShow(calls, chosenCallId ?? started, toolName);
  const callTool = useToolDefinition(connection, call?.tool).data;
  const definitionTokens = tokenCost?.tools.find((counted) => counted.name === toolName)?.tokens;

  const cancel = useCancelCall(connection.id);
  const readOnly = useReadOnlyView();

  // Handlers are stable so the memoised workbench, call view and history rows skip the renders
  // caused by progress updates (react-query keeps `mutate` stable).
  const startCall = start.mutate;
  const cancelCall = cancel.mutate;

  const selectTool = useCallback((name: string) => {
    setChosenTool(name);
    setChosenCallId(undefined);
  }, []);

  const selectCall = useCallback((picked: CallRecord) => {
    setChosenTool(picked.tool);
    setChosenCallId(picked.id);
  }, []);

  // The message log asked for a call (issue 20): pick it out once per request, as soon as it is listed.
  const requested = useRequestedItem(connection.id, 'tools', (target) => callOfRequest(calls, target));
  if (requested) selectCall(requested);

  /** Puts a call's tool and arguments in the workbench, showing `shownCallId` (none: the newest or the started call). */
  const loadArguments = useCallback((source: CallRecord, shownCallId: string | undefined) => {
    setChosenTool(source.tool);
    setChosenCallId(shownCallId);
    setLoaded((previous) => ({ tool: source.tool, args: source.arguments, generation: (previous?.generation ?? 0) + 1 }));
  }, []);

  const loadCall = useCallback((source: CallRecord) => loadArguments(source, source.id), [loadArguments]);

  // Both runs send before they set state: the request leaves before React renders (in the
  // microtask after the click), and clearing the chosen call lets the started one show.
  const rerun = useCallback(
    (source: CallRecord) => {
      // A call that ran as a task runs as one again, with the ttl it asked for.
      const task = source.task ? { ...(typeof source.task.ttl === 'number' ? { ttlMs: source.task.ttl } : {}) } : undefined;
      startCall({ tool: source.tool, arguments: source.arguments, options: source.options, task });
      loadArguments(source, undefined);
    },
    [loadArguments, startCall],
  );

  const runTool = useCallback(
    (args: Record<string, unknown>) => {
      if (tool === undefined) return;
      startCall({ tool: tool.name, arguments: args, options, task: taskRequestFor(toolTaskSupport(tool), taskChoice) });
      setChosenCallId(undefined);
    },
    [tool, startCall, options, taskChoice],
  );

  const callId = call?.id;
  const toolFindings = useMemo(() => (toolName === undefined ? [] : findingsUnder(definitionFindings, `tools/${toolName}`)), [definitionFindings, toolName]);
  const callFindings = useMemo(() => unsuppressed(allFindings).filter((finding) => finding.callId !== undefined && finding.callId === callId), [allFindings, callId]);
  const cancelShownCall = useCallback(() => {
    if (callId !== undefined) cancelCall(callId);
  }, [callId, cancelCall]);

  const useLoaded = loaded !== null && loaded.tool === toolName;

  return (
    <div data-testid="tools-screen" className="flex h-full min-h-0">
      <aside className="flex w-72 shrink-0 flex-col border-r border-zinc-200 dark:border-zinc-800">
        <ToolListPane connection={connection} listing={listing} selectedName={toolName ?? null} onSelect={selectTool} findings={definitionFindings} tokenCost={tokenCost} />
      </aside>
      <div className="grid min-h-0 min-w-0 flex-1 grid-cols-1 overflow-y-auto xl:grid-cols-2 xl:overflow-hidden">
        {/* Keyed by tool so a newly selected tool starts scrolled to its top. */}
        <div key={toolName} className="min-w-0 p-4 xl:overflow-y-auto">
          {tool && readOnly ? (
            // A recording shows what the tool is and how it was called, with nothing to run.
            <ToolHeader tool={tool} findings={toolFindings} definitionTokens={definitionTokens} />
          ) : tool ? (
            <ToolWorkbench
              key={`${tool.name}#${useLoaded ? loaded.generation : 0}`}
              tool={tool}
              loadedArgs={useLoaded ? loaded.args : undefined}
              options={options}
              onOptionsChange={setOptions}
              taskChoice={taskChoice}
              onTaskChoiceChange={setTaskChoice}
              taskOffer={offer}
              onRun={runTool}
              starting={start.isPending}
              startError={start.error ? start.error.message : null}
              findings={toolFindings}
              definitionTokens={definitionTokens}
            />
          ) : toolName !== undefined ? (
            <DefinitionPending name={toolName} error={definition.error} />
          ) : (
            // With no tools listed (none offered, a failed connection) there is nothing to select.
            (listing.data?.tools.length ?? 0) > 0 && <p className="text-sm text-zinc-500">Select a tool.</p>
          )}
        </div>
        <div className="min-w-0 space-y-4 border-t border-zinc-200 p-4 xl:overflow-y-auto xl:border-t-0 xl:border-l dark:border-zinc-800">
          {call ? (
            <CallView
              call={call}
              toolTitle={callTool && toolTitle(callTool)}
              outputSchema={callTool?.outputSchema}
              onCancel={cancelShownCall}
              cancelling={cancel.isPending && cancel.variables === call.id}
              findings={callFindings}
            />
          ) : (
            toolName !== undefined && <p className="text-sm text-zinc-500">{readOnly ? 'No call of this tool was recorded.' : 'Run the tool to see its result here.'}</p>
          )}
          {/* An MCP App renders under its call's result; in a recording the call view plays the recorded app. */}
          {call && <CallApp connId={connection.id} tool={callTool} call={call} />}
          <section className="space-y-1">
            <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">History</h3>
            <CallHistory toolTitles={toolTitles} calls={calls} selectedId={callId} onSelect={selectCall} {...(readOnly ? {} : { onLoad: loadCall, onRerun: rerun })} />
          </section>
        </div>
      </div>
    </div>
  );
}
