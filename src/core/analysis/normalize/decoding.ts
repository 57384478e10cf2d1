/** What every decoder returns: a hidden segment, the text the rules reread, and the way back. */
import type { Span } from '../finding';
import type { DecodedSegment } from '../hidden-text';

export interface Decoding extends DecodedSegment {
  /**
   * What the rules reread: the decoded text, or for an in-place decoding (percent-encoding,
   * entities, escapes) the whole text with them decoded. `locate` maps a span of it back to the
   * decoded text's source, and gives undefined where nothing was decoded (found there already).
   */
  reread: { text: string; locate: (start: number, end: number) => Span | undefined };
  /** Why `hidden-content/encoded-text` reports it, when it does: the decoding has no honest purpose. */
  report?: string;
}

/** A decoding that stands apart (a blob, a line): every part of it comes from the segment's span. */
export function standalone(segment: DecodedSegment, report?: string): Decoding {
  return { ...segment, reread: { text: segment.decoded, locate: () => segment.span }, ...(report === undefined ? {} : { report }) };
}
