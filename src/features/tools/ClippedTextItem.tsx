/** A content item's text that the bridge sent clipped: the notice with its actions, then the text (issue 6, B4). */
import type { TextMark } from '../../core/findings-view';
import { AnnotatedText } from '../../ui/AnnotatedText';
import { LargeTextLines, LargeTextNotice } from '../../ui/LargeText';
import { formatBytes } from './call-format';
import { useClippedText, type ClippedSource } from './use-clipped-text';

export function ClippedTextItem({ preview, source, marks }: { preview: string; source: ClippedSource; marks: readonly TextMark[] }) {
  const { text, fetch, run } = useClippedText(preview, source);
  // Findings mark offsets in the whole text; only those inside the preview can be drawn on it.
  const shownMarks = marks.filter((mark) => mark.end <= preview.length);
  return (
    <div className="space-y-1.5">
      <LargeTextNotice shownChars={text.length} totalChars={source.totalChars} formatSize={formatBytes} fetch={fetch} onAction={run} />
      {marks.length > 0 ? (
        // Marked text stays the preview, drawn with its marks: a masked secret must stay masked.
        <pre className="max-h-[32rem] overflow-auto font-mono text-xs leading-5 break-words whitespace-pre-wrap">
          <AnnotatedText text={preview} marks={shownMarks} />
        </pre>
      ) : (
        <LargeTextLines text={text} />
      )}
    </div>
  );
}
