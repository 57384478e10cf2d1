/**
 * HTML start tags found by pattern, for rules that look at HTML inside text (output that may be
 * rendered, an app's HTML). No HTML tokenizer is installed; these patterns are bounded so a scan
 * stays linear on megabytes of angle brackets.
 */

/**
 * One HTML start tag: group 1 the name, group 2 the attributes. The alternatives start with
 * different characters and quoted values stop at "<", so a scan never runs past the next tag.
 */
export const HTML_TAG = /<([A-Za-z][\w:-]{0,30})((?:[^<>"']|"[^"<]{0,1000}"|'[^'<]{0,1000}'){0,2000})>/g;

/** `name=value` with the value double-, single- or un-quoted; group 1 the name, 2–4 the value. */
const ATTRIBUTE = /(?:^|\s)([A-Za-z_:][\w:.-]{0,40})\s{0,3}=\s{0,3}(?:"([^"]{0,4000})"|'([^']{0,4000})'|([^\s"'=<>`]{1,4000}))/g;

export interface TagAttribute {
  name: string;
  value: string;
  /** Where the value starts in the attribute text. */
  offset: number;
}

/** The attributes of one start tag (group 2 of HTML_TAG), names lower-cased. */
export function tagAttributes(attributes: string): TagAttribute[] {
  return [...attributes.matchAll(ATTRIBUTE)].map((match) => {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    const quoted = match[2] !== undefined || match[3] !== undefined ? 1 : 0;
    return { name: (match[1] ?? '').toLowerCase(), value, offset: match.index + match[0].length - value.length - quoted };
  });
}
