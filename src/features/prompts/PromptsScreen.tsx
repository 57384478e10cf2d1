/**
 * The Prompts screen (issue 3, section 2): the prompt list and the selected prompt's detail.
 * It wires hooks to components and owns only the selection and whether completions are on.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useRequestedItem } from '../../api/ScreenFocusContext';
import type { ConnectionSummary } from '../../core/bridge-api';
import { findingsOfDefinition } from '../../core/findings-view';
import { declaresCapability } from '../../core/server-capabilities';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useListedFindings } from '../findings/use-findings';
import { PromptDetail } from './PromptDetail';
import { ListCacheHint } from '../cache-hints/CacheHintBadge';
import { PromptList } from './PromptList';
import { usePromptListing } from './use-prompts-data';
import { notRecordedText } from '../traces/not-recorded';
import { RecordedReads } from '../traces/RecordedReads';
import { useRecordedReads } from '../traces/use-recorded-reads';
import { PromptResult } from './PromptResult';

export function PromptsScreen({ connection }: { connection: ConnectionSummary }) {
  // Selection and the completion switch belong to one connection session.
  return <ConnectionPrompts key={`${connection.id}#${connection.lifecycle.timings.connectStartedAt}`} connection={connection} />;
}

function ConnectionPrompts({ connection }: { connection: ConnectionSummary }) {
  const { query, prompts } = usePromptListing(connection);
  const findings = useListedFindings(connection.id);
  const [chosen, setChosen] = useState<string | null>(null);
  // Set after a -32601 answer: the server does not implement completion/complete after all.
  const [completionUnsupported, setCompletionUnsupported] = useState(false);
  const onCompletionUnsupported = useCallback(() => setCompletionUnsupported(true), []);

  const capabilities = connection.lifecycle.serverCapabilities;
  const declaresPrompts = declaresCapability(capabilities, 'prompts');
  const completions = declaresCapability(capabilities, 'completions') === true && !completionUnsupported;
  // "Open in Prompts" from the message log picks out the prompt its prompts/get asked for.
  const requested = useRequestedItem(connection.id, 'prompts', (target) => prompts.find((candidate) => candidate.name === target.item)?.name);
  if (requested !== undefined) setChosen(requested);
  const prompt = prompts.find((candidate) => candidate.name === chosen) ?? prompts[0];
  const promptName = prompt?.name;
  const isPrompt = useCallback((target: string) => target === promptName, [promptName]);
  const recordedGets = useRecordedReads(connection, 'prompts/get', isPrompt);
  const promptFindings = useMemo(() => (promptName === undefined ? [] : findingsOfDefinition(findings, 'prompts', promptName)), [findings, promptName]);

  return (
    <div data-testid="prompts-screen" className="flex h-full min-h-0">
      <aside className="flex w-72 shrink-0 flex-col border-r border-zinc-200 dark:border-zinc-800">
        {query.data ? (
          <>
            {connection.state !== 'ready' && <Notice>Connection is {connection.state}; this list may be out of date.</Notice>}
            <ListCacheHint hint={query.data.cache} what="prompts/list result" />
            {prompts.length === 0 ? (
              <EmptyState title="No prompts" testId="prompts-empty">
                {declaresPrompts === false
                  ? 'The server does not declare the prompts capability in its initialize response, so it offers no prompts.'
                  : query.data.unrecorded
                    ? notRecordedText('prompts')
                    : 'The server lists no prompts.'}
              </EmptyState>
            ) : (
              <PromptList prompts={prompts} selectedName={prompt?.name ?? null} onSelect={setChosen} findings={findings} />
            )}
          </>
        ) : query.isError ? (
          <ErrorNotice testId="prompts-list-error" className="m-3" title="Could not list prompts" message={query.error.message}>
            {declaresPrompts === false && <p className="mt-1">The server does not declare the prompts capability.</p>}
          </ErrorNotice>
        ) : connection.state !== 'ready' ? (
          <Notice>Prompts are listed once the connection is ready (now: {connection.state}).</Notice>
        ) : declaresPrompts === false ? (
          <EmptyState title="No prompts capability" testId="prompts-empty">
            The server does not declare the prompts capability in its initialize response.
          </EmptyState>
        ) : (
          <Notice>Listing prompts…</Notice>
        )}
      </aside>
      <div className="min-w-0 flex-1 overflow-y-auto p-4">
        {/* With no prompt listed the list pane says why; there is nothing to show here. */}
        {prompt && (
          <>
            {!completions && prompt.arguments.length > 0 && (
              <p className="mb-3 text-[11px] text-zinc-500" data-testid="completions-off">
                {completionUnsupported
                  ? 'The server answered completion/complete with -32601 (Method not found), so no suggestions are offered.'
                  : 'The server does not declare the completions capability, so no suggestions are offered.'}
              </p>
            )}
            <PromptDetail
              key={prompt.name}
              connectionId={connection.id}
              serverName={connection.name}
              prompt={prompt}
              ready={connection.state === 'ready'}
              completions={completions}
              onCompletionUnsupported={onCompletionUnsupported}
              findings={promptFindings}
            />
            {connection.recorded && (
              <div className="mt-4">
                <RecordedReads reads={recordedGets} what="prompts/get">
                  {(read) => read.outcome && <PromptResult outcome={read.outcome} findings={[]} />}
                </RecordedReads>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="p-3 text-xs text-zinc-500">{children}</p>;
}
