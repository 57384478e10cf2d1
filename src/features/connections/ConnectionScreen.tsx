import { useReadOnlyView } from '../../api/BridgeContext';
import { useConnectionCommand } from '../../api/connections';
import type { ConnectionSummary } from '../../core/bridge-api';
import { Badge } from '../../ui/Badge';
import { TabPanel, Tabs, type TabSpec } from '../../ui/Tabs';
import { SignInGate } from '../auth/SignInGate';
import { countPending } from '../../core/client-requests';
import { badgeSummary, unsuppressed } from '../../core/findings-view';
import { FindingBadge } from '../../ui/FindingBadge';
import { useClientRequests } from '../client-requests/use-client-requests';
import { useConnectionFindings } from '../findings/use-findings';
import { ListChangedNotice } from '../list-changes/ListChangedNotice';
import { useUnseenListChanges } from '../list-changes/use-unseen-list-changes';
import { ToolsScreen } from '../tools/ToolsScreen';
import { Preloaded } from '../../ui/preloadable';
import { ConnectionHeader } from './ConnectionHeader';
import { AuthScreen, ChangesScreen, CheckScreen, FindingsScreen, LaterScreenBoundary, LifecycleScreen, LoggingScreen, preloadLaterScreens, PromptsScreen, RequestsScreen, ResourcesScreen, SettingsScreen, TimelineScreen } from './later-screens';
import { CrashPanel } from './CrashPanel';
import { StderrConsole } from './StderrConsole';
import { StdoutPollutionNotice } from './StdoutPollutionNotice';
import { useStderrLines } from './useStderrLines';

export type ConnectionTab = 'lifecycle' | 'tools' | 'resources' | 'prompts' | 'logging' | 'requests' | 'changes' | 'findings' | 'check' | 'timeline' | 'stderr' | 'auth' | 'settings';

/**
 * Everything about the selected connection except the message log, which spans all of them.
 * The tab is the caller's, so switching connections keeps the view the user was looking at.
 */
export function ConnectionScreen({
  connection,
  tab,
  onTabChange,
}: {
  connection: ConnectionSummary;
  tab: ConnectionTab;
  onTabChange: (tab: ConnectionTab) => void;
}) {
  const command = useConnectionCommand(connection.id);
  const stderr = useStderrLines(connection.id);
  const pending = countPending(useClientRequests(connection.id).data);
  // A connection that only waits for a sign-in gets the sign-in banner, not the crash panel (issue 7).
  const showCrash = (connection.state === 'closed' || connection.state === 'failed') && connection.error?.code !== 'auth_required';
  const listChanges = useUnseenListChanges(connection, tab === 'changes');
  const findings = badgeSummary(unsuppressed(useConnectionFindings(connection.id)));
  const readOnly = useReadOnlyView();

  const tabs: TabSpec<ConnectionTab>[] = [
    { id: 'lifecycle', label: 'Lifecycle' },
    { id: 'tools', label: 'Tools' },
    { id: 'resources', label: 'Resources' },
    { id: 'prompts', label: 'Prompts' },
    { id: 'logging', label: 'Logging' },
    {
      id: 'requests',
      label: 'Requests',
      badge:
        pending > 0 ? (
          <span data-testid="requests-tab-badge" title={readOnly ? `${pending} unanswered at this point of the trace` : `${pending} waiting for you`}>
            <Badge tone="warning">{pending}</Badge>
          </span>
        ) : undefined,
    },
    {
      id: 'changes',
      label: 'Changes',
      badge:
        listChanges.count > 0 ? (
          <span data-testid="changes-tab-badge" title={`${listChanges.count} list changes this connection`}>
            <Badge tone={listChanges.unseen.length > 0 ? 'warning' : 'neutral'}>{listChanges.count}</Badge>
          </span>
        ) : undefined,
    },
    { id: 'findings', label: 'Findings', badge: <FindingBadge summary={findings} /> },
    // A recorded session has no server to check.
    ...(readOnly ? [] : [{ id: 'check' as const, label: 'Check' }]),
    { id: 'timeline', label: 'Timeline' },
    ...(connection.target.transport === 'stdio'
      ? [{ id: 'stderr' as const, label: 'Stderr', badge: stderr.count > 0 ? <Badge tone="neutral">{stderr.count}</Badge> : undefined }]
      : []),
    // Issue 7: OAuth is for HTTP and SSE servers; a recorded session cannot sign in.
    ...(connection.target.transport !== 'stdio' && !readOnly ? [{ id: 'auth' as const, label: 'Sign-in' }] : []),
    // Settings change how a live connection talks to its server; a recording has none to change.
    ...(readOnly ? [] : [{ id: 'settings' as const, label: 'Settings' }]),
  ];
  const shown = tabs.some((t) => t.id === tab) ? tab : 'tools';

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ConnectionHeader
        connection={connection}
        busy={command.isPending}
        commandError={command.error ? `${command.variables ?? 'Command'} failed: ${command.error.message}` : null}
        onReconnect={() => command.mutate('reconnect')}
        onDisconnect={() => command.mutate('disconnect')}
        onRemove={() => command.mutate('remove')}
      />
      {/* Before the crash panel: when sign-in is what is missing, that is the thing to do (issue 7). */}
      {tab !== 'auth' && <SignInGate connection={connection} onDebug={() => onTabChange('auth')} />}
      {showCrash && (
        <div className="px-4 pt-3">
          <CrashPanel
            connection={connection}
            busy={command.isPending}
            onReconnect={() => command.mutate('reconnect')}
            onRemove={() => command.mutate('remove')}
          />
        </div>
      )}
      {!showCrash && connection.stdoutPollution && (
        <div className="px-4 pt-3">
          <StdoutPollutionNotice pollution={connection.stdoutPollution} likelyCause={false} />
        </div>
      )}
      {tab !== 'changes' && <ListChangedNotice unseen={listChanges.unseen} onShow={() => onTabChange('changes')} onDismiss={listChanges.markSeen} />}
      {/* The other screens' code is fetched as the person heads for their tabs (later-screens.tsx). */}
      <div className="pt-2" onPointerEnter={preloadLaterScreens} onFocus={preloadLaterScreens}>
        <Tabs tabs={tabs} selected={shown} onSelect={onTabChange} label="Connection views" idPrefix="connection" />
      </div>
      <TabPanel idPrefix="connection" id={shown}>
        <LaterScreenBoundary screen={`${connection.id}/${shown}`}>
          {shown === 'lifecycle' && <Preloaded view={LifecycleScreen} props={{ connection }} />}
          {shown === 'tools' && <ToolsScreen connection={connection} />}
          {shown === 'resources' && <Preloaded view={ResourcesScreen} props={{ connection }} />}
          {shown === 'prompts' && <Preloaded view={PromptsScreen} props={{ connection }} />}
          {shown === 'logging' && <Preloaded view={LoggingScreen} props={{ connection }} />}
          {shown === 'requests' && <Preloaded view={RequestsScreen} props={{ connection }} />}
          {shown === 'changes' && <Preloaded view={ChangesScreen} props={{ connection }} />}
          {shown === 'findings' && <Preloaded view={FindingsScreen} props={{ connection }} />}
          {shown === 'check' && <Preloaded view={CheckScreen} props={{ connection }} />}
          {shown === 'timeline' && <Preloaded view={TimelineScreen} props={{ connection }} />}
          {shown === 'stderr' && <StderrConsole lines={stderr.lines} count={stderr.count} />}
          {shown === 'auth' && <Preloaded view={AuthScreen} props={{ connection }} />}
          {shown === 'settings' && <Preloaded view={SettingsScreen} props={{ connection }} />}
        </LaterScreenBoundary>
      </TabPanel>
    </div>
  );
}
