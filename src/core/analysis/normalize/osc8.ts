/**
 * OSC 8 terminal hyperlinks (ESC ] 8 ; params ; target ST label ESC ] 8 ; ; ST): a terminal shows
 * the label and opens the target, which nobody sees until they click. The target is decoded as
 * hidden text; the escape itself is hidden-content/terminal-escapes' business.
 */
import { clip } from '../finding';
import { standalone, type Decoding } from './decoding';

/** ST is BEL or ESC \. Each part excludes the delimiters after it, so the pattern cannot backtrack. */
// eslint-disable-next-line no-control-regex -- ESC and BEL delimit the sequence
const LINK = /\u001B\]8;[^;\u0007\u001B]*;([^\u0007\u001B]*)(?:\u0007|\u001B\\)([^\u001B]*)\u001B\]8;;(?:\u0007|\u001B\\)/g;

export function linkDecodings(text: string): Decoding[] {
  if (!text.includes('\u001B]8;')) return [];
  return [...text.matchAll(LINK)].flatMap((match) => {
    const [whole, target = '', label = ''] = match;
    if (target === '') return [];
    const segment = { span: { start: match.index, end: match.index + whole.length }, encoding: `an OSC 8 terminal link labelled "${clip(label, 60)}"`, decoded: target };
    return [standalone(segment, label.trim() === target ? undefined : `An OSC 8 terminal link shows "${clip(label, 80)}" but opens "${clip(target, 160)}".`)];
  });
}
