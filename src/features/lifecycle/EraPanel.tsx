import type { LifecycleInfo } from '../../core/bridge-api';
import { describeOpening } from '../../core/era-opening';
import { describeEraReason, MODERN_PROTOCOL_VERSION, PROTOCOL_SETTING_LABELS, type EraDecision, type ProbeFailure } from '../../core/protocol-era';
import { Badge } from '../../ui/Badge';
import { Collapsible } from '../../ui/Collapsible';
import { JsonView } from '../../ui/JsonView';

/**
 * Which protocol era the session speaks and why (issue 18, item 2): the setting, the verdict, the
 * probe's evidence (the versions a -32022 listed, an HTTP status with no JSON-RPC answer, as data), and for 2026-07-28 the server/discover
 * result the session started from.
 */
export function EraPanel({ lifecycle }: { lifecycle: LifecycleInfo }) {
  const { era } = lifecycle;
  if (!era) {
    const waiting = lifecycle.state === 'connecting' || lifecycle.state === 'initializing';
    return <p className="text-xs text-zinc-500">{waiting ? 'Deciding the protocol era…' : 'The era was never decided: the connection ended first.'}</p>;
  }
  const failure = 'failure' in era.reason ? era.reason.failure : undefined;
  const opening = describeOpening(era);
  return (
    <div className="space-y-3 text-xs" data-testid="protocol-era">
      <dl className="grid grid-cols-[9rem_1fr] gap-x-3 gap-y-1">
        <dt className="text-zinc-500">Era</dt>
        <dd data-testid="protocol-era-verdict">
          <EraBadge era={era} />
        </dd>
        <dt className="text-zinc-500">Setting</dt>
        <dd data-testid="protocol-era-setting">{PROTOCOL_SETTING_LABELS[era.setting]}</dd>
        <dt className="text-zinc-500">Why</dt>
        <dd className="min-w-0 break-words" data-testid="protocol-era-reason">
          {describeEraReason(era.reason)}
        </dd>
        {failure?.how === 'rpc-error' && failure.supportedVersions && (
          <>
            <dt className="text-zinc-500">Server supports</dt>
            <dd className="flex flex-wrap gap-1" data-testid="protocol-era-supported">
              {failure.supportedVersions.map((version) => (
                <Badge key={version} tone="neutral">
                  {version}
                </Badge>
              ))}
            </dd>
          </>
        )}
        {failure?.how === 'http-status' && (
          <>
            <dt className="text-zinc-500">Probe&apos;s HTTP answer</dt>
            <dd className="flex flex-wrap items-center gap-1.5" data-testid="protocol-era-http-status">
              <Badge tone={failure.status >= 400 ? 'warning' : 'neutral'}>
                {failure.status}
                {failure.statusText ? ` ${failure.statusText}` : ''}
              </Badge>
              <span className="text-zinc-500">to the POST that carried server/discover, with nothing the client could pair with it (the message log has the exchange)</span>
            </dd>
          </>
        )}
        {opening && (
          <>
            <dt className="text-zinc-500">Opening</dt>
            <dd data-testid="protocol-era-opening">
              {opening}
              {era.probe && <span className="text-zinc-500"> ({Math.round(era.probe.durationMs)} ms)</span>}
            </dd>
          </>
        )}
      </dl>
      {failure && <FailureData failure={failure} answering={era.reason.kind === 'initialize-refused' ? 'initialize' : 'server/discover'} />}
      {era.probe && era.probe.stderr.length > 0 && (
        <Collapsible title={`Probe process stderr (${era.probe.stderr.length} ${era.probe.stderr.length === 1 ? 'line' : 'lines'})`}>
          <pre className="max-h-40 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 font-mono whitespace-pre-wrap dark:border-zinc-800 dark:bg-zinc-900">
            {era.probe.stderr.join('\n')}
          </pre>
        </Collapsible>
      )}
      {era.discover && (
        <div data-testid="discover-result">
          <h3 className="mb-1 font-medium">server/discover result</h3>
          <div className="max-h-80 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 dark:border-zinc-800 dark:bg-zinc-900">
            <JsonView value={era.discover} collapsedDepth={3} />
          </div>
        </div>
      )}
    </div>
  );
}

function EraBadge({ era }: { era: EraDecision }) {
  if (era.era === 'modern') return <Badge tone="info">{MODERN_PROTOCOL_VERSION} (no initialize)</Badge>;
  if (era.era === 'legacy') return <Badge tone="neutral">2025-11-25 and older (initialize)</Badge>;
  return <Badge tone="danger">none: the server does not speak what the setting allows</Badge>;
}

/** The JSON-RPC error the probe (or a refused initialize) got, as the server sent it: its answer, which a 2025 server may rightly give. */
function FailureData({ failure, answering }: { failure: ProbeFailure; answering: string }) {
  if (failure.how !== 'rpc-error') return null;
  return (
    <div data-testid="protocol-era-error">
      <h3 className="mb-1 font-medium">The server&apos;s answer to {answering}</h3>
      <div className="max-h-40 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 dark:border-zinc-800 dark:bg-zinc-900">
        <JsonView value={failure.error} collapsedDepth={2} />
      </div>
    </div>
  );
}
