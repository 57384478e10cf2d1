/**
 * The Resources screen (issue 3, section 1): resources and templates on the left, the selected
 * one's reader on the right. It wires hooks to components and owns only the selection.
 */
import { useCallback, useMemo, useState } from 'react';
import { useRequestedItem } from '../../api/ScreenFocusContext';
import type { ConnectionSummary } from '../../core/bridge-api';
import { findingsOfDefinition } from '../../core/findings-view';
import { parseResource, parseTemplate } from '../../core/resource-listing';
import { pendingUpdate } from '../../core/resource-watch';
import { missingInEra } from '../../core/protocol-era';
import { useAnswerFindings, useListedFindings } from '../findings/use-findings';
import type { Selection } from './ResourceList';
import { ResourceDetail } from './ResourceDetail';
import { ResourceListPane } from './ResourceListPane';
import type { ResourceReaderProps } from './ResourceReader';
import { TemplateDetail } from './TemplateDetail';
import { ReadResultView } from './ReadResultView';
import { matchesTemplate } from '../../core/uri-template-form';
import { RecordedReads } from '../traces/RecordedReads';
import { useRecordedReads } from '../traces/use-recorded-reads';
import { useCompletionSupport } from './use-completion';
import { useResourceWatch } from './use-resource-watch';
import { readOutcome, useKeyedRpc, useResourceListing } from './use-resources-data';

export function ResourcesScreen({ connection }: { connection: ConnectionSummary }) {
  // Selections and read results belong to one connection; a new key starts the next one fresh.
  return <ConnectionResources key={connection.id} connection={connection} />;
}

function ConnectionResources({ connection }: { connection: ConnectionSummary }) {
  const resources = useResourceListing(connection, 'resources');
  const templates = useResourceListing(connection, 'resourceTemplates');
  const watch = useResourceWatch(connection.id);
  const reads = useKeyedRpc(connection.id, 'read');
  const subscriptions = useKeyedRpc(connection.id, 'subscription');
  const [completionSupport, markCompletionUnsupported] = useCompletionSupport(connection);
  const [chosen, setChosen] = useState<Selection | null>(null);
  const findings = useListedFindings(connection.id);
  const answerFindings = useAnswerFindings(connection.id);

  const resourceEntries = useMemo(
    () => (resources.data?.items ?? []).flatMap((raw) => {
      const parsed = parseResource(raw);
      return parsed.ok ? [parsed.entry] : [];
    }),
    [resources.data],
  );
  const templateEntries = useMemo(
    () => (templates.data?.items ?? []).flatMap((raw) => {
      const parsed = parseTemplate(raw);
      return parsed.ok ? [parsed.entry] : [];
    }),
    [templates.data],
  );

  // "Open in Resources" from the message log picks out the resource its resources/read asked for,
  // or the template that URI was read through.
  const requested = useRequestedItem(connection.id, 'resources', (target): Selection | undefined => {
    const uri = target.item;
    if (uri === undefined) return undefined;
    if (resourceEntries.some((entry) => entry.uri === uri)) return { kind: 'resource', uri };
    const template = templateEntries.find((entry) => matchesTemplate(entry.uriTemplate, uri));
    return template && { kind: 'template', uriTemplate: template.uriTemplate };
  });
  if (requested !== undefined) setChosen(requested);

  // Until the user picks, show the first resource (or template), like the tools screen.
  const selection: Selection | null =
    chosen ??
    (resourceEntries[0]
      ? { kind: 'resource', uri: resourceEntries[0].uri }
      : templateEntries[0]
        ? { kind: 'template', uriTemplate: templateEntries[0].uriTemplate }
        : null);

  const resourceCaps = connection.lifecycle.serverCapabilities?.resources as { subscribe?: unknown } | undefined;
  const subscribeDeclared = resourceCaps?.subscribe === true;
  const subscribeMissing = missingInEra('resources/subscribe', connection.lifecycle.era?.era);
  const { run: runRead, get: getRead } = reads;
  const { run: runSubscription, get: getSubscription } = subscriptions;

  const readerFor = useCallback(
    (uri: string): ResourceReaderProps => ({
      uri,
      connectionId: connection.id,
      serverName: connection.name,
      read: getRead(uri),
      // rounds: an input_required answer (MCP 2026-07-28) is driven to the contents, its rounds shown with them.
      onRead: () => runRead(uri, { method: 'resources/read', params: { uri }, rounds: true }),
      subscribed: watch.subscribed.has(uri),
      subscribeDeclared,
      ...(subscribeMissing ? { subscribeMissing } : {}),
      subscription: getSubscription(uri),
      onSubscribe: () => runSubscription(uri, { method: 'resources/subscribe', params: { uri } }),
      onUnsubscribe: () => runSubscription(uri, { method: 'resources/unsubscribe', params: { uri } }),
      updatedAt: pendingUpdate(watch, uri),
      readFindings: answerFindings(readOutcome(getRead(uri))),
    }),
    [connection.id, connection.name, getRead, runRead, getSubscription, runSubscription, watch, subscribeDeclared, subscribeMissing, answerFindings],
  );

  const resource = selection?.kind === 'resource' ? resourceEntries.find((entry) => entry.uri === selection.uri) : undefined;
  const template =
    selection?.kind === 'template' ? templateEntries.find((entry) => entry.uriTemplate === selection.uriTemplate) : undefined;
  // An opened trace: the reads it recorded of the resource, or of any URI the template matches.
  const isSelected = useCallback(
    (uri: string) => (resource ? uri === resource.uri : template ? matchesTemplate(template.uriTemplate, uri) : false),
    [resource, template],
  );
  const recordedReads = useRecordedReads(connection, 'resources/read', isSelected);
  const selectedFindings = selection
    ? selection.kind === 'resource'
      ? findingsOfDefinition(findings, 'resources', selection.uri)
      : findingsOfDefinition(findings, 'resourceTemplates', selection.uriTemplate)
    : [];

  return (
    <div data-testid="resources-screen" className="flex h-full min-h-0">
      <aside className="flex w-80 shrink-0 flex-col border-r border-zinc-200 dark:border-zinc-800">
        <ResourceListPane
          connection={connection}
          resources={resources}
          templates={templates}
          watch={watch}
          selection={selection}
          onSelect={setChosen}
          findings={findings}
        />
      </aside>
      {/* Keyed by the selection so a newly selected item starts scrolled to its top with a fresh form. */}
      <div key={selection ? `${selection.kind}:${selection.kind === 'resource' ? selection.uri : selection.uriTemplate}` : 'none'} className="min-w-0 flex-1 overflow-y-auto p-4">
        {resource ? (
          <ResourceDetail entry={resource} reader={readerFor(resource.uri)} findings={selectedFindings} />
        ) : template ? (
          <TemplateDetail
            connectionId={connection.id}
            entry={template}
            completionSupport={completionSupport}
            onCompletionUnsupported={markCompletionUnsupported}
            readerFor={readerFor}
            findings={selectedFindings}
          />
        ) : null /* nothing listed, and the list pane says why */}
        {connection.recorded && (resource || template) && (
          <div className="mt-4">
            <RecordedReads reads={recordedReads} what="resources/read">
              {(read) => read.outcome && <ReadResultView state={{ status: 'done', outcome: read.outcome, at: read.sentAt }} uri={read.target} findings={[]} connectionId={connection.id} serverName={connection.name} />}
            </RecordedReads>
          </div>
        )}
      </div>
    </div>
  );
}
