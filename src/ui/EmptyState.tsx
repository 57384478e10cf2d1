import type { ReactNode } from 'react';

/** What a region shows when it has nothing yet: say why, and what to do next. */
export function EmptyState({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} className="flex flex-col items-center justify-center gap-1 p-6 text-center text-xs text-zinc-500 dark:text-zinc-400">
      <p className="font-medium text-zinc-700 dark:text-zinc-300">{title}</p>
      {children}
    </div>
  );
}
