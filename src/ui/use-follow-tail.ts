/**
 * Follow-the-tail scrolling for a virtualised list with the newest row at the bottom: while
 * following, new rows scroll into view; scrolling up (the wheel, or a press on the scrollbar) stops
 * that, and scrolling back to the bottom resumes it. The owner keeps `followTail`, so a control
 * elsewhere can switch it too.
 */
import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, type HTMLAttributes } from 'react';

type ScrollerHandlers = Required<Pick<HTMLAttributes<HTMLElement>, 'onWheel' | 'onPointerDown' | 'onScroll'>>;

export function useFollowTail({
  virtualizer,
  count,
  rowHeight,
  followTail,
  onFollowTailChange,
}: {
  virtualizer: Pick<Virtualizer<HTMLDivElement, Element>, 'scrollToIndex'>;
  count: number;
  /** Within one row of the bottom counts as at the bottom. */
  rowHeight: number;
  followTail: boolean;
  onFollowTailChange: (follow: boolean) => void;
}): ScrollerHandlers {
  useEffect(() => {
    if (followTail && count > 0) virtualizer.scrollToIndex(count - 1, { align: 'end' });
  }, [followTail, count, virtualizer]);

  return {
    onWheel: (event) => event.deltaY < 0 && followTail && onFollowTailChange(false),
    // A press on the scroller itself is a press on its scrollbar: the user takes over scrolling.
    onPointerDown: (event) => event.target === event.currentTarget && followTail && onFollowTailChange(false),
    onScroll: (event) => {
      const element = event.currentTarget;
      const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < rowHeight;
      if (atBottom && !followTail) onFollowTailChange(true);
    },
  };
}
