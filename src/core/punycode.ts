/**
 * IDNA hostnames ("xn--" labels) decoded for display only. An elicitation URL's domain is shown
 * both decoded and raw (spec 2025-11-25 client/elicitation, "URL mode": clients must make the
 * domain clear), so a look-alike domain cannot hide behind Unicode. `URL` gives the ASCII form;
 * the userland punycode package gives the Unicode one, in the browser and in the bridge alike. Its
 * file is named in full: a bare "punycode" would be Node's deprecated built-in, and "punycode/"
 * resolves differently under tsx, Vite and Node.
 */
import punycode from 'punycode/punycode.js';

/** "xn--mnchen-3ya.de" -> "münchen.de"; labels that fail to decode are kept as they are. */
export function toUnicodeHostname(hostname: string): string {
  return hostname
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      try {
        return punycode.decode(label.slice(4));
      } catch {
        return label;
      }
    })
    .join('.');
}
