/**
 * mcp.json in and out of the sidebar (issue 3, section 12). Import previews what the bridge parsed
 * (secrets masked, every warning shown) before anything starts; export masks secrets unless the
 * user ticks the box.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { upsertConnection } from '../../api/apply-bridge-event';
import { useBridgeClient } from '../../api/BridgeContext';
import type { ConfigImportResult, ConnectionSummary, McpConfigFormat } from '../../core/bridge-api';
import { Button } from '../../ui/Button';
import { downloadFile } from '../../ui/download';
import { targetLine, TRANSPORT_LABELS } from './describe';

const INPUT =
  'w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs placeholder:text-zinc-400 focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:placeholder:text-zinc-600';

// ---------------------------------------------------------------- hooks

function useConfigImport() {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const preview = useMutation({ mutationFn: (text: string) => client.importConfig({ text, connect: false }) });
  const connectAll = useMutation({
    mutationFn: (text: string) => client.importConfig({ text, connect: true }),
    onSuccess: (result) => result.connected.forEach((connection) => upsertConnection(queryClient, connection)),
  });
  return { preview, connectAll };
}

function useConfigExport() {
  const client = useBridgeClient();
  return useMutation({
    mutationFn: ({ format, includeSecrets }: { format: McpConfigFormat; includeSecrets: boolean }) =>
      client.exportConfig(format, includeSecrets),
  });
}

// ---------------------------------------------------------------- import

export function ConfigImport({ onClose, onConnected }: { onClose: () => void; onConnected: (connections: ConnectionSummary[]) => void }) {
  const [text, setText] = useState('');
  const { preview, connectAll } = useConfigImport();
  const result = preview.data;
  const error = preview.error ?? connectAll.error;

  function showPreview(next: string) {
    connectAll.reset();
    if (next.trim() === '') preview.reset();
    else preview.mutate(next);
  }

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    file.text().then(
      (content) => {
        setText(content);
        showPreview(content);
      },
      () => setText(''),
    );
  }

  return (
    <section aria-label="Import mcp.json" data-testid="config-import-panel" className="space-y-2 p-2.5">
      <label className="block space-y-0.5">
        <span className="text-[11px] font-medium text-zinc-600 dark:text-zinc-400">mcp.json file</span>
        <input
          type="file"
          accept=".json,.jsonc,application/json"
          data-testid="config-import-file"
          onChange={pickFile}
          className="block w-full text-[11px] text-zinc-600 file:mr-2 file:rounded file:border file:border-zinc-300 file:bg-white file:px-2 file:py-0.5 file:text-[11px] dark:text-zinc-400 dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-200"
        />
      </label>
      <label className="block space-y-0.5">
        <span className="text-[11px] font-medium text-zinc-600 dark:text-zinc-400">…or paste it</span>
        <textarea
          className={INPUT}
          rows={5}
          data-testid="config-import-text"
          value={text}
          spellCheck={false}
          placeholder={'{ "mcpServers": { … } }  or  { "servers": { … } }'}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <div className="flex justify-end gap-1.5">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => showPreview(text)} disabled={text.trim() === '' || preview.isPending}>
          {preview.isPending ? 'Reading…' : 'Preview'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-[11px] break-words text-red-700 dark:text-red-300">
          {error.message}
        </p>
      )}
      {result && <ImportPreview result={result} />}
      {result && result.servers.length > 0 && (
        <Button
          variant="primary"
          className="w-full justify-center"
          data-testid="config-connect-all"
          disabled={connectAll.isPending}
          onClick={() => connectAll.mutate(text, { onSuccess: (done) => onConnected(done.connected) })}
        >
          {connectAll.isPending ? 'Connecting…' : `Connect all (${result.servers.length})`}
        </Button>
      )}
    </section>
  );
}

function ImportPreview({ result }: { result: ConfigImportResult }) {
  const source = result.format === 'servers' ? 'VS Code "servers"' : '"mcpServers" (Claude Desktop, Cursor)';
  return (
    <div data-testid="config-import-preview" className="space-y-1.5">
      <p className="text-[11px] text-zinc-500 dark:text-zinc-400">
        {result.servers.length} server{result.servers.length === 1 ? '' : 's'} from {source}
      </p>
      <ul className="space-y-1">
        {result.servers.map((server) => (
          <li key={server.name} className="rounded border border-zinc-200 px-2 py-1 dark:border-zinc-800">
            <span className="block truncate text-xs font-medium" title={server.name}>
              {server.name}
            </span>
            <span className="flex gap-1.5 text-[11px] text-zinc-500 dark:text-zinc-400">
              <span className="shrink-0">{TRANSPORT_LABELS[server.target.transport]}</span>
              <span className="min-w-0 flex-1 truncate font-mono" title={targetLine(server.target)}>
                {targetLine(server.target)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {result.warnings.length > 0 && (
        <ul aria-label="Import warnings" className="space-y-0.5">
          {result.warnings.map((warning, index) => (
            <li
              key={index}
              data-testid="config-import-warning"
              className="rounded bg-amber-50 px-1.5 py-0.5 text-[11px] break-words text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
            >
              {warning}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// ---------------------------------------------------------------- export

const FORMAT_CHOICES: readonly { value: McpConfigFormat; label: string }[] = [
  { value: 'mcpServers', label: 'Claude Desktop / Cursor (mcpServers)' },
  { value: 'servers', label: 'VS Code (servers)' },
];

export function ConfigExport({ onClose, connectionCount }: { onClose: () => void; connectionCount: number }) {
  const [format, setFormat] = useState<McpConfigFormat>('mcpServers');
  const [includeSecrets, setIncludeSecrets] = useState(false);
  const exporting = useConfigExport();

  return (
    <section aria-label="Export mcp.json" data-testid="config-export-panel" className="space-y-2 p-2.5">
      <label className="block space-y-0.5">
        <span className="text-[11px] font-medium text-zinc-600 dark:text-zinc-400">Format</span>
        <select
          className={INPUT}
          data-testid="config-export-format"
          value={format}
          onChange={(event) => setFormat(event.target.value as McpConfigFormat)}
        >
          {FORMAT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-start gap-1.5 text-[11px] text-zinc-700 dark:text-zinc-300">
        <input
          type="checkbox"
          data-testid="config-include-secrets"
          checked={includeSecrets}
          onChange={(event) => setIncludeSecrets(event.target.checked)}
          className="mt-0.5"
        />
        <span>
          Include secrets
          <span className="block text-[10px] text-zinc-500">
            {includeSecrets ? 'Env and header values are written in clear. Keep the file private.' : 'Env and header values are masked as •••.'}
          </span>
        </span>
      </label>
      {exporting.error && (
        <p role="alert" className="text-[11px] text-red-700 dark:text-red-300">
          {exporting.error.message}
        </p>
      )}
      {exporting.data?.warnings.map((warning, index) => (
        <p key={index} className="rounded bg-amber-50 px-1.5 py-0.5 text-[11px] text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
          {warning}
        </p>
      ))}
      <div className="flex justify-end gap-1.5">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Button
          variant="primary"
          data-testid="config-download"
          disabled={connectionCount === 0 || exporting.isPending}
          title={connectionCount === 0 ? 'No connections to export' : undefined}
          onClick={() => exporting.mutate({ format, includeSecrets }, { onSuccess: (done) => downloadFile(done.text, 'mcp.json', 'application/json') })}
        >
          Download mcp.json
        </Button>
      </div>
    </section>
  );
}
