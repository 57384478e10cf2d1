/** A failed read, said where its result would have been: what failed, and the error as it came. */
import type { ReactNode } from 'react';

export function ErrorNotice({ title, message, testId, className = '', children }: { title: string; message: string; testId: string; className?: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className={`rounded border border-red-300 bg-red-50 p-2 text-xs text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200 ${className}`}
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5 break-words">{message}</p>
      {children}
    </div>
  );
}
