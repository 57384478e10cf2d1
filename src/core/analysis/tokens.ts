/**
 * Token estimates for what a model reads (issue 4: "show a token estimate from a real tokenizer
 * package"). The one place that knows which tokenizer we use, so swapping it touches one file.
 *
 * o200k_base is the encoding of OpenAI's current models. Other vendors' tokenizers are not
 * published as packages; their counts differ by a few tens of percent, so every figure shown is
 * "about N tokens", never an exact price.
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

export const TOKENIZER = 'o200k_base';

/**
 * Server text is not ours: by default the tokenizer throws on special-token text such as
 * "<|endoftext|>". An empty disallowed set counts it as the ordinary text it is.
 */
const AS_PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/**
 * BPE is quadratic in the length of one pre-token, and a run without spaces (a base64 blob, a
 * minified line) is one pre-token: 200,000 "x" took a minute. Counting in chunks keeps it
 * linear. Cutting before the last space of a run, right before non-space text, is where o200k's
 * pre-tokenizer splits anyway (that space starts the next piece), so ordinary text counts the
 * same. Not at newlines: ",\n" is one piece.
 */
const CHUNK = 2_000;

/** Beyond this many characters the rest is extrapolated: a hostile result must not stall analysis. */
const EXACT_LIMIT = 1_000_000;

/** Where the chunk starting at `start` ends: before a space that precedes non-space text, else at CHUNK. */
function chunkEnd(text: string, start: number): number {
  const end = Math.min(text.length, start + CHUNK);
  if (end === text.length) return end;
  for (let i = end; i > start; i--) if (text[i] === ' ' && /\S/.test(text[i + 1] ?? '')) return i;
  // No space: do not split a surrogate pair, which would count as two replacement characters.
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}

/** About how many tokens `text` is to a model. */
export function countTokens(text: string): number {
  const limit = Math.min(text.length, EXACT_LIMIT);
  let tokens = 0;
  let start = 0;
  while (start < limit) {
    const end = chunkEnd(text, start);
    tokens += countO200k(text.slice(start, end), AS_PLAIN_TEXT);
    start = end;
  }
  return start >= text.length ? tokens : Math.round((tokens * text.length) / start);
}
