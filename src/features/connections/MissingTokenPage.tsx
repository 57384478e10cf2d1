import type { ReactNode } from 'react';
import { NoticePage } from '../../ui/NoticePage';

/**
 * Shown when the page was opened without the bridge token (e.g. a bookmark of the bare address,
 * or the SPA served on its own). `children`: what still works without a bridge (opening a trace).
 */
export function MissingTokenPage({ children }: { children?: ReactNode }) {
  return (
    <NoticePage title="mcpscope needs its access token">
      <p className="text-zinc-600 dark:text-zinc-400">
        This page talks to the mcpscope bridge, which only answers requests that carry the token it
        generated when it started. Open the exact address printed by the <code className="font-mono">mcpscope</code>{' '}
        command, including the part after <code className="font-mono">#</code>:
      </p>
      <pre className="overflow-x-auto rounded bg-zinc-100 px-3 py-2 font-mono text-xs dark:bg-zinc-900">
        mcpscope ready at http://127.0.0.1:&lt;port&gt;/#token=&lt;token&gt;
      </pre>
      <p className="text-zinc-600 dark:text-zinc-400">
        Each run of mcpscope has a new token, so an address from an earlier run will not work either.
      </p>
      {children}
    </NoticePage>
  );
}
