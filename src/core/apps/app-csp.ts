/**
 * The Content-Security-Policy an MCP App runs under, built from the domains its ui:// resource
 * declares (`_meta.ui.csp`, Apps spec 2026-01-26, "UI Resource Format" and "Sandbox proxy" item 5).
 * Isomorphic: the bridge's sandbox proxy sends it as a header, and the analysis may read it.
 */
import type { McpUiResourceCsp } from '@modelcontextprotocol/ext-apps/app-bridge';
import { isObject } from '../is-object';

/** The four lists a resource may declare; anything else in `_meta.ui.csp` is ignored. */
export type DeclaredCsp = Pick<McpUiResourceCsp, 'connectDomains' | 'resourceDomains' | 'frameDomains' | 'baseUriDomains'>;

const DOMAIN_KEYS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const;

/**
 * A source the policy may name: an http(s) or ws(s) origin, optionally with a `*.` subdomain
 * wildcard and a port. Anything else (a keyword such as 'unsafe-eval', a bare `*`, a path, a `;`
 * that would start a new directive) is dropped: the host "MAY further restrict but MUST NOT allow
 * undeclared domains", so dropping is always within the spec and never widens the policy.
 */
const SOURCE_PATTERN = /^(?:https?|wss?):\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i;

export function isAllowedCspSource(source: string): boolean {
  return SOURCE_PATTERN.test(source);
}

/** The declared lists from an untrusted `_meta.ui.csp` value, each kept to the sources allowed above. */
export function declaredCsp(value: unknown): DeclaredCsp {
  if (!isObject(value)) return {};
  const csp: DeclaredCsp = {};
  for (const key of DOMAIN_KEYS) {
    const list = value[key];
    if (Array.isArray(list)) csp[key] = list.filter((item): item is string => typeof item === 'string' && isAllowedCspSource(item));
  }
  return csp;
}

/**
 * The policy for a declared CSP. With nothing declared it is exactly the spec's restrictive
 * default; each declared list only adds its origins to the directives the spec maps it to.
 */
export function appCspHeader(declared: DeclaredCsp): string {
  const resources = declared.resourceDomains ?? [];
  const connect = declared.connectDomains ?? [];
  const frames = declared.frameDomains ?? [];
  const bases = declared.baseUriDomains ?? [];
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...resources]],
    ['style-src', ["'self'", "'unsafe-inline'", ...resources]],
    ['img-src', ["'self'", 'data:', ...resources]],
    ['media-src', ["'self'", 'data:', ...resources]],
    // Not in the spec's default list, so fonts fall back to default-src 'none' until declared.
    ...(resources.length > 0 ? [['font-src', resources] as [string, readonly string[]]] : []),
    ['connect-src', connect.length > 0 ? connect : ["'none'"]],
    // Spec, "Sandbox proxy" 5: frame-src 'none' and base-uri 'self' unless declared, object-src 'none' always.
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['base-uri', bases.length > 0 ? bases : ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
