/**
 * The flow's first three steps (MCP authorization spec 2025-11-25, "Authorization Server
 * Discovery"): the 401 and its WWW-Authenticate, Protected Resource Metadata (RFC 9728), and the
 * authorization server's metadata (RFC 8414 / OpenID Connect Discovery). The SDK's functions do
 * the requests; these steps add the checks it lacks (docs/conformance.md) and say which
 * fallback was taken.
 */
import { buildDiscoveryUrls, discoverAuthorizationServerMetadata, discoverOAuthProtectedResourceMetadata, extractWWWAuthenticateParams, checkResourceAllowed, resourceUrlFromServerUrl, LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/client';
import { maskExchange } from '../../src/core/auth/mask';
import { type AuthStep, failed, type FlowContext, passed, type StepRecorder } from './flow-context';
import { describeRequest, describeResponse } from './recording-fetch';

/** What the debugger sends to provoke the 401 when no request of the connection met it yet. */
export function probeRequest(ctx: FlowContext, headers: Record<string, string> = {}): RequestInit {
  if (ctx.transport === 'sse') return { method: 'GET', headers: { accept: 'text/event-stream', ...headers } };
  const initialize = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'mcpscope', version: '0' } } };
  return { method: 'POST', headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', ...headers }, body: JSON.stringify(initialize) };
}

async function challengeResponse(ctx: FlowContext, rec: StepRecorder): Promise<Response> {
  const trigger = ctx.trigger;
  if (!trigger) {
    const response = await rec.fetch(ctx.serverUrl, probeRequest(ctx));
    await response.body?.cancel().catch(() => undefined);
    return response;
  }
  // The transport's own request met the 401: show it as it was, not a probe of our own.
  rec.record(maskExchange({ request: describeRequest(trigger.url, trigger.init), response: await describeResponse(trigger.response), startedAt: Date.now(), durationMs: 0 }));
  return trigger.response;
}

export const challengeStep: AuthStep = async (ctx, rec) => {
  const response = await challengeResponse(ctx, rec);
  const required = 'MCP authorization (2025-11-25, "Protected Resource Metadata Discovery Requirements"): a protected MCP server answers an unauthorized request with 401 (or 403 insufficient_scope) and a WWW-Authenticate header';
  if (response.status !== 401 && response.status !== 403) return failed('no_challenge', required, `the server answered HTTP ${response.status} without asking for authorization`);
  const params = extractWWWAuthenticateParams(response);
  ctx.challenge = { status: response.status, ...params };
  rec.extract('status', String(response.status));
  rec.extract('WWW-Authenticate', response.headers.get('www-authenticate') ?? '(none)');
  rec.extract('resource_metadata', params.resourceMetadataUrl?.href ?? '(none: the well-known locations are probed, path-based first)');
  if (params.scope) rec.extract('scope', params.scope);
  if (params.error) rec.extract('error', params.error);
  return passed;
};

export const resourceMetadataStep: AuthStep = async (ctx, rec) => {
  let prm;
  try {
    prm = await discoverOAuthProtectedResourceMetadata(ctx.serverUrl, { resourceMetadataUrl: ctx.challenge?.resourceMetadataUrl }, rec.fetch);
  } catch (error) {
    // The SDK swallows this and falls back; the debugger says so (docs/conformance.md, step 1).
    ctx.authorizationServerUrl = new URL('/', ctx.serverUrl).href;
    rec.note(`No protected resource metadata (${(error as Error).message}). Falling back to the server's origin, ${ctx.authorizationServerUrl}, as the authorization server (2025-03-26 behaviour); no resource parameter is sent.`);
    return { status: 'skipped' };
  }
  ctx.resourceMetadata = prm;
  const expected = resourceUrlFromServerUrl(ctx.serverUrl);
  if (!checkResourceAllowed({ requestedResource: expected, configuredResource: prm.resource })) {
    return failed('resource_mismatch', 'RFC 9728 §3.3: the metadata\'s resource must be the protected resource\'s URL (same origin, a prefix of its path)', `the metadata names resource ${prm.resource}, not ${expected.href}`);
  }
  ctx.resource = prm.resource;
  rec.extract('resource', `${prm.resource} (sent as the RFC 8707 resource parameter)`);
  const servers = prm.authorization_servers ?? [];
  const [first] = servers;
  ctx.authorizationServerUrl = first ?? new URL('/', ctx.serverUrl).href;
  if (first === undefined) rec.note(`The metadata lists no authorization_servers; falling back to the server's origin, ${ctx.authorizationServerUrl}.`);
  if (servers.length > 1) rec.note(`${servers.length} authorization servers are listed; the first is used.`);
  rec.extract('authorization server', ctx.authorizationServerUrl);
  if (prm.scopes_supported?.length) rec.extract('scopes_supported', prm.scopes_supported.join(' '));
  return passed;
};

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export const authorizationServerMetadataStep: AuthStep = async (ctx, rec) => {
  const asUrl = ctx.authorizationServerUrl ?? new URL('/', ctx.serverUrl).href;
  rec.extract('candidates', buildDiscoveryUrls(asUrl).map((candidate) => candidate.url.href).join(', '));
  let metadata;
  try {
    metadata = await discoverAuthorizationServerMetadata(asUrl, { fetchFn: rec.fetch });
  } catch (error) {
    return failed('as_metadata_invalid', 'RFC 8414 §3.2: the metadata is a JSON object with the fields of §2', (error as Error).message);
  }
  if (!metadata) {
    return failed('as_metadata_missing', 'MCP authorization (2025-11-25, "Authorization Server Metadata Discovery"): the client discovers the authorization server through RFC 8414 or OpenID Connect Discovery', `none of the candidate URLs answered with metadata (a 2025-03-26 client would guess ${asUrl.replace(/\/$/, '')}/authorize, /token and /register)`);
  }
  ctx.asMetadata = metadata;
  rec.extract('issuer', metadata.issuer);
  rec.extract('authorization_endpoint', metadata.authorization_endpoint);
  rec.extract('token_endpoint', metadata.token_endpoint);
  if (metadata.registration_endpoint) rec.extract('registration_endpoint', metadata.registration_endpoint);
  if (metadata.token_endpoint_auth_methods_supported) rec.extract('token_endpoint_auth_methods_supported', metadata.token_endpoint_auth_methods_supported.join(' '));
  if (metadata.client_id_metadata_document_supported) rec.extract('client_id_metadata_document_supported', 'true');
  if (withoutTrailingSlash(metadata.issuer) !== withoutTrailingSlash(asUrl)) {
    return failed('issuer_mismatch', 'RFC 8414 §3.3: the issuer in the metadata must be identical to the authorization server URL it was fetched for', `the metadata for ${asUrl} says issuer ${metadata.issuer}`);
  }
  const methods = metadata.code_challenge_methods_supported;
  if (!methods) {
    return failed('pkce_unsupported', 'authorization server metadata lacks code_challenge_methods_supported; the MCP authorization spec (2025-11-25, Authorization Code Protection) requires the client to refuse', 'the metadata has no code_challenge_methods_supported field');
  }
  rec.extract('code_challenge_methods_supported', methods.join(' '));
  if (!methods.includes('S256')) {
    return failed('pkce_unsupported', 'the MCP authorization spec (2025-11-25, Authorization Code Protection) requires PKCE with S256', `code_challenge_methods_supported is ${JSON.stringify(methods)}, without S256`);
  }
  return passed;
};
