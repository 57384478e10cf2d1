/**
 * Watch a resource's updates on a 2026-07-28 connection: its URI joins the listen filter's
 * resourceSubscriptions (what resources/subscribe did in 2025), and the stream is opened again.
 * Whether the server honours it shows in the filter table beside it.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { useWatchResources } from './use-watched-resources';

const INPUT =
  'rounded border border-zinc-300 bg-white px-2 py-0.5 font-mono text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900';

export function WatchResourceForm({ connectionId, watched, ready }: { connectionId: string; watched: readonly string[]; ready: boolean }) {
  const { state, watch } = useWatchResources(connectionId);
  const [uri, setUri] = useState('');
  const pending = state.status === 'pending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    watch([...watched, uri.trim()]);
    setUri('');
  };
  return (
    <div className="space-y-1">
      <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1">
          Watch resource
          <input data-testid="watch-resource-uri" className={`${INPUT} w-72`} value={uri} placeholder="note://1" onChange={(event) => setUri(event.target.value)} />
        </label>
        <Button type="submit" data-testid="watch-resource" disabled={!ready || pending || uri.trim() === '' || watched.includes(uri.trim())}>
          Watch
        </Button>
      </form>
      {watched.map((shown) => (
        <p key={shown} className="flex items-center gap-2">
          <span className="font-mono">{shown}</span>
          <Button variant="ghost" disabled={!ready || pending} onClick={() => watch(watched.filter((other) => other !== shown))}>
            Stop watching
          </Button>
        </p>
      ))}
      {state.status === 'error' && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          Could not change the watched resources: {state.message}
        </p>
      )}
    </div>
  );
}
