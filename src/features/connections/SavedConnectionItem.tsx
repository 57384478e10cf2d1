/**
 * One saved connection in the sidebar. Its secrets arrive masked from the bridge and are shown as
 * names only (KEY=•••): Connect asks the bridge, which reads the real values from its store.
 */
import { useState, type FormEvent } from 'react';
import type { ConnectionTarget, NamedConnectRequest } from '../../core/bridge-api';
import { Button } from '../../ui/Button';
import { targetLine, TRANSPORT_LABELS } from './describe';

const INPUT =
  'min-w-0 flex-1 rounded border border-zinc-300 bg-white px-1.5 py-0.5 text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900';

/** `KEY=•••` for env, `Header: •••` for headers: which secrets exist, never what they are. */
export function maskedSecrets(target: ConnectionTarget): string[] {
  if (target.transport === 'stdio') return Object.entries(target.env ?? {}).map(([key, value]) => `${key}=${value}`);
  return Object.entries(target.headers ?? {}).map(([key, value]) => `${key}: ${value}`);
}

export function SavedConnectionItem({
  saved,
  busy,
  onConnect,
  onRename,
  onDelete,
}: {
  saved: NamedConnectRequest;
  busy: boolean;
  onConnect: () => void;
  onRename: (newName: string) => void;
  onDelete: () => void;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view');
  const [draft, setDraft] = useState(saved.name);
  const line = targetLine(saved.target);
  const secrets = maskedSecrets(saved.target);

  function submitRename(event: FormEvent) {
    event.preventDefault();
    const name = draft.trim();
    if (name !== '' && name !== saved.name) onRename(name);
    setMode('view');
  }

  return (
    <li data-testid="saved-connection" data-name={saved.name} className="space-y-1 rounded px-2 py-1.5 hover:bg-zinc-100 dark:hover:bg-zinc-900">
      {mode === 'rename' ? (
        <form className="flex items-center gap-1" onSubmit={submitRename}>
          <input
            aria-label={`New name for ${saved.name}`}
            data-testid="saved-rename-input"
            className={INPUT}
            value={draft}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setMode('view')}
          />
          <Button type="submit" data-testid="saved-rename-save" disabled={draft.trim() === ''}>
            Save
          </Button>
        </form>
      ) : (
        <span className="block truncate text-xs font-medium" title={saved.name}>
          {saved.name}
        </span>
      )}
      <span className="flex items-center gap-1.5 text-[11px] text-zinc-500 dark:text-zinc-400">
        <span className="shrink-0">{TRANSPORT_LABELS[saved.target.transport]}</span>
        <span className="min-w-0 flex-1 truncate font-mono" title={line} data-testid="saved-target">
          {line}
        </span>
      </span>
      {secrets.length > 0 && (
        <span className="flex flex-wrap gap-1" data-testid="saved-secrets">
          {secrets.map((secret) => (
            <code key={secret} className="max-w-full truncate rounded bg-zinc-100 px-1 font-mono text-[10px] text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300" title={secret}>
              {secret}
            </code>
          ))}
        </span>
      )}
      <span className="flex items-center gap-1">
        <Button variant="primary" data-testid="saved-connect" disabled={busy} onClick={onConnect}>
          Connect
        </Button>
        {mode === 'confirm-delete' ? (
          <>
            <Button variant="danger" data-testid="saved-delete-confirm" disabled={busy} onClick={onDelete}>
              Yes, delete
            </Button>
            <Button variant="ghost" onClick={() => setMode('view')}>
              Keep
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="ghost"
              data-testid="saved-rename"
              disabled={busy}
              onClick={() => {
                setDraft(saved.name);
                setMode(mode === 'rename' ? 'view' : 'rename');
              }}
            >
              Rename
            </Button>
            <Button variant="ghost" data-testid="saved-delete" disabled={busy} onClick={() => setMode('confirm-delete')}>
              Delete
            </Button>
          </>
        )}
      </span>
    </li>
  );
}
