/**
 * Escapes decoded in place: percent-encoding, HTML character references and the literal escapes
 * of source code (\u0069, \u{69}, \x69). Each is decoded wherever it occurs, since an attacker
 * escapes a letter or two inside plain words ("&#x69;gnore"). Escaping a plain letter or digit has
 * no honest purpose, so only that is reported; %20 in a URL or &amp; in HTML is just read.
 */
import { clip } from '../finding';
import { rewrite, touchesEdit } from './span-map';
import type { Decoding } from './decoding';

/** Names of the references real text uses; others are left as written. */
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

function fromCodePoint(hex: string | undefined, radix = 16): string | undefined {
  const code = hex === undefined ? NaN : parseInt(hex, radix);
  // Controls stay escaped: spelling "\u001b" in documentation is not a terminal escape.
  return code >= 0x20 && code <= 0x10ffff && !(code >= 0x7f && code < 0xa0) ? String.fromCodePoint(code) : undefined;
}

function percent(match: RegExpExecArray): string | undefined {
  try {
    return decodeURIComponent(match[0]);
  } catch {
    return undefined;
  }
}

interface Escaping {
  encoding: string;
  pattern: RegExp;
  decode: (match: RegExpExecArray) => string | undefined;
}

const ESCAPINGS: readonly Escaping[] = [
  { encoding: 'percent-encoding', pattern: /(?:%[0-9A-Fa-f]{2})+/g, decode: percent },
  {
    encoding: 'HTML character references',
    pattern: /&(?:#[xX]([0-9A-Fa-f]{1,6})|#(\d{1,7})|([A-Za-z]{2,6}));/g,
    decode: ([, hex, decimal, name]) => (name === undefined ? fromCodePoint(hex ?? decimal, hex === undefined ? 10 : 16) : NAMED[name]),
  },
  { encoding: 'escape sequences (\\u, \\x)', pattern: /\\u\{([0-9A-Fa-f]{1,6})\}|\\u([0-9A-Fa-f]{4})|\\x([0-9A-Fa-f]{2})/g, decode: ([, braced, four, two]) => fromCodePoint(braced ?? four ?? two) },
];

const PLAIN = /[A-Za-z0-9]/;

function decodeEscaping(text: string, { encoding, pattern, decode }: Escaping): Decoding[] {
  if (text.search(pattern) < 0) return [];
  let plain = 0;
  const decoded = rewrite(text, pattern, (match) => {
    const found = decode(match);
    if (found !== undefined && PLAIN.test(found)) plain++;
    return found;
  });
  const first = decoded.edits.get(0);
  const last = decoded.edits.get(-1);
  if (!first || !last) return [];
  const shown = decoded.text.slice(first.at, last.at + last.length);
  const span = { start: first.start, end: last.end };
  const report = plain > 0 ? `Plain letters are hidden as ${encoding}: "${clip(text.slice(span.start, span.end), 80)}" reads "${clip(shown, 160)}".` : undefined;
  return [
    {
      span,
      encoding,
      decoded: shown,
      reread: { text: decoded.text, locate: (start, end) => (touchesEdit(decoded.edits, start, end) ? decoded.original(start, end) : undefined) },
      ...(report === undefined ? {} : { report }),
    },
  ];
}

export function escapeDecodings(text: string): Decoding[] {
  return ESCAPINGS.flatMap((escaping) => decodeEscaping(text, escaping));
}
