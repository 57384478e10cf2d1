/**
 * Which Host and Origin values the bridge answers to. Computed once the port is known (port 0
 * means the OS picks it), then handed to the host and origin checks.
 *
 * Loopback names are always allowed. The configured `--host` joins them only with
 * `--dangerously-allow-remote`. Each `--allow-origin` also allows its own host name as a Host,
 * because Vite's dev proxy forwards the browser's Host unchanged (vite.config.ts sets
 * changeOrigin: false), so in `npm run dev` the bridge sees `Host: localhost:5173`.
 */
export interface AccessPolicyOptions {
  port: number;
  /** The address the bridge listens on. */
  host: string;
  allowRemote: boolean;
  /** Extra allowed origins, e.g. the Vite dev server. Must already be valid http(s) origins. */
  extraOrigins: readonly string[];
}

export interface AccessPolicy {
  /** Normalized `host[:port]` values (lower case, default port dropped). */
  allowedHosts: ReadonlySet<string>;
  /** Normalized origins (`scheme://host[:port]`). */
  allowedOrigins: ReadonlySet<string>;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export function createAccessPolicy(options: AccessPolicyOptions): AccessPolicy {
  const names = [...LOOPBACK_NAMES];
  if (options.allowRemote) names.push(bracketIpv6(options.host));
  const ownOrigins = names.map((name) => `http://${name}:${options.port}`);
  const origins = [...ownOrigins, ...options.extraOrigins].map(normalizeOrigin).filter(isString);
  const hosts = origins.map((origin) => new URL(origin).host);
  return { allowedHosts: new Set(hosts), allowedOrigins: new Set(origins) };
}

/** `host[:port]` as a URL would print it, or null when the value is not a valid authority. */
export function normalizeHost(value: string): string | null {
  // An authority carrying userinfo, a path or a query is not a Host header we want to reason about.
  if (/[@/?#\\\s]/.test(value) || value === '') return null;
  try {
    return new URL(`http://${value}`).host;
  } catch {
    return null;
  }
}

/** `scheme://host[:port]` for an http(s) origin, or null (also for the opaque origin "null"). */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** True when `value` is exactly an origin: no path, query, fragment or credentials. */
export function isBareOrigin(value: string): boolean {
  if (normalizeOrigin(value) === null) return false;
  const url = new URL(value);
  const extras = url.username + url.password + url.search + url.hash;
  return url.pathname === '/' && extras === '' && !value.endsWith('?') && !value.endsWith('#');
}

function bracketIpv6(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

function isString(value: string | null): value is string {
  return value !== null;
}
