/**
 * What a person sees versus what a model reads (issue 22). Clients render descriptions and results
 * as Markdown with inline HTML, so text can sit in plain view of the model and out of a person's:
 * an HTML comment, a Markdown link-reference "comment" (`[//]: # (…)`), an element hidden by CSS or
 * the `hidden` attribute, the collapsed body of a `<details>`, an alt or title attribute. Code
 * samples show their text as it is, so nothing inside them counts.
 *
 * A bounded scanner rather than a Markdown parser: mdast-util-from-markdown takes seconds on 16 KB
 * of link definitions or backticks, and the engine must stay fast on megabyte inputs. Each pass
 * here is linear in the text.
 */
import type { Span } from './finding';
import { HTML_TAG, tagAttributes } from './html-tags';

export type HiddenHow = 'html-comment' | 'markdown-comment' | 'css-hidden' | 'hidden-attribute' | 'collapsed-details' | 'attribute';

export interface HiddenPart {
  how: HiddenHow;
  /** The hidden text itself, in the original string. */
  span: Span;
  /** What hides it, for the message: "display:none", "alt attribute", … */
  detail: string;
}

/** One trick repeated all over a text yields this many parts of each kind at most, so a megabyte of tags stays fast. */
const MAX_PARTS = 20;

/** Something that may hide text; texts with none of these are skipped at once. */
const CANDIDATE = /<!--|\]:|<[a-z]|!\[/i;

export function hiddenFromPerson(text: string): HiddenPart[] {
  if (!CANDIDATE.test(text)) return [];
  const code = codeMask(text);
  const outsideCode = (part: HiddenPart) => code[part.span.start] !== 1;
  const parts = [...htmlComments(text), ...referenceComments(text), ...hiddenElements(text, code), ...imageAlts(text)];
  return parts.filter((part) => outsideCode(part) && text.slice(part.span.start, part.span.end).trim() !== '').sort((a, b) => a.span.start - b.span.start);
}

// ---- code samples: fenced blocks and inline code spans ----

const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[ \t]*$|(?![\s\S]))/gm;
const BACKTICK_RUN = /`+/g;

/** 1 for every character inside a code block or code span. */
function codeMask(text: string): Uint8Array {
  const mask = new Uint8Array(text.length + 1);
  for (const match of text.matchAll(FENCE)) mask.fill(1, match.index, match.index + match[0].length);
  // A code span runs from a backtick run to the next run of the same length (CommonMark 6.1).
  const runs = [...text.matchAll(BACKTICK_RUN)].filter((match) => mask[match.index] !== 1);
  const nextOfLength = new Array<number>(runs.length).fill(-1);
  const latest = new Map<number, number>();
  for (let index = runs.length - 1; index >= 0; index--) {
    const length = runs[index]![0].length;
    nextOfLength[index] = latest.get(length) ?? -1;
    latest.set(length, index);
  }
  for (let index = 0; index < runs.length; index++) {
    const close = nextOfLength[index]!;
    if (close === -1) continue;
    const open = runs[index]!;
    const end = runs[close]!;
    mask.fill(1, open.index, end.index + end[0].length);
    index = close;
  }
  return mask;
}

// ---- comments ----

function htmlComments(text: string): HiddenPart[] {
  const parts: HiddenPart[] = [];
  for (let open = text.indexOf('<!--'); open !== -1; open = text.indexOf('<!--', open + 4)) {
    const close = text.indexOf('-->', open + 4);
    if (close === -1) break;
    parts.push({ how: 'html-comment', span: { start: open + 4, end: close }, detail: 'an HTML comment' });
    if (parts.length === MAX_PARTS) break;
    open = close;
  }
  return parts;
}

/** A link reference definition on a line of its own: `[label]: destination "title"`. */
const DEFINITION = /^ {0,3}\[((?:[^\]\\\n]|\\.){1,999})\]:[ \t]*(?:<[^>\n]{0,2000}>|\S{1,2000})(?:[ \t]+(?:"[^"\n]{0,4000}"|'[^'\n]{0,4000}'|\([^)\n]{0,4000}\)))?[ \t]*$/gm;

/** `[label]` anywhere: a link or a definition naming its target. */
const BRACKETED = /\[((?:[^\]\\\n]|\\.){1,999})\]/g;

/** A definition no link uses renders as nothing: the `[//]: # (…)` comment trick. */
function referenceComments(text: string): HiddenPart[] {
  const definitions: RegExpExecArray[] = [];
  for (const match of text.matchAll(DEFINITION)) if (definitions.push(match) === MAX_PARTS) break;
  if (definitions.length === 0) return [];
  const mentions = new Map<string, number>();
  for (const match of text.matchAll(BRACKETED)) {
    const label = (match[1] ?? '').toLowerCase();
    mentions.set(label, (mentions.get(label) ?? 0) + 1);
  }
  return definitions.flatMap((match): HiddenPart[] => {
    const used = (mentions.get((match[1] ?? '').toLowerCase()) ?? 0) > 1;
    return used ? [] : [{ how: 'markdown-comment', span: { start: match.index, end: match.index + match[0].length }, detail: 'a Markdown link definition nothing links to' }];
  });
}

// ---- elements ----

const CSS_HIDING: readonly [RegExp, string][] = [
  [/(?:^|;)\s*display\s*:\s*none\b/i, 'display:none'],
  [/(?:^|;)\s*visibility\s*:\s*(?:hidden|collapse)\b/i, 'visibility:hidden'],
  [/(?:^|;)\s*font-size\s*:\s*(?:0|0?\.\d+|1)(?:px|pt|em|rem|%)?\s*(?:;|!|$)/i, 'a font size of (nearly) zero'],
  [/(?:^|;)\s*opacity\s*:\s*0?(?:\.0\d*)?\s*(?:;|!|$)/i, 'opacity:0'],
  [/(?:^|;)\s*color\s*:\s*transparent\b/i, 'transparent text'],
  [/(?:^|;)\s*(?:left|top|text-indent|margin-left)\s*:\s*-\d{3,}/i, 'a position far off screen'],
  [/(?:^|;)\s*clip(?:-path)?\s*:\s*(?:rect\(\s*0|inset\(\s*50%)/i, 'clipping'],
];
const ZERO_BOX = /(?:^|;)\s*(?:width|height)\s*:\s*0(?:px)?\s*(?:;|$)/i;
const OVERFLOW_HIDDEN = /(?:^|;)\s*overflow\s*:\s*hidden\b/i;
const WHITE = /^(?:white|#fff(?:fff)?|rgb\(\s*255\s*,\s*255\s*,\s*255\s*\))$/i;

function cssValue(style: string, property: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;!]{1,100})`, 'i').exec(style);
  return match?.[1]?.trim().toLowerCase();
}

/** What in a style attribute hides the element's text, if anything. */
function cssHiding(style: string): string | undefined {
  for (const [pattern, detail] of CSS_HIDING) if (pattern.test(style)) return detail;
  if (ZERO_BOX.test(style) && OVERFLOW_HIDDEN.test(style)) return 'a zero-size box';
  const color = cssValue(style, 'color');
  const background = cssValue(style, 'background-color') ?? cssValue(style, 'background');
  if (color && background && color === background) return 'text the colour of its background';
  if (color && !background && WHITE.test(color)) return 'white text';
  return undefined;
}

/** Elements with no content; their attributes are all they carry. */
const VOID = new Set(['img', 'input', 'br', 'hr', 'meta', 'link', 'source', 'area', 'wbr', 'embed', 'track', 'col', 'base']);
const SHOWN_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'aria-description']);
/** The boolean `hidden` attribute, looked for once quoted values are blanked out. */
const HIDDEN_ATTRIBUTE = /(?:^|\s)hidden(?:\s|=|\/|$)/i;
const QUOTED = /"[^"]*"|'[^']*'/g;

function hiddenElements(text: string, code: Uint8Array): HiddenPart[] {
  const parts: HiddenPart[] = [];
  let resumeAt = 0;
  for (const match of text.matchAll(HTML_TAG)) {
    if (parts.length >= MAX_PARTS) break;
    if (match.index < resumeAt || code[match.index] === 1) continue;
    const name = (match[1] ?? '').toLowerCase();
    const attributes = match[2] ?? '';
    // A bare tag (<b>, <p>) hides nothing; only <details> collapses without attributes.
    if (attributes.trim() === '' && name !== 'details') continue;
    const tagEnd = match.index + match[0].length;
    const attributeStart = match.index + 1 + (match[1] ?? '').length;
    const listed = tagAttributes(attributes);
    for (const attribute of listed) {
      if (!SHOWN_ATTRIBUTES.has(attribute.name)) continue;
      const start = attributeStart + attribute.offset;
      parts.push({ how: 'attribute', span: { start, end: start + attribute.value.length }, detail: `the ${attribute.name} attribute of <${name}>` });
    }
    if (VOID.has(name)) continue;
    const style = listed.find((attribute) => attribute.name === 'style')?.value ?? '';
    const ariaHidden = listed.some((attribute) => attribute.name === 'aria-hidden' && attribute.value.toLowerCase() === 'true');
    const cssDetail = cssHiding(style) ?? (ariaHidden && /font-size\s*:\s*[0-4](?:\.\d+)?px/i.test(style) ? 'aria-hidden with tiny text' : undefined);
    const how: HiddenHow | undefined = cssDetail ? 'css-hidden' : HIDDEN_ATTRIBUTE.test(attributes.replace(QUOTED, '""')) ? 'hidden-attribute' : name === 'details' && !/(?:^|\s)open\b/i.test(attributes.replace(QUOTED, '""')) ? 'collapsed-details' : undefined;
    if (!how) continue;
    const end = closingTag(text, name, tagEnd);
    const start = how === 'collapsed-details' ? summaryEnd(text, tagEnd, end.contentEnd) : tagEnd;
    parts.push({ how, span: { start, end: end.contentEnd }, detail: how === 'css-hidden' ? `${cssDetail} on <${name}>` : how === 'hidden-attribute' ? `the hidden attribute on <${name}>` : 'a collapsed <details>' });
    resumeAt = end.after;
  }
  return parts;
}

/** Where the element opened before `from` ends: the content's end and the index after the closing tag (the text's end when unclosed). */
function closingTag(text: string, name: string, from: number): { contentEnd: number; after: number } {
  const tags = new RegExp(`<(/?)${name}\\b[^<>]{0,2000}>`, 'gi');
  tags.lastIndex = from;
  let depth = 1;
  for (let match = tags.exec(text); match; match = tags.exec(text)) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) return { contentEnd: match.index, after: match.index + match[0].length };
  }
  return { contentEnd: text.length, after: text.length };
}

/** A <details> shows its <summary>: the collapsed part starts after it. */
function summaryEnd(text: string, from: number, end: number): number {
  const close = text.slice(from, end).search(/<\/summary\s*>/i);
  return close === -1 ? from : from + close + text.slice(from + close).indexOf('>') + 1;
}

// ---- Markdown images ----

const IMAGE_ALT = /!\[([^\]\n]{1,1000})\]\(/g;

function imageAlts(text: string): HiddenPart[] {
  const parts: HiddenPart[] = [];
  for (const match of text.matchAll(IMAGE_ALT)) {
    parts.push({ how: 'attribute', span: { start: match.index + 2, end: match.index + 2 + (match[1] ?? '').length }, detail: 'the alt text of an image' });
    if (parts.length === MAX_PARTS) break;
  }
  return parts;
}
