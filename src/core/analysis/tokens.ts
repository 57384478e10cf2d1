/**
 * Token estimates for what a model reads (issue 4: "show a token estimate from a real tokenizer
 * package"). The one place that knows which tokenizer we use, so swapping it touches one file.
 *
 * o200k_base is the encoding of OpenAI's current models. Other vendors' tokenizers are not
 * published as packages; their counts differ by a few tens of percent, so every figure shown is
 * "about N tokens", never an exact price.
 */
import { BytePairEncodingCore } from 'gpt-tokenizer/BytePairEncodingCore';
import o200kRanks from 'gpt-tokenizer/bpeRanks/o200k_base';
import { O200KBase } from 'gpt-tokenizer/encodingParams/o200k_base';

export const TOKENIZER = 'o200k_base';

/**
 * The encoder alone (issue 19: "count tokens with a lighter import of the one encoding used"):
 * `gpt-tokenizer/encoding/o200k_base` also brings every model's table and the chat formats
 * (about 100 KB of the analysis worker). Built on first count, not at import: the bridge imports
 * this module at start. Given no allowed special tokens, it counts server text such as
 * "<|endoftext|>" as the ordinary text it is, which is what a model is sent.
 */
let o200k: BytePairEncodingCore | undefined;
function countO200k(text: string): number {
  o200k ??= new BytePairEncodingCore(O200KBase(o200kRanks));
  return o200k.countNative(text);
}

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
    tokens += countO200k(text.slice(start, end));
    start = end;
  }
  return start >= text.length ? tokens : Math.round((tokens * text.length) / start);
}
