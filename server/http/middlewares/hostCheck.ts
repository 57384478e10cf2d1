/**
 * DNS rebinding guard, first in the chain. A page on evil.example can make its own name resolve
 * to 127.0.0.1 and then talk to the bridge "same-origin"; the browser still sends
 * `Host: evil.example:<port>`, so refusing unknown Host values closes that door.
 */
import type { NextFunction, Request, Response } from 'express';
import { normalizeHost } from '../access-policy';
import { sendError } from '../errors';

export function isHostAllowed(hostHeader: string | undefined, allowedHosts: ReadonlySet<string>): boolean {
  if (hostHeader === undefined) return false;
  const host = normalizeHost(hostHeader);
  return host !== null && allowedHosts.has(host);
}

export function hostCheckMiddleware(allowedHosts: ReadonlySet<string>) {
  return function mcpscopeHostCheckMiddleware(req: Request, res: Response, next: NextFunction): void {
    if (isHostAllowed(req.headers.host, allowedHosts)) {
      next();
      return;
    }
    sendError(res, {
      code: 'forbidden_host',
      message: `Blocked request for Host "${req.headers.host ?? ''}": the bridge answers only to loopback names (DNS rebinding guard).`,
    });
  };
}
