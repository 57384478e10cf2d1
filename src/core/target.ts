/**
 * Connection targets: checking one before the bridge acts on it, naming it, and masking its
 * secrets. Isomorphic, so the SPA's connect form and the bridge give the same answers.
 */
import type { ConnectionTarget } from './bridge-api/connections';
import { validateAuthSettings } from './auth/settings';
import { isCredentialName, maskTextNow } from './redaction/engine';
import { err, ok, type Result } from './result';

/** What a secret looks like once masked, in summaries and trace headers alike. */
export const REDACTED = '•••';

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    && Object.values(value).every((v) => typeof v === 'string');
}

/** Checks a target that arrived from outside (an HTTP body, a config file). */
export function validateTarget(target: unknown): Result<ConnectionTarget> {
  if (typeof target !== 'object' || target === null) return err('bad_request', 'target must be an object');
  const t = target as Record<string, unknown>;
  if (t.transport === 'stdio') {
    if (typeof t.command !== 'string' || t.command.trim() === '') return err('bad_request', 'stdio target needs a non-empty command');
    const args = t.args ?? [];
    if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) return err('bad_request', 'args must be an array of strings');
    if (t.env !== undefined && !isStringRecord(t.env)) return err('bad_request', 'env must map names to string values');
    if (t.cwd !== undefined && typeof t.cwd !== 'string') return err('bad_request', 'cwd must be a string');
    return ok({ transport: 'stdio', command: t.command, args, ...(t.env ? { env: t.env } : {}), ...(t.cwd !== undefined ? { cwd: t.cwd } : {}) });
  }
  if (t.transport === 'http' || t.transport === 'sse') {
    if (typeof t.url !== 'string' || !isHttpUrl(t.url)) return err('bad_request', `${t.transport} target needs an http(s) URL`);
    if (t.headers !== undefined && !isStringRecord(t.headers)) return err('bad_request', 'headers must map names to string values');
    const auth = t.auth === undefined ? undefined : validateAuthSettings(t.auth);
    if (auth && !auth.ok) return auth;
    return ok({ transport: t.transport, url: t.url, ...(t.headers ? { headers: t.headers } : {}), ...(auth ? { auth: auth.value } : {}) });
  }
  return err('bad_request', 'transport must be "stdio", "http" or "sse"');
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A short display name: the command's last path segment, or the URL's host. */
export function describeTarget(target: ConnectionTarget): string {
  if (target.transport === 'stdio') {
    const base = target.command.split(/[\\/]/).pop() ?? target.command;
    if (!/^(node|python3?|npx|uvx|deno|bun|tsx)(\.exe)?$/.test(base)) return base;
    // `node` alone says nothing: name interpreters after their script (the last file-like
    // argument, since loaders such as `--import tsx` come first) or their package.
    const operands = target.args.filter((a) => !a.startsWith('-'));
    const script = operands.filter((a) => /\.(m?[jt]s|c?js|py)$/.test(a)).pop() ?? operands[0];
    return script ? `${base} ${script.split(/[\\/]/).pop()}` : base;
  }
  try {
    return new URL(target.url).host;
  } catch {
    return target.url;
  }
}

function maskValues(values: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(Object.keys(values).map((key) => [key, REDACTED]));
}

/** Credentials in a URL, an argument or an error message (issue 17, finding 2): userinfo, credential parameters, key shapes. */
export function maskSecrets(text: string): string {
  return maskTextNow(text, REDACTED);
}

/** `--token ghp_…` as two arguments: the value after a credential-named flag goes whole. */
function maskArgs(args: readonly string[]): string[] {
  return args.map((arg, index) => {
    const flag = /^--?(?<name>[A-Za-z][\w-]*)$/.exec(args[index - 1] ?? '')?.groups?.name;
    return flag !== undefined && isCredentialName(flag) && arg !== '' ? REDACTED : maskSecrets(arg);
  });
}

/**
 * The target with env values, header values, credentials in the URL (userinfo, credential query
 * values) and in the arguments (issue 17, finding 2), and the OAuth client secret masked. Names
 * stay visible (the user needs to see *that* AUTHORIZATION was set), values never leave the bridge.
 */
export function redactTarget(target: ConnectionTarget): ConnectionTarget {
  if (target.transport === 'stdio') {
    const env = maskValues(target.env);
    return { ...target, args: maskArgs(target.args), ...(env ? { env } : {}) };
  }
  const headers = maskValues(target.headers);
  const url = maskSecrets(target.url);
  // Issue 7: a pre-registered client secret is a credential like a header value.
  const auth = target.auth?.clientSecret === undefined ? target.auth : { ...target.auth, clientSecret: REDACTED };
  return { ...target, url, ...(headers ? { headers } : {}), ...(auth ? { auth } : {}) };
}
