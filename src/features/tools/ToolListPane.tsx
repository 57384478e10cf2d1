/** The tool list with its loading, empty and error states. */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ConnectionSummary, ToolSummaryListing } from '../../core/bridge-api';
import type { LiveFinding, ToolTokenCost } from '../../core/findings-api';
import { declaresCapability } from '../../core/server-capabilities';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { notRecordedText } from '../traces/not-recorded';
import { ListCacheHint } from '../cache-hints/CacheHintBadge';
import { ToolList } from './ToolList';
import { ToolTokenSummary } from './ToolTokenSummary';
import { modelFacingCost } from '../apps/app-tool';

export interface ToolListPaneProps {
  connection: ConnectionSummary;
  listing: UseQueryResult<ToolSummaryListing>;
  selectedName: string | null;
  onSelect: (name: string) => void;
  /** The connection's definition findings, for each row's badge. */
  findings: readonly LiveFinding[];
  tokenCost: ToolTokenCost | undefined;
}

export function ToolListPane({ connection, listing, selectedName, onSelect, findings, tokenCost }: ToolListPaneProps) {
  if (listing.data) {
    return (
      <>
        {connection.state !== 'ready' && <Notice>Connection is {connection.state}; this list may be out of date.</Notice>}
        <ListCacheHint hint={listing.data.cache} what="tools/list result" />
        {listing.data.tools.length === 0 ? (
          <EmptyTools connection={connection} unrecorded={listing.data.unrecorded === true} />
        ) : (
          <ToolList tools={listing.data.tools} selectedName={selectedName} onSelect={onSelect} findings={findings} />
        )}
        {/* What a model is sent: app-only tools are not (MCP Apps spec, "Visibility"). */}
        <ToolTokenSummary cost={modelFacingCost(tokenCost, listing.data.tools)} />
      </>
    );
  }
  if (listing.isError) {
    // A server without the tools capability that refuses tools/list did nothing wrong: say what it offers, calmly.
    if (declaresCapability(connection.lifecycle.serverCapabilities, 'tools') === false) return <EmptyTools connection={connection} unrecorded={false} />;
    return <ErrorNotice testId="tools-error" className="m-3" title="Could not list tools" message={listing.error.message} />;
  }
  if (connection.state !== 'ready') return <Notice>Tools are listed once the connection is ready (now: {connection.state}).</Notice>;
  return <Notice>Listing tools…</Notice>;
}

function EmptyTools({ connection, unrecorded }: { connection: ConnectionSummary; unrecorded: boolean }) {
  const declared = declaresCapability(connection.lifecycle.serverCapabilities, 'tools') !== false;
  return (
    <EmptyState title={declared ? 'No tools' : 'No tools capability'} testId="tools-empty">
      {!declared
        ? 'The server does not declare the tools capability in its initialize response, so it offers no tools.'
        : unrecorded
          ? notRecordedText('tools')
          : 'The server lists no tools.'}
    </EmptyState>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return <p className="p-3 text-xs text-zinc-500">{children}</p>;
}
