/**
 * A modal <dialog> over the whole page, for what needs more room than the panel it was asked from
 * (the message dock's answer comparison). showModal keeps focus inside, Escape closes it, and the
 * page behind is inert.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';

export function ModalDialog({ title, onClose, testId, children }: { title: string; onClose: () => void; testId?: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      data-testid={testId}
      aria-label={title}
      onClose={onClose}
      className="m-auto h-[90vh] w-[94vw] overflow-hidden rounded-lg border border-zinc-300 bg-white p-0 text-xs text-zinc-900 shadow-xl backdrop:bg-zinc-950/50 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center gap-2 border-b border-zinc-200 px-3 py-2 dark:border-zinc-800">
          <h2 className="min-w-0 flex-1 truncate text-sm font-semibold">{title}</h2>
          <Button variant="ghost" data-testid={testId && `${testId}-close`} onClick={() => ref.current?.close()}>
            Close
          </Button>
        </div>
        <div className="min-h-0 flex-1 p-3">{children}</div>
      </div>
    </dialog>
  );
}
