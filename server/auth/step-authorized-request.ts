/**
 * The flow's last step: the MCP request sent again, now with the token. When a request of the
 * connection met the 401, it is that request, and its answer goes back to the transport, so the
 * SDK never sees the sign-in; when the debugger started the flow, it is the probe again.
 */
import { extractWWWAuthenticateParams } from '@modelcontextprotocol/client';
import { withToken } from './auth-fetch';
import { type AuthStep, failed, passed } from './flow-context';
import { probeRequest } from './steps-discovery';

export const authorizedRequestStep: AuthStep = async (ctx, rec) => {
  const token = ctx.tokens?.access_token ?? (await ctx.store.get(ctx.serverUrl))?.tokens?.access_token;
  const { url, init } = ctx.trigger ?? { url: ctx.serverUrl, init: probeRequest(ctx) };
  const response = await rec.fetch(url, withToken(init, token ?? ''));
  if (ctx.trigger) ctx.authorizedResponse = response;
  else await response.body?.cancel().catch(() => undefined);
  rec.extract('status', String(response.status));
  const required = 'MCP authorization (2025-11-25, "Access Token Usage"): the server accepts a valid token sent as Authorization: Bearer';
  if (response.status === 401) return failed('request_failed', required, 'the server answered 401 to the new token');
  if (response.status === 403) {
    const { error, scope } = extractWWWAuthenticateParams(response);
    return failed('request_failed', required, `the server answered 403${error ? ` ${error}` : ''}${scope ? ` and asks for scope ${scope}` : ''}`);
  }
  return passed;
};
