import type { InputHTMLAttributes } from 'react';

/**
 * The app's one-line text field (filters, reasons, notes), so they all look and focus alike.
 * `className` adds layout (width, flex) to the shared look.
 */
export function TextInput({ className = '', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={`rounded border border-zinc-300 bg-white px-2 py-0.5 text-xs focus:border-indigo-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 ${className}`}
      {...props}
    />
  );
}
