/**
 * Server-supplied text with findings shown where their evidence is (issue 4, "UI"), readable when
 * they pile up (issue 20, item 2): the whole text once, each flagged stretch marked once with
 * every rule that flagged it, and hidden content spelled out as the model receives it, or shown
 * as a person sees it. Secrets stay masked until revealed. Plain text only: nothing here renders
 * server content as HTML.
 */
import { useState } from 'react';
import type { TextMark } from '../core/findings-view';
import { markedSegments } from '../core/text-marks';
import { FindingMark, type TextView } from './FindingMark';

export function AnnotatedText({ text, marks }: { text: string; marks: readonly TextMark[] }) {
  const [view, setView] = useState<TextView>('model');
  const segments = markedSegments(text, marks);
  const hidesContent = segments.some((segment) => segment.type === 'mark' && segment.mark.kind === 'hidden');
  return (
    <>
      {hidesContent && <TextViewToggle view={view} onChange={setView} />}
      {segments.map((segment, index) =>
        segment.type === 'plain' ? segment.text : <FindingMark key={index} text={text} mark={segment.mark} raw={segment.text} view={view} />,
      )}
    </>
  );
}

const VIEWS: { view: TextView; label: string }[] = [
  { view: 'model', label: 'As the model receives it' },
  { view: 'person', label: 'As a person sees it' },
];

/** Phrasing content only (spans and buttons): callers put the text in a <p> or a <pre>. */
function TextViewToggle({ view, onChange }: { view: TextView; onChange: (view: TextView) => void }) {
  return (
    <span role="radiogroup" aria-label="Show the text" data-testid="text-view" data-view={view} className="mb-1.5 flex w-fit gap-0.5 rounded border border-zinc-300 p-0.5 font-sans text-[11px] leading-4 dark:border-zinc-700">
      {VIEWS.map((option) => (
        <button
          key={option.view}
          type="button"
          role="radio"
          aria-checked={view === option.view}
          onClick={() => onChange(option.view)}
          className="rounded px-1.5 py-0.5 text-zinc-600 hover:bg-zinc-100 aria-checked:bg-zinc-800 aria-checked:text-white dark:text-zinc-300 dark:hover:bg-zinc-800 dark:aria-checked:bg-zinc-200 dark:aria-checked:text-zinc-900"
        >
          {option.label}
        </button>
      ))}
    </span>
  );
}
