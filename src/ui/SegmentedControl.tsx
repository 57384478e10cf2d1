/**
 * A row of mutually exclusive choices (a radiogroup), the chosen one filled. Phrasing content only
 * (spans and buttons), so it may sit inside a <p> or a <pre> as well as in a toolbar.
 */
import type { ReactNode } from 'react';

export interface Segment<T extends string> {
  value: T;
  /** What the button shows: a word, or an icon when `label` names it. */
  content: ReactNode;
  /** The accessible name and tooltip, for a button that shows an icon. */
  label?: string;
}

export function SegmentedControl<T extends string>({
  label,
  segments,
  value,
  onChange,
  className = '',
  testId,
}: {
  /** The group's accessible name. */
  label: string;
  segments: readonly Segment<T>[];
  value: T;
  onChange: (next: T) => void;
  /** Placement and type (margins, font) from the caller; the look is the control's own. */
  className?: string;
  testId?: string;
}) {
  return (
    <span role="radiogroup" aria-label={label} data-testid={testId} className={`flex w-fit overflow-hidden rounded border border-zinc-300 dark:border-zinc-700 ${className}`}>
      {segments.map((segment) => (
        <button
          key={segment.value}
          type="button"
          role="radio"
          aria-checked={value === segment.value}
          aria-label={segment.label}
          title={segment.label}
          onClick={() => onChange(segment.value)}
          className="px-1.5 py-0.5 text-xs text-zinc-600 hover:bg-zinc-100 aria-checked:bg-indigo-600 aria-checked:text-white dark:text-zinc-300 dark:hover:bg-zinc-800 dark:aria-checked:bg-indigo-600 dark:aria-checked:text-white"
        >
          {segment.content}
        </button>
      ))}
    </span>
  );
}
