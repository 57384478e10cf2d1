import type { ReactNode } from 'react';

/** A titled box: the page's basic section. `actions` sit at the right of the title bar. */
export function Panel({
  title,
  actions,
  children,
  tone = 'neutral',
  testId,
  className = '',
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** `danger` frames crash and error panels. */
  tone?: 'neutral' | 'danger';
  testId?: string;
  className?: string;
}) {
  const frame =
    tone === 'danger'
      ? 'border-red-300 dark:border-red-900'
      : 'border-zinc-200 dark:border-zinc-800';
  const head =
    tone === 'danger'
      ? 'bg-red-50 text-red-800 dark:bg-red-950/60 dark:text-red-200'
      : 'bg-zinc-50 text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300';
  return (
    <section data-testid={testId} className={`overflow-hidden rounded-md border ${frame} ${className}`}>
      <header className={`flex items-center gap-2 border-b px-3 py-1.5 text-xs font-semibold ${frame} ${head}`}>
        <h2 className="min-w-0 flex-1 truncate">{title}</h2>
        {actions}
      </header>
      <div className="bg-white dark:bg-zinc-950">{children}</div>
    </section>
  );
}
