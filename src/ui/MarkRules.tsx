/**
 * The rules behind one mark in a text, shown while the mark is hovered or focused. Drawn fixed
 * beside the mark, outside the text's own box: descriptions and results scroll in boxes of their
 * own, which would cut off a popover placed inside them.
 */
import { useId, useState, type FocusEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { TextMark } from '../core/findings-view';
import { Badge } from './Badge';
import { SEVERITY_TONE } from './severity';

const WIDTH = 360;
/** Room below the mark; with less, the list opens above it. */
const ROOM_BELOW = 220;

export function useMarkRules() {
  const id = useId();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const show = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => setAnchor(event.currentTarget.getBoundingClientRect());
  const hide = () => setAnchor(null);
  return { id, anchor, triggers: { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide } };
}

export function MarkRules({ id, anchor, findings }: { id: string; anchor: DOMRect; findings: readonly TextMark[] }) {
  const left = Math.max(8, Math.min(anchor.left, window.innerWidth - WIDTH - 8));
  const place = anchor.bottom + ROOM_BELOW < window.innerHeight ? { top: anchor.bottom + 4 } : { bottom: window.innerHeight - anchor.top + 4 };
  return createPortal(
    <div
      id={id}
      role="tooltip"
      data-testid="mark-rules"
      style={{ position: 'fixed', left, width: WIDTH, ...place }}
      className="z-50 space-y-1.5 rounded border border-zinc-300 bg-white p-2 font-sans text-xs whitespace-normal text-zinc-800 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200"
    >
      {findings.map((finding, index) => (
        <div key={index} data-testid="mark-rule" data-rule={finding.ruleId} className="space-y-0.5">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone={SEVERITY_TONE[finding.severity]}>{finding.severity}</Badge>
            <span className="font-semibold">{finding.title}</span>
            <span className="font-mono text-[11px] text-zinc-500">{finding.ruleId}</span>
          </div>
          <p className="break-words">{finding.message}</p>
        </div>
      ))}
    </div>,
    document.body,
  );
}
