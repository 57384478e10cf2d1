/**
 * What the person sees before consenting to open an elicitation URL (spec 2025-11-25
 * client/elicitation, "URL mode"): the full URL, its domain decoded and raw, and whether
 * mcpscope will open it at all. Only http(s) URLs are ever opened; nothing is fetched to preview.
 */
import { toUnicodeHostname } from './punycode';

export type UrlInspection =
  | {
      ok: true;
      href: string;
      protocol: string;
      /** The hostname as the browser will resolve it (ASCII, punycode for IDNs). */
      hostname: string;
      /** The same hostname with punycode labels decoded, for reading. */
      unicodeHostname: string;
      /** True when the two differ: show both, a look-alike may hide here. */
      isInternationalized: boolean;
      /** http(s) only; javascript:, data:, file: and the rest are shown but never opened. */
      openable: boolean;
      /** Reasons to look twice before opening. */
      warnings: string[];
    }
  | { ok: false; error: string };

export function inspectElicitationUrl(raw: unknown): UrlInspection {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, error: 'The request has no "url".' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, error: 'The "url" is not a valid absolute URL.' };
  }
  const hostname = url.hostname;
  const unicodeHostname = toUnicodeHostname(hostname);
  const openable = url.protocol === 'http:' || url.protocol === 'https:';
  const warnings: string[] = [];
  if (!openable) warnings.push(`The scheme "${url.protocol}" is not http(s); mcpscope will not open it.`);
  else if (url.protocol === 'http:') warnings.push('The URL is not HTTPS.');
  if (url.username || url.password) warnings.push('The URL carries credentials before the host ("user@host"); the real host is the part after "@".');
  if (unicodeHostname !== hostname) warnings.push('The domain is internationalized (punycode); compare the decoded and raw forms.');
  return { ok: true, href: url.href, protocol: url.protocol, hostname, unicodeHostname, isInternationalized: unicodeHostname !== hostname, openable, warnings };
}
