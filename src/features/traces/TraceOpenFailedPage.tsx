import type { ReactNode } from 'react';
import { NoticePage } from '../../ui/NoticePage';

/**
 * `mcpscope open <trace>` whose trace could not be read: the page had its token, so it says what
 * was wrong with the file, not that a token is missing. `children`: the trace opener, to try another.
 */
export function TraceOpenFailedPage({ message, children }: { message: string; children: ReactNode }) {
  return (
    <NoticePage title="mcpscope could not open the trace">
      <p role="alert" className="break-words text-red-700 dark:text-red-400">
        {message}
      </p>
      <p className="text-zinc-600 dark:text-zinc-400">
        Nothing of it is shown. Fix the file and run <code className="font-mono">mcpscope open</code> again, or open another trace here:
      </p>
      {children}
    </NoticePage>
  );
}
