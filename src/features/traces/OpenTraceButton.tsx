/** "Open trace…" in the top bar: swaps the page to a recorded trace, from a live session or another trace. */
import { useState } from 'react';
import type { TraceLoader } from './read-trace-file';

export function OpenTraceButton({ loader }: { loader: TraceLoader }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="flex min-w-0 items-center gap-2">
      {error && (
        <span role="alert" data-testid="open-trace-error" title={error} className="max-w-96 truncate text-[11px] text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
      <label className="cursor-pointer rounded px-2 py-0.5 text-xs font-medium text-zinc-600 hover:bg-zinc-200 dark:text-zinc-300 dark:hover:bg-zinc-800">
        Open trace…
        <input
          type="file"
          className="sr-only"
          data-testid="open-trace-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            void loader.load(file).then((loaded) => {
              setError(loaded.ok ? null : loaded.error.message);
              if (loaded.ok) loader.show(loaded.value);
            });
          }}
        />
      </label>
    </span>
  );
}
