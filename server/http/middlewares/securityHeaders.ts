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
 * - the SPA talks only to the bridge that served it.
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

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

export function securityHeadersMiddleware() {
  return function mcpscopeSecurityHeadersMiddleware(_req: Request, res: Response, next: NextFunction): void {
    res.set(SECURITY_HEADERS);
    next();
  };
}
