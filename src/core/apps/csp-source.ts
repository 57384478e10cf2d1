/**
 * One entry of an app's declared CSP lists read as a CSP source expression (CSP Level 3, §2.3.1):
 * what kind it is, and which URLs it lets through. Hosts put the entries into directives as they
 * are (ext-apps McpUiResourceCsp), so an entry is judged as the browser will read it.
 */

export type CspSource =
  | { kind: 'any' }
  /** `https:`, `data:`: a whole scheme, any host. */
  | { kind: 'scheme'; scheme: string }
  /** `'unsafe-eval'`, `'self'`, a nonce or a hash. */
  | { kind: 'keyword'; keyword: string }
  /** Whitespace, `;` or `,` in one entry: more than one source, or a second directive. */
  | { kind: 'several' }
  | { kind: 'host'; scheme?: string; host: string; wildcard: boolean; port: string }
  | { kind: 'invalid' };

const SCHEME_ONLY = /^([a-z][a-z0-9+.-]{0,30}):$/i;

export function parseCspSource(entry: string): CspSource {
  const value = entry.trim();
  if (/[\s;,]/.test(value)) return { kind: 'several' };
  if (value === '*') return { kind: 'any' };
  if (/^'[^']*'$/.test(value)) return { kind: 'keyword', keyword: value };
  const scheme = SCHEME_ONLY.exec(value)?.[1];
  if (scheme) return { kind: 'scheme', scheme: scheme.toLowerCase() };
  const explicit = /^([a-z][a-z0-9+.-]{0,30}):\/\//i.exec(value)?.[1]?.toLowerCase();
  let url: URL;
  try {
    url = new URL(explicit ? value : `https://${value}`);
  } catch {
    return { kind: 'invalid' };
  }
  // `https://*`: any host over that scheme.
  if (url.hostname === '*') return explicit ? { kind: 'scheme', scheme: explicit } : { kind: 'any' };
  const wildcard = url.hostname.startsWith('*.');
  const host = wildcard ? url.hostname.slice(2) : url.hostname;
  if (host === '' || host.includes('*') || url.username !== '' || url.search !== '' || url.hash !== '') return { kind: 'invalid' };
  return { kind: 'host', ...(explicit ? { scheme: explicit } : {}), host, wildcard, port: url.port };
}

/** The schemes a source's scheme lets through: http also allows its secure upgrade (CSP3 §6.7.2.8). */
const SCHEME_MATCHES: Readonly<Record<string, readonly string[]>> = {
  http: ['http', 'https'],
  https: ['https'],
  ws: ['ws', 'wss', 'http', 'https'],
  wss: ['wss', 'https'],
};

function schemeAllows(sourceScheme: string, url: URL): boolean {
  const scheme = url.protocol.slice(0, -1);
  return (SCHEME_MATCHES[sourceScheme] ?? [sourceScheme]).includes(scheme);
}

/** Whether the entry lets a request to `url` through. */
export function cspSourceAllows(source: CspSource, url: URL): boolean {
  if (source.kind === 'any') return true;
  if (source.kind === 'scheme') return schemeAllows(source.scheme, url);
  if (source.kind !== 'host') return false;
  // A source without a scheme takes the page's: https here, the sandbox's own scheme.
  if (!schemeAllows(source.scheme ?? 'https', url)) return false;
  const hostMatches = source.wildcard ? url.hostname.endsWith(`.${source.host}`) : url.hostname === source.host;
  return hostMatches && (source.port === '' || source.port === url.port);
}
