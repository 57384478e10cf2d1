import type { ReactNode } from 'react';

/** The button that opens and closes a section: its arrow, and the ARIA that ties it to the body it shows. */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  className,
  children,
}: {
  open: boolean;
  /** The id of the body it shows and hides. */
  controls: string;
  onToggle: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle} className={className}>
      <span aria-hidden className="w-3 text-zinc-400">
        {open ? '▾' : '▸'}
      </span>
      {children}
    </button>
  );
}
