/**
 * Line splitting for the line-oriented formats (our JSONL, Claude Desktop logs), with the
 * torn-last-line rule both share: an append-only file whose writer was killed mid-write ends in
 * a partial line with no newline after it (docs/trace-format.md, "Torn last line").
 */

export interface NumberedLine {
  /** 1-based, as an editor shows it. */
  number: number;
  text: string;
  /** True for the final line of a file that does not end with a newline: it may be torn. */
  unterminated: boolean;
}

/** Non-blank lines, CRLF-tolerant (a file edited on Windows stays readable). */
export function numberedLines(text: string): NumberedLine[] {
  const raw = text.split('\n');
  const endsWithNewline = raw.at(-1) === '';
  if (endsWithNewline) raw.pop();
  const lines: NumberedLine[] = [];
  raw.forEach((line, i) => {
    const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (trimmed.trim() === '') return;
    lines.push({ number: i + 1, text: trimmed, unterminated: !endsWithNewline && i === raw.length - 1 });
  });
  return lines;
}

export function tornLineWarning(line: NumberedLine): string {
  return `line ${line.number} was dropped: it is incomplete (the writer stopped mid-line), ${line.text.length} characters with no newline`;
}
