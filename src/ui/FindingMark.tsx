/**
 * One marked stretch of server text (src/core/text-marks.ts): the rules that flagged it show on
 * hover and focus; its content is spelled out as the model receives it (src/core/mark-pieces.ts)
 * or left as a person sees it, and a secret is masked in both until revealed.
 */
import { useState } from 'react';
import { receivedPieces, type ReceivedPiece } from '../core/mark-pieces';
import type { MergedMark } from '../core/text-marks';
import { MarkRules, useMarkRules } from './MarkRules';
import { SEVERITY_MARK } from './severity';

export type TextView = 'model' | 'person';

const CHIP = 'mx-px rounded-sm bg-zinc-900/10 px-1 font-mono text-[0.75em] font-normal whitespace-nowrap dark:bg-white/15';

export function FindingMark({ text, mark, raw, view }: { text: string; mark: MergedMark; raw: string; view: TextView }) {
  const rules = useMarkRules();
  return (
    <>
      <mark
        data-testid="finding-mark"
        data-kind={mark.kind}
        data-severity={mark.severity}
        data-rules={[...new Set(mark.findings.map((finding) => finding.ruleId))].join(' ')}
        tabIndex={0}
        aria-describedby={rules.anchor ? rules.id : undefined}
        {...rules.triggers}
        className={`rounded-sm px-0.5 ring-1 ring-inset outline-offset-1 ${SEVERITY_MARK[mark.severity]}`}
      >
        {mark.kind === 'secret' ? <SecretText text={raw} /> : view === 'person' ? raw : receivedPieces(text, mark).map((piece, index) => <Piece key={index} piece={piece} />)}
      </mark>
      {rules.anchor && <MarkRules id={rules.id} anchor={rules.anchor} findings={mark.findings} />}
    </>
  );
}

function Piece({ piece }: { piece: ReceivedPiece }) {
  switch (piece.type) {
    case 'text':
      return piece.text;
    case 'codepoint':
      return (
        <span data-testid="codepoint" className={CHIP}>
          {piece.visible && `${piece.char} `}
          {piece.label}
          {piece.count > 1 && ` ×${piece.count}`}
        </span>
      );
    case 'decoded':
      return (
        <>
          {piece.rawVisible && piece.raw}
          <span className={CHIP}>{piece.rawVisible ? piece.encoding : `${[...piece.raw].length} ${piece.encoding}`} →</span>{' '}
          <span data-testid="decoded-hidden" className="font-medium">
            {piece.decoded}
          </span>
        </>
      );
    case 'reversed':
      return (
        <>
          <span data-testid="reversed-run" className="underline decoration-dotted underline-offset-2">
            {piece.text}
          </span>
          <span data-testid="reversed-shown" className={CHIP}>
            a person sees “{piece.shown}”
          </span>
        </>
      );
  }
}

function SecretText({ text }: { text: string }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <span data-revealed={revealed}>
      {revealed ? text : `${'•'.repeat(Math.min(12, text.length))} (${text.length} chars)`}{' '}
      <button type="button" data-testid="reveal-secret" onClick={() => setRevealed(!revealed)} className="text-[11px] underline">
        {revealed ? 'hide' : 'reveal'}
      </button>
    </span>
  );
}
