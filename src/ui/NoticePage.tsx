import type { ReactNode } from 'react';

/** A whole page that explains why the app cannot start, with what still works below. */
export function NoticePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex h-full items-center justify-center p-6">
      <div className="max-w-lg space-y-3 rounded-md border border-zinc-200 p-6 dark:border-zinc-800">
        <h1 className="text-base font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
