import type { LogEntry } from '../../core/log-entry';
import { Badge } from '../../ui/Badge';
import { CopyButton } from '../../ui/CopyButton';
import { JsonView } from '../../ui/JsonView';

/** One handshake message exactly as it crossed the wire, or why it is not there (yet). */
export function HandshakeMessage({ title, entry, missing, testId }: { title: string; entry: LogEntry | undefined; missing: string; testId: string }) {
  const record = entry?.record;
  const value = record?.kind === 'message' ? (record.msg ?? record.raw) : undefined;
  return (
    <div data-testid={testId} className="min-w-0 space-y-1">
      <div className="flex items-center gap-2 text-xs">
        <span className="font-medium">{title}</span>
        {record?.kind === 'message' && <Badge tone="neutral">{record.dir === 'out' ? '→ out' : '← in'}</Badge>}
        {entry?.latencyMs !== undefined && <Badge tone="info">{entry.latencyMs} ms</Badge>}
        {entry && <span className="ml-auto"><CopyButton text={JSON.stringify(value, null, 2)} /></span>}
      </div>
      {value === undefined ? (
        <p className="text-xs text-zinc-500">{missing}</p>
      ) : (
        <div className="max-h-80 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-2 dark:border-zinc-800 dark:bg-zinc-900">
          <JsonView value={value} collapsedDepth={3} />
        </div>
      )}
    </div>
  );
}
