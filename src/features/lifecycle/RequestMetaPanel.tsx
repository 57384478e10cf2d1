/**
 * The `_meta` each request of a 2026-07-28 session carried (issue 18, item 2). The era is
 * stateless, so every request repeats its envelope: what every request carried is shown once,
 * each request shows only what differs, and a selected request shows its `_meta` whole.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { isObject } from '../../core/is-object';
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, metaKeyLabel, metaValueText, type RequestMetaView } from '../../core/request-meta';
import { Badge } from '../../ui/Badge';
import { JsonView } from '../../ui/JsonView';
import { RequestMetaList } from './RequestMetaList';

export interface RequestMetaPanelProps {
  view: RequestMetaView;
  /** The version the session negotiated: the one every envelope must carry. */
  version: string;
  onShowInLog: (seq: number) => void;
}

export function RequestMetaPanel({ view, version, onShowInLog }: RequestMetaPanelProps) {
  const [selectedSeq, setSelectedSeq] = useState<number | undefined>(undefined);
  const select = useCallback((seq: number) => setSelectedSeq((current) => (current === seq ? undefined : seq)), []);
  const { requests, shared, flagged } = view;
  const selected = selectedSeq === undefined ? undefined : requests.find((request) => request.seq === selectedSeq);

  if (requests.length === 0) {
    return <p className="text-xs text-zinc-500" data-testid="request-meta-empty">No requests yet. Each one will carry the protocol version ({version}), clientInfo and capabilities in its _meta.</p>;
  }
  return (
    <div className="space-y-3 text-xs" data-testid="request-meta">
      <p className="flex flex-wrap items-center gap-2 text-zinc-600 dark:text-zinc-400">
        <span data-testid="request-meta-count">
          {requests.length} {requests.length === 1 ? 'request' : 'requests'}
        </span>
        {flagged > 0 ? (
          <Badge tone="danger">{flagged} with a missing or different protocol version</Badge>
        ) : (
          <Badge tone="success">every one carried protocolVersion {version}</Badge>
        )}
      </p>
      <div data-testid="request-meta-shared">
        <h3 className="mb-1 font-medium">{requests.length === 1 ? 'The request carried' : 'Every request carried'}</h3>
        {shared.length === 0 ? (
          <p className="text-zinc-500">No _meta entry was the same on every request: each row shows its own.</p>
        ) : (
          <dl className="grid grid-cols-[minmax(6rem,max-content)_1fr] gap-x-3 gap-y-1">
            {shared.map(([key, value]) => (
              <SharedEntry key={key} metaKey={key} value={value} />
            ))}
          </dl>
        )}
      </div>
      <div>
        <h3 className="mb-1 font-medium">Each request, and what only it carried</h3>
        <RequestMetaList view={view} selectedSeq={selectedSeq} onSelect={select} />
      </div>
      {selected && (
        <div data-testid="request-meta-detail" className="space-y-1">
          <div className="flex items-center gap-2">
            <span className="font-medium">
              _meta of {selected.method}
              {selected.name !== undefined && <span className="font-mono"> {selected.name}</span>}
            </span>
            <button type="button" className="ml-auto text-indigo-600 hover:underline dark:text-indigo-400" onClick={() => onShowInLog(selected.seq)}>
              Show in log
            </button>
          </div>
          {selected.problems.map((problem) => (
            <p key={problem} className="text-red-700 dark:text-red-300">
              {problem}
            </p>
          ))}
          {selected.meta ? (
            <div className="max-h-80 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 dark:border-zinc-800 dark:bg-zinc-900">
              <JsonView value={selected.meta} collapsedDepth={3} />
            </div>
          ) : (
            <p className="text-zinc-500">This request carried no _meta.</p>
          )}
        </div>
      )}
    </div>
  );
}

function SharedEntry({ metaKey, value }: { metaKey: string; value: unknown }) {
  const label = metaKeyLabel(metaKey);
  return (
    <>
      <dt className="text-zinc-500" title={metaKey}>
        {label}
      </dt>
      <dd className="min-w-0" data-testid={`request-meta-shared-${label}`}>
        <SharedValue metaKey={metaKey} value={value} />
      </dd>
    </>
  );
}

/** clientInfo as name and version, capabilities as their names; the JSON of either a click away. */
function SharedValue({ metaKey, value }: { metaKey: string; value: unknown }) {
  const [open, setOpen] = useState(false);
  const summary = isObject(value) ? summarise(metaKey, value) : undefined;
  if (!summary) return <span className="font-mono break-words">{metaValueText(metaKey, value)}</span>;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-1">
        {summary}
        <button type="button" aria-expanded={open} className="text-[11px] text-indigo-600 hover:underline dark:text-indigo-400" onClick={() => setOpen(!open)}>
          {open ? 'hide JSON' : 'JSON'}
        </button>
      </div>
      {open && (
        <div className="max-h-60 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 dark:border-zinc-800 dark:bg-zinc-900">
          <JsonView value={value} collapsedDepth={4} />
        </div>
      )}
    </div>
  );
}

function summarise(metaKey: string, value: Record<string, unknown>): ReactNode {
  if (metaKey === CLIENT_INFO_META_KEY && typeof value.name === 'string') {
    return (
      <span className="min-w-0 font-mono break-words">
        {value.name}
        {typeof value.version === 'string' && <span className="text-zinc-500"> {value.version}</span>}
      </span>
    );
  }
  if (metaKey === CLIENT_CAPABILITIES_META_KEY) {
    const names = Object.entries(value).map(([name, detail]) => (isObject(detail) && Object.keys(detail).length > 0 ? `${name} (${Object.keys(detail).join(', ')})` : name));
    return names.length === 0 ? <span className="text-zinc-500">none declared</span> : names.map((name) => <Badge key={name} tone="neutral">{name}</Badge>);
  }
  return undefined;
}
