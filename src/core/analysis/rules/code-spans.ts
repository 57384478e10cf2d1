/**
 * Code in prose (issue 22, "code identifiers inside samples are not tool names"): Markdown code
 * spans and fenced blocks, found in one linear pass so a megabyte of backticks stays fast.
 */
import type { Span } from '../finding';

/** The insides of `code`, ``code`` and ```fenced``` runs; an unclosed run ends the search (CommonMark reads it as text). */
export function codeSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (let open = text.indexOf('`'); open !== -1; ) {
    let run = 1;
    while (text[open + run] === '`') run++;
    const close = text.indexOf('`'.repeat(run), open + run);
    if (close === -1) break;
    spans.push({ start: open + run, end: close });
    let after = close + run;
    while (text[after] === '`') after++;
    open = text.indexOf('`', after);
  }
  return spans;
}

/**
 * Whether `span` sits in code together with other code: `page.click()` or a fenced sample. A code
 * span holding just the name (`send_email`) is the usual way prose names a tool, so it does not count.
 */
export function isInCodeSample(text: string, spans: readonly Span[], span: Span): boolean {
  const around = spans.find((code) => code.start <= span.start && span.end <= code.end);
  return around !== undefined && text.slice(around.start, around.end).trim() !== text.slice(span.start, span.end);
}
