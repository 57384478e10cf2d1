/**
 * What was cut from a long string or array (clipped-content.ts does the cutting). Apart from it
 * because the wire records and call records carry these lists: the shapes sit below both.
 */

/** One string that was cut: the preview holds its first `shownChars` of `totalChars`. */
export interface ClippedString {
  pointer: string;
  totalChars: number;
  shownChars: number;
}

/** One array that was cut: the preview holds its first `shownItems` of `totalItems`. */
export interface ClippedItems {
  pointer: string;
  totalItems: number;
  shownItems: number;
  /** The length of the JSON text the cut items took, so the log can still size the message whole. */
  omittedChars: number;
}

export type Clip = ClippedString | ClippedItems;

export function isClippedItems(clip: Clip): clip is ClippedItems {
  return 'totalItems' in clip;
}
