import { useState, type PointerEvent, type ReactNode } from 'react';

const MIN_HEIGHT = 120;
const HEADER_HEIGHT = 30;

function readHeight(storageKey: string, fallback: number): number {
  try {
    const stored = Number(localStorage.getItem(storageKey));
    return stored >= MIN_HEIGHT ? stored : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A bottom panel, like a browser's devtools drawer: collapsible to its header, resizable by
 * dragging its top edge, with the height remembered per browser.
 */
export function ResizableDock({
  header,
  open,
  children,
  storageKey,
  defaultHeight = 320,
  testId,
}: {
  /** Always visible, also when collapsed; put the open/close control here. */
  header: ReactNode;
  open: boolean;
  children: ReactNode;
  storageKey: string;
  defaultHeight?: number;
  testId?: string;
}) {
  const [height, setHeight] = useState(() => readHeight(storageKey, defaultHeight));

  function startResize(event: PointerEvent<HTMLDivElement>) {
    event.preventDefault();
    const startY = event.clientY;
    const startHeight = height;
    let latest = startHeight;
    const move = (e: globalThis.PointerEvent) => {
      // Leave room for the top bar and some of the main view.
      latest = Math.min(window.innerHeight - 120, Math.max(MIN_HEIGHT, startHeight + startY - e.clientY));
      setHeight(latest);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      try {
        localStorage.setItem(storageKey, String(latest));
      } catch {
        // Not remembered, still resized.
      }
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }

  return (
    <section
      data-testid={testId}
      className="relative flex shrink-0 flex-col border-t border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
      style={{ height: open ? height : HEADER_HEIGHT }}
    >
      {open && (
        <div
          role="separator"
          aria-orientation="horizontal"
          aria-label="Resize panel"
          onPointerDown={startResize}
          className="absolute -top-1 left-0 z-10 h-2 w-full cursor-row-resize hover:bg-indigo-400/30"
        />
      )}
      <div className="flex shrink-0 items-center gap-2 border-b border-zinc-200 bg-zinc-50 px-3 dark:border-zinc-800 dark:bg-zinc-900" style={{ height: HEADER_HEIGHT }}>
        {header}
      </div>
      {open && <div className="flex min-h-0 flex-1 flex-col">{children}</div>}
    </section>
  );
}
