/**
 * The redaction engine's name rules (issue 17, finding 2): a value is a credential because of what
 * it is called, whatever it looks like. Names of JSON keys, env variables, headers, CLI flags and
 * URL query parameters; `KEY=value` and `Key: value` text (env lines, Authorization, Cookie);
 * and URL userinfo. Shape rules (ghp_…, AKIA…) are secretlint's and the findings' (./engine.ts).
 */
import type { SecretHit } from './hit';

/** Words that make any name a credential's: X-Auth-Token, client_secret, DB_PASSWORD, apiKey. */
const CREDENTIAL_WORDS = new Set(['authorization', 'cookie', 'token', 'secret', 'password', 'passwd', 'pwd', 'passphrase', 'credential', 'credentials', 'apikey', 'privatekey', 'pat']);
/** Two words that do: api key, private key, access key, client secret. */
const CREDENTIAL_PAIRS = new Set(['api key', 'private key', 'secret key', 'access key', 'auth key', 'signing key', 'encryption key', 'master key', 'account key', 'session id', 'set cookie']);
/** The last word of names that hold something about a credential, not the credential: token_endpoint, max_tokens, token_type. */
const NOT_THE_VALUE = new Set(['type', 'types', 'count', 'limit', 'endpoint', 'url', 'uri', 'expires', 'expiry', 'expiration', 'in', 'at', 'length', 'name', 'names', 'hint', 'file', 'path', 'policy', 'required', 'supported', 'methods', 'method', 'id', 'ids', 'usage', 'env', 'scheme', 'prefix', 'header', 'location', 'param', 'field']);
/** Words that make a "token" something else: a progress token, a page token, a count of model tokens. */
const NOT_A_CREDENTIAL = new Set(['progress', 'page', 'cursor', 'continuation', 'next', 'max', 'min', 'num', 'total', 'input', 'output', 'completion', 'prompt', 'cache', 'sync', 'resume']);
/** URL parameters that carry a signature or key without saying "token" (pre-signed URLs, Maps keys). */
const CREDENTIAL_PARAMS = new Set(['sig', 'signature', 'key', 'code', 'auth', 'x-amz-signature', 'x-amz-credential', 'x-amz-security-token', 'x-goog-signature', 'x-goog-credential']);

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Whether a value under this name is a credential: JSON keys, header and env names, flags. */
export function isCredentialName(name: string): boolean {
  const parts = words(name);
  const last = parts.at(-1);
  if (last === undefined || NOT_THE_VALUE.has(last) || parts.some((word) => NOT_A_CREDENTIAL.has(word))) return false;
  if (parts.some((word) => CREDENTIAL_WORDS.has(word))) return true;
  if (parts.some((word, index) => index > 0 && CREDENTIAL_PAIRS.has(`${parts[index - 1]} ${word}`))) return true;
  // Env style (STRIPE_KEY, OPENAI_API_KEY): a *_KEY in capitals names a key; a JSON "key" is a lookup key.
  return /^[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*KEY$/.test(name);
}

function isCredentialParam(name: string): boolean {
  return isCredentialName(name) || CREDENTIAL_PARAMS.has(name.toLowerCase());
}

/**
 * `Name: value` / `NAME=value` / `"name": "value"` / `--name=value`. An auth scheme (Bearer, Basic)
 * belongs to the value; a Cookie line's value runs to the end of the line (every cookie in it).
 * A value that opens an object or array (`token: {"type": "bearer"}`) is structure, not the secret:
 * the strings inside it are scanned on their own.
 */
const NAMED_VALUE = /(?<![A-Za-z0-9_.])(?<name>[A-Za-z_][A-Za-z0-9_.-]{0,80})["']?[ \t]{0,4}[:=][ \t]{0,4}["']?(?![{[])(?<value>(?:(?:Bearer|Basic|Token|Digest|Bot|token)[ \t]+)?[^\s"',;&<>]+)/dg;
const COOKIE_LINE = /(?<![A-Za-z0-9_-])(?:set-)?cookie[ \t]*:[ \t]*(?<value>[^\r\n"]+)/dgi;
/** scheme://user:password@host: the password, or a user part alone (a token used as the user name). */
const USERINFO = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,30}:\/\/(?<user>[^\s/?#@:"'<>]*)(?::(?<password>[^\s/?#@"'<>]*))?@/dg;
const QUERY_VALUE = /[?&#](?<name>[A-Za-z0-9_.-]{1,80})=(?<value>[^&#\s"'<>]+)/dg;

/** Every credential this file's rules find in `text`, as spans of the values only. */
export function findNamedCredentials(text: string): SecretHit[] {
  const found: SecretHit[] = [];
  const add = (kind: string, span: [number, number] | undefined) => {
    if (span && span[1] > span[0]) found.push({ kind, start: span[0], end: span[1] });
  };
  for (const match of text.matchAll(COOKIE_LINE)) add('cookie', match.indices?.groups?.value);
  for (const match of text.matchAll(USERINFO)) {
    const groups = match.indices?.groups;
    if (groups?.password && match.groups?.password) add('URL password', groups.password);
    else if (match.groups?.user) add('URL user name', groups?.user);
  }
  for (const match of text.matchAll(QUERY_VALUE)) {
    const name = match.groups?.name ?? '';
    if (isCredentialParam(name)) add(`value of URL parameter ${name}`, match.indices?.groups?.value);
  }
  for (const match of text.matchAll(NAMED_VALUE)) {
    const name = match.groups?.name ?? '';
    if (/^(?:set-)?cookie$/i.test(name)) continue;
    if (isCredentialName(name)) add(`value of ${name}`, match.indices?.groups?.value);
  }
  return found;
}
