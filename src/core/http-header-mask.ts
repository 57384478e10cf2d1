/**
 * How an HTTP header's value enters the log or a trace (docs/trace-format.md, `http` records): a
 * credential header keeps only its auth scheme ("Bearer •••"), and a connection's own headers
 * (`--header`) are masked whole whatever they are called, as in a trace header's target. The
 * bridge's fetch (server/connections/http-observer.ts) and the HAR importer both mask this way,
 * so a live session and an imported HAR show the same thing.
 */
import { isCredentialName } from './redaction/credential-names';
import { REDACTED } from './target';

/** `name` in lower case. */
export function maskedHeaderValue(name: string, value: string, ownHeaders: ReadonlySet<string> = new Set()): string {
  if (!isCredentialName(name) && !ownHeaders.has(name)) return value;
  const scheme = /^(Bearer|Basic|Digest|Token|DPoP)\s/i.exec(value)?.[1];
  return scheme ? `${scheme} ${REDACTED}` : REDACTED;
}
