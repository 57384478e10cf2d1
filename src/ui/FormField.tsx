import type { ReactNode } from 'react';

/** A labelled form control with an optional hint below it: the New connection form's and the Replay panel's. */
export function FormField({ label, hint, children }: { label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <label className="block space-y-0.5">
      <span className="text-[11px] font-medium text-zinc-600 dark:text-zinc-400">{label}</span>
      {children}
      {hint && <span className="block text-[10px] text-zinc-500">{hint}</span>}
    </label>
  );
}
