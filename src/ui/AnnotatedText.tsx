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
import { SegmentedControl, type Segment } from './SegmentedControl';

export function AnnotatedText({ text, marks }: { text: string; marks: readonly TextMark[] }) {
  const [view, setView] = useState<TextView>('model');
  const segments = markedSegments(text, marks);
  const hidesContent = segments.some((segment) => segment.type === 'mark' && segment.mark.kind === 'hidden');
  return (
    <>
      {hidesContent && <SegmentedControl label="Show the text" segments={VIEWS} value={view} onChange={setView} testId="text-view" className="mb-1.5 font-sans" />}
      {segments.map((segment, index) =>
        segment.type === 'plain' ? segment.text : <FindingMark key={index} text={text} mark={segment.mark} raw={segment.text} view={view} />,
      )}
    </>
  );
}

const VIEWS: Segment<TextView>[] = [
  { value: 'model', content: 'As the model receives it' },
  { value: 'person', content: 'As a person sees it' },
];
