/**
 * Server-supplied text with findings shown where their evidence is (issue 4, "UI"): offending
 * spans highlighted, hidden content (invisible characters, Unicode tags, encoded blobs) shown with
 * what it decodes to, and secrets masked until the person reveals them. Plain text only: nothing
 * here renders server content as HTML.
 */
import { useState, type ReactNode } from 'react';
import type { TextMark } from '../core/findings-view';
import { SEVERITY_MARK } from './severity';

/** Characters a reader cannot see (controls but line breaks and tabs, format characters such as
 * zero-width, bidi and Unicode tags), shown as U+XXXX inside marks so the evidence is visible. */
const INVISIBLE = /(?![\t\n\r])[\p{Cc}\p{Cf}]/gu;

export function revealInvisible(text: string): string {
  return text.replace(INVISIBLE, (char) => `⟦U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟧`);
}

export function AnnotatedText({ text, marks }: { text: string; marks: readonly TextMark[] }) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  marks.forEach((mark, index) => {
    if (mark.start < cursor || mark.end > text.length) return;
    if (mark.start > cursor) parts.push(text.slice(cursor, mark.start));
    parts.push(<Mark key={index} mark={mark} text={text.slice(mark.start, mark.end)} />);
    cursor = mark.end;
  });
  parts.push(text.slice(cursor));
  return <>{parts}</>;
}

function Mark({ mark, text }: { mark: TextMark; text: string }) {
  const frame = `rounded-sm px-0.5 ring-1 ring-inset ${SEVERITY_MARK[mark.severity]}`;
  if (mark.kind === 'secret') return <SecretMark mark={mark} text={text} frame={frame} />;
  if (mark.kind === 'hidden') {
    return (
      <mark data-testid="finding-mark" data-kind="hidden" data-severity={mark.severity} title={`${mark.label}\nAs stored: ${revealInvisible(text)}`} className={frame}>
        <span className="font-semibold">hidden:</span> <span data-testid="decoded-hidden">{mark.decoded ?? revealInvisible(text)}</span>
      </mark>
    );
  }
  return (
    <mark data-testid="finding-mark" data-kind="highlight" data-severity={mark.severity} title={mark.label} className={frame}>
      {revealInvisible(text)}
    </mark>
  );
}

function SecretMark({ mark, text, frame }: { mark: TextMark; text: string; frame: string }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <mark data-testid="finding-mark" data-kind="secret" data-severity={mark.severity} data-revealed={revealed} title={mark.label} className={frame}>
      {revealed ? text : `${'•'.repeat(Math.min(12, text.length))} (${text.length} chars)`}{' '}
      <button type="button" data-testid="reveal-secret" onClick={() => setRevealed(!revealed)} className="text-[11px] underline">
        {revealed ? 'hide' : 'reveal'}
      </button>
    </mark>
  );
}
