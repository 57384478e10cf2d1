/**
 * GET /oauth/callback: where the authorization server sends the browser back (issue 7). A
 * top-level navigation from another site cannot carry the bridge token, so this one route sits
 * outside /api, after the Host check only. It accepts nothing but the `state` of a pending
 * sign-in (single use, 10 minutes: AuthService.callback), finishes that flow, and answers a small
 * page. Anything else is a 400 and changes nothing.
 */
import { type Request, type Response, Router } from 'express';
import type { AuthService } from '../../auth/auth-service';
import { escapeHtml } from '../escape-html';

function page(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;margin:3rem;max-width:40rem"><h1 style="font-size:1.25rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;
}

export function oauthCallbackRoute(auth: AuthService): Router {
  const router = Router();
  router.get('/oauth/callback', async function mcpscopeOAuthCallback(req: Request, res: Response) {
    const query = new URLSearchParams(req.url.slice(req.url.indexOf('?') + 1 || req.url.length));
    const done = await auth.callback(query);
    res.set('Cache-Control', 'no-store');
    if (!done.ok) return void res.status(400).type('html').send(page('Sign-in not accepted', done.error.message));
    const host = new URL(done.value.serverUrl).host;
    if (done.value.flow.status === 'signed-in') return void res.type('html').send(page(`Signed in to ${host}`, 'You can close this tab; mcpscope reconnects by itself.'));
    const failed = done.value.flow.steps.find((step) => step.status === 'failed');
    res.status(400).type('html').send(page(`Sign-in to ${host} failed`, failed?.failure ? `${failed.title}: ${failed.failure.observed}. ${failed.failure.required}.` : 'See the Sign-in tab in mcpscope.'));
  });
  return router;
}
