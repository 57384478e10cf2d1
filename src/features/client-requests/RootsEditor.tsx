/**
 * The connection's roots (spec client/roots): mcpscope answers roots/list from this list, and
 * saving sends notifications/roots/list_changed so the server can ask again.
 */
import { useMemo, useState } from 'react';
import type { MutationState } from '../../api/mutation-state';
import type { Root, RootsState } from '../../core/bridge-api';
import { checkRootRows, rootsFromRows, rowsFromRoots, sameRoots, type RootRow } from '../../core/roots-edit';
import { Button } from '../../ui/Button';
import { INPUT } from './request-format';

export function RootsEditor({
  saved,
  declared,
  state,
  onSave,
}: {
  saved: readonly Root[];
  /** False when the connection was made with the roots capability turned off. */
  declared: boolean;
  state: MutationState<RootsState, RootsState>;
  onSave: (roots: RootsState) => void;
}) {
  const [rows, setRows] = useState<RootRow[]>(() => rowsFromRoots(saved));
  const issues = useMemo(() => checkRootRows(rows), [rows]);
  const built = useMemo(() => rootsFromRows(rows), [rows]);
  const dirty = !built.ok || !sameRoots(built.value.roots, saved);
  const update = (index: number, patch: Partial<RootRow>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <div data-testid="roots-editor" className="space-y-2 p-3 text-xs">
      {!declared && (
        <p className="text-amber-700 dark:text-amber-400">
          This connection does not declare the roots capability, so the server should not ask for them.
        </p>
      )}
      {rows.length === 0 && <p className="text-zinc-500">No roots: roots/list answers an empty list.</p>}
      <ul className="space-y-1">
        {rows.map((row, index) => (
          <li key={index} data-testid="root-row" className="space-y-0.5">
            <div className="flex gap-1.5">
              <input
                data-testid="root-uri"
                aria-label={`Root ${index + 1} URI`}
                className={`${INPUT} flex-[2]`}
                placeholder="file:///home/me/project"
                value={row.uri}
                onChange={(e) => update(index, { uri: e.target.value })}
              />
              <input
                data-testid="root-name"
                aria-label={`Root ${index + 1} name`}
                className={`${INPUT} flex-1`}
                placeholder="name (optional)"
                value={row.name}
                onChange={(e) => update(index, { name: e.target.value })}
              />
              <Button variant="ghost" aria-label={`Remove root ${index + 1}`} onClick={() => setRows((current) => current.filter((_, i) => i !== index))}>
                ✕
              </Button>
            </div>
            {issues
              .filter((issue) => issue.index === index)
              .map((issue) => (
                <p key={issue.message} className={issue.severity === 'error' ? 'text-red-700 dark:text-red-300' : 'text-amber-700 dark:text-amber-400'}>
                  {issue.message}
                </p>
              ))}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button data-testid="add-root" onClick={() => setRows((current) => [...current, { uri: '', name: '' }])}>
          + Add root
        </Button>
        <Button
          variant="primary"
          data-testid="save-roots"
          disabled={!built.ok || !dirty || state.status === 'pending'}
          onClick={() => built.ok && onSave(built.value)}
        >
          {state.status === 'pending' ? 'Saving…' : 'Save'}
        </Button>
        <span className="text-zinc-500">
          Saving sends <span className="font-mono">notifications/roots/list_changed</span> to the server.
        </span>
        {state.status === 'success' && !dirty && <span className="text-emerald-700 dark:text-emerald-400" data-testid="roots-saved">Saved; list_changed sent.</span>}
        {state.status === 'error' && <span role="alert" className="text-red-700 dark:text-red-300">Could not save: {state.message}</span>}
      </div>
    </div>
  );
}
