/**
 * A modal <dialog> over the page, for what needs more room than the panel it was asked from (the
 * message dock's answer comparison, the Replay form). showModal keeps focus inside, Escape closes
 * it (the dialog's cancel event), and the page behind is inert.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';

/** `fill`: nearly the whole page, for side-by-side content; `form`: as tall as its content, a readable width. */
export type ModalDialogSize = 'fill' | 'form';

const SIZES: Record<ModalDialogSize, { dialog: string; frame: string; body: string }> = {
  fill: { dialog: 'h-[90vh] w-[94vw]', frame: 'h-full', body: '' },
  form: { dialog: 'max-h-[90vh] w-[min(56rem,94vw)]', frame: 'max-h-[90vh]', body: 'overflow-y-auto' },
};

export interface ModalDialogProps {
  title: string;
  /** A second line under the title, e.g. the name of what the dialog acts on. */
  subtitle?: string;
  /** The dialog's accessible name, when the title alone is ambiguous. */
  label?: string;
  size?: ModalDialogSize;
  onClose: () => void;
  /** The dialog's test id; its Close button gets `<testId>-close`. */
  testId?: string;
  children: ReactNode;
}

export function ModalDialog({ title, subtitle, label, size = 'fill', onClose, testId, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const sized = SIZES[size];
  return (
    <dialog
      ref={ref}
      data-testid={testId}
      aria-label={label ?? title}
      onClose={onClose}
      className={`m-auto ${sized.dialog} overflow-hidden rounded-lg border border-zinc-300 bg-white p-0 text-xs text-zinc-900 shadow-xl backdrop:bg-zinc-950/50 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100`}
    >
      <div className={`flex ${sized.frame} flex-col`}>
        <div className="flex items-center gap-2 border-b border-zinc-200 px-3 py-2 dark:border-zinc-800">
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-sm font-semibold">{title}</h2>
            {subtitle && (
              <p className="truncate font-mono text-zinc-600 dark:text-zinc-400" title={subtitle}>
                {subtitle}
              </p>
            )}
          </div>
          <Button variant="ghost" data-testid={testId && `${testId}-close`} onClick={() => ref.current?.close()}>
            Close
          </Button>
        </div>
        <div className={`min-h-0 flex-1 ${sized.body} p-3`}>{children}</div>
      </div>
    </dialog>
  );
}
