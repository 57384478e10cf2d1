import { useId, useState, type ReactNode } from 'react';
import { DisclosureButton } from './DisclosureButton';

/**
 * A section whose body is not rendered while closed (unlike <details>), so a closed schema
 * section never mounts Monaco and never downloads it.
 */
export function Collapsible({
  title,
  aside,
  defaultOpen = false,
  testId,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  defaultOpen?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section data-testid={testId} className="rounded border border-zinc-200 dark:border-zinc-800">
      <div className="flex items-center gap-2 px-2 py-1.5">
        <DisclosureButton
          open={open}
          controls={bodyId}
          onToggle={() => setOpen(!open)}
          className="flex flex-1 items-center gap-1.5 text-left text-xs font-semibold text-zinc-700 dark:text-zinc-300"
        >
          {title}
        </DisclosureButton>
        {aside}
      </div>
      {open && (
        <div id={bodyId} className="border-t border-zinc-200 p-2 dark:border-zinc-800">
          {children}
        </div>
      )}
    </section>
  );
}
