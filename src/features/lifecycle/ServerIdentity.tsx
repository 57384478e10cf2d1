import type { ReactNode } from 'react';
import type { LifecycleInfo } from '../../core/bridge-api';
import { Badge } from '../../ui/Badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-zinc-500">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** Who the server says it is, the protocol version both sides settled on, and its instructions. */
export function ServerIdentity({ lifecycle }: { lifecycle: LifecycleInfo }) {
  const { serverInfo, negotiatedProtocolVersion: negotiated, requestedProtocolVersion: requested } = lifecycle;
  const differs = negotiated !== undefined && negotiated !== requested;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-[9rem_1fr] gap-x-3 gap-y-1 text-xs">
        <Row label="Server">
          {serverInfo ? (
            <span className="font-mono" data-testid="server-info">
              {serverInfo.name} <span className="text-zinc-500">{serverInfo.version}</span>
              {serverInfo.title && <span className="ml-2 font-sans text-zinc-600 dark:text-zinc-400">“{serverInfo.title}”</span>}
            </span>
          ) : (
            <span className="text-zinc-500">not known until initialize is answered</span>
          )}
        </Row>
        <Row label="Protocol version">
          <span className="flex flex-wrap items-center gap-2" data-testid="protocol-version">
            <span className="font-mono">{negotiated ?? '—'}</span>
            {differs && (
              <Badge tone="warning" title="The server answered with a different version than the client asked for (spec: lifecycle, version negotiation)">
                differs from requested {requested}
              </Badge>
            )}
            {!differs && negotiated && <span className="text-zinc-500">as requested</span>}
            {!negotiated && <span className="text-zinc-500">requested {requested}</span>}
          </span>
        </Row>
        <Row label="Client">
          <span className="font-mono">
            {lifecycle.clientInfo.name} <span className="text-zinc-500">{lifecycle.clientInfo.version}</span>
          </span>
        </Row>
      </dl>
      <div>
        <h3 className="mb-1 text-xs font-medium">Instructions</h3>
        {lifecycle.instructions ? (
          // Plain text on purpose: instructions are server-controlled and must never be rendered as HTML.
          <pre data-testid="server-instructions" className="max-h-60 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs whitespace-pre-wrap dark:border-zinc-800 dark:bg-zinc-900">
            {lifecycle.instructions}
          </pre>
        ) : (
          <p className="text-xs text-zinc-500">The server sent no instructions.</p>
        )}
      </div>
    </div>
  );
}
