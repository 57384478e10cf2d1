/** The left column: resources and templates with one filter, and their loading, empty and error states. */
import { useMemo, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConnectionSummary, Listing } from '../../core/bridge-api';
import type { LiveFinding } from '../../core/findings-api';
import { badgeSummary, findingsOfDefinition, type BadgeSummary, type DefinitionKind } from '../../core/findings-view';
import {
  parseResource,
  parseTemplate,
  resourceMatches,
  templateMatches,
  type Parsed,
} from '../../core/resource-listing';
import { pendingUpdate, type ResourceWatch } from '../../core/resource-watch';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { CacheHintBadge, ListCacheHint } from '../cache-hints/CacheHintBadge';
import { ResourceRow, TemplateRow, type Selection } from './ResourceList';
import { notRecordedText } from '../traces/not-recorded';
import { resourcesDeclared } from './use-resources-data';
import { TextInput } from '../../ui/TextInput';

export interface ResourceListPaneProps {
  connection: ConnectionSummary;
  resources: UseQueryResult<Listing>;
  templates: UseQueryResult<Listing>;
  watch: ResourceWatch;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
  /** The connection's listed-definition findings, for each row's badge. */
  findings: readonly LiveFinding[];
}

function parseAll<T>(listing: Listing | undefined, parse: (raw: Record<string, unknown>) => Parsed<T>) {
  const entries: T[] = [];
  const problems: string[] = [];
  for (const raw of listing?.items ?? []) {
    const parsed = parse(raw);
    if (parsed.ok) entries.push(parsed.entry);
    else problems.push(parsed.reason);
  }
  return { entries, problems };
}

function summariesBy(findings: readonly LiveFinding[], kind: DefinitionKind, keys: readonly string[]): Map<string, BadgeSummary> {
  return new Map(keys.map((key) => [key, badgeSummary(findingsOfDefinition(findings, kind, key))]));
}

export function ResourceListPane({ connection, resources, templates, watch, selection, onSelect, findings }: ResourceListPaneProps) {
  const [query, setQuery] = useState('');
  const parsedResources = useMemo(() => parseAll(resources.data, parseResource), [resources.data]);
  const parsedTemplates = useMemo(() => parseAll(templates.data, parseTemplate), [templates.data]);
  const resourceFindings = useMemo(() => summariesBy(findings, 'resources', parsedResources.entries.map((entry) => entry.uri)), [findings, parsedResources]);
  const templateFindings = useMemo(() => summariesBy(findings, 'resourceTemplates', parsedTemplates.entries.map((entry) => entry.uriTemplate)), [findings, parsedTemplates]);

  const declared = resourcesDeclared(connection);
  if (declared === false) {
    return (
      <EmptyState testId="resources-empty" title="No resources capability">
        The server does not declare the resources capability in its initialize response, so it offers no resources.
      </EmptyState>
    );
  }
  if (!resources.data && !resources.isError) {
    return (
      <Notice>
        {connection.state === 'ready' ? 'Listing resources…' : `Resources are listed once the connection is ready (now: ${connection.state}).`}
      </Notice>
    );
  }

  const visibleResources = parsedResources.entries.filter((entry) => resourceMatches(entry, query));
  const visibleTemplates = parsedTemplates.entries.filter((entry) => templateMatches(entry, query));
  const total = parsedResources.entries.length;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {connection.state !== 'ready' && <Notice>Connection is {connection.state}; this list may be out of date.</Notice>}
      <div className="border-b border-zinc-200 p-2 dark:border-zinc-800">
        <TextInput
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Filter resources and templates"
          aria-label="Filter resources and templates"
          data-testid="resource-filter"
          className="w-full"
        />
        <p className="mt-1 text-[11px] text-zinc-500" data-testid="resource-count">
          {visibleResources.length === total ? `${total} resources` : `${visibleResources.length} of ${total} resources`}
          {parsedTemplates.entries.length > 0 && `, ${visibleTemplates.length} of ${parsedTemplates.entries.length} templates`}
        </p>
        <CacheHintBadge hint={resources.data?.cache} what="resources/list result" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {resources.isError ? (
          <ListError what="resources" message={resources.error.message} testId="resources-error" />
        ) : (
          <>
            <Malformed problems={parsedResources.problems} what="resources" />
            <ul role="listbox" aria-label="Resources">
              {visibleResources.map((entry) => (
                <ResourceRow
                  key={entry.uri}
                  entry={entry}
                  selected={selection?.kind === 'resource' && selection.uri === entry.uri}
                  marks={{ subscribed: watch.subscribed.has(entry.uri), updatedAt: pendingUpdate(watch, entry.uri) }}
                  findings={resourceFindings.get(entry.uri)}
                  onSelect={onSelect}
                />
              ))}
            </ul>
            {total === 0 && (
              <p data-testid="resources-none" className="p-3 text-xs text-zinc-500">
                {resources.data?.unrecorded ? notRecordedText('resources') : 'The server lists no resources.'}
              </p>
            )}
            {total > 0 && visibleResources.length === 0 && <p className="p-3 text-xs text-zinc-500">No resource matches “{query}”.</p>}
          </>
        )}
        <h3 className="sticky top-0 border-y border-zinc-200 bg-zinc-50 px-3 py-1 text-[11px] font-semibold tracking-wide text-zinc-500 uppercase dark:border-zinc-800 dark:bg-zinc-900">
          Templates
        </h3>
        {templates.isError ? (
          <ListError what="resource templates" message={templates.error.message} testId="templates-error" />
        ) : !templates.data ? (
          <Notice>Listing templates…</Notice>
        ) : (
          <>
            <ListCacheHint hint={templates.data.cache} what="resources/templates/list result" />
            <Malformed problems={parsedTemplates.problems} what="templates" />
            <ul role="listbox" aria-label="Resource templates">
              {visibleTemplates.map((entry) => (
                <TemplateRow
                  key={entry.uriTemplate}
                  entry={entry}
                  selected={selection?.kind === 'template' && selection.uriTemplate === entry.uriTemplate}
                  findings={templateFindings.get(entry.uriTemplate)}
                  onSelect={onSelect}
                />
              ))}
            </ul>
            {parsedTemplates.entries.length === 0 && <Notice>The server lists no resource templates.</Notice>}
          </>
        )}
      </div>
    </div>
  );
}

function ListError({ what, message, testId }: { what: string; message: string; testId: string }) {
  return <ErrorNotice testId={testId} className="m-3" title={`Could not list ${what}`} message={message} />;
}

function Malformed({ problems, what }: { problems: string[]; what: string }) {
  if (problems.length === 0) return null;
  return (
    <p className="px-3 pt-2 text-[11px] text-amber-700 dark:text-amber-400" title={[...new Set(problems)].join('\n')}>
      ⚠ {problems.length} malformed {what} not shown (see the message log)
    </p>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="p-3 text-xs text-zinc-500">{children}</p>;
}
