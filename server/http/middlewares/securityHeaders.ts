/**
 * Browser hardening headers on every response. They matter for the HTML (what a CSP protects),
 * and cost nothing on JSON, so one middleware sets them everywhere instead of per file type.
 */
import type { NextFunction, Request, Response } from 'express';

/**
 * Fits the Vite build of a React app with a local, lazily loaded Monaco:
 * - scripts only from our origin (the Vite build has no inline scripts). 'unsafe-eval' is needed
 *   because ajv (tool output validation, the schema form) compiles each server-sent JSON Schema
 *   into a function with `new Function`; without it every validation fails in the browser;
 * - Monaco injects <style> elements, hence 'unsafe-inline' for styles only;
 * - Monaco's workers come from our origin or blob: URLs;
 * - image and audio results are shown from data: and blob: URLs;
 * - the SPA talks only to the bridge that served it;
 * - it frames only the app sandbox proxy's origin, when there is one (sandbox-proxy/, issue 21).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(frameOrigin?: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': frameOrigin === undefined ? CONTENT_SECURITY_POLICY : `${CONTENT_SECURITY_POLICY}; frame-src ${frameOrigin}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}

/** `frameOrigin`: the one origin the SPA may frame (the app sandbox proxy); none without it. */
export function securityHeadersMiddleware(frameOrigin?: string) {
  const headers = securityHeaders(frameOrigin);
  return function mcpscopeSecurityHeadersMiddleware(_req: Request, res: Response, next: NextFunction): void {
    res.set(headers);
    next();
  };
}
