/**
 * Decoding of IDNA hostnames ("xn--" labels, RFC 3492 Punycode) for display only. An elicitation
 * URL's domain is shown both decoded and raw (spec 2025-11-25 client/elicitation, "URL mode":
 * clients must make the domain clear), so a look-alike domain cannot hide behind Unicode.
 * No dependency, no DOM: `URL` gives the ASCII form, this gives the Unicode one.
 */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(char: number): number {
  if (char >= 0x30 && char <= 0x39) return char - 22; // 0-9 -> 26-35
  if (char >= 0x41 && char <= 0x5a) return char - 0x41; // A-Z
  if (char >= 0x61 && char <= 0x7a) return char - 0x61; // a-z
  return BASE;
}

/** Decodes one label's Punycode (without the "xn--" prefix); throws on malformed input. */
export function decodePunycode(input: string): string {
  const output: number[] = [];
  const basicEnd = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(basicEnd, 0); j++) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) throw new Error('non-basic code point before the delimiter');
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length; ) {
    const oldi = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (index >= input.length) throw new Error('truncated punycode');
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) throw new Error('invalid punycode digit');
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (!Number.isSafeInteger(i) || !Number.isSafeInteger(w)) throw new Error('punycode overflow');
    }
    const points = output.length + 1;
    bias = adapt(i - oldi, points, oldi === 0);
    n += Math.floor(i / points);
    i %= points;
    if (n > 0x10ffff) throw new Error('code point out of range');
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/** "xn--mnchen-3ya.de" -> "münchen.de"; labels that fail to decode are kept as they are. */
export function toUnicodeHostname(hostname: string): string {
  return hostname
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      try {
        return decodePunycode(label.slice(4));
      } catch {
        return label;
      }
    })
    .join('.');
}
