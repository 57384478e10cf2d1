/**
 * The flow's registration, authorization and token steps (MCP authorization spec 2025-11-25:
 * "Client Registration Approaches", "Authorization Code Protection", "Resource Parameter
 * Implementation", "Scope Selection Strategy"). The SDK builds and sends the requests; these
 * steps choose what to send and say why.
 */
import { randomBytes } from 'node:crypto';
import { exchangeAuthorization, registerClient, selectClientAuthMethod, startAuthorization, type OAuthClientInformationMixed, type OAuthClientMetadata } from '@modelcontextprotocol/client';
import { type AuthStep, failed, type FlowContext, passed, type StepRecorder } from './flow-context';
import { saveTokens } from './token-save';

/** What mcpscope registers as (RFC 7591). No `scope`: the chosen scope is sent per request (SEP-835). */
export function clientMetadata(redirectUri: string): OAuthClientMetadata {
  return { client_name: 'mcpscope', redirect_uris: [redirectUri], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
}

function unionScope(a: string | undefined, b: string | undefined): string | undefined {
  const words = new Set([...(a ?? '').split(' '), ...(b ?? '').split(' ')].filter(Boolean));
  return words.size ? [...words].join(' ') : undefined;
}

/** SEP-835: WWW-Authenticate's scope, else every scope the resource supports, else none. */
function chooseScope(ctx: FlowContext): { scope?: string; why: string } {
  if (ctx.settings.scope) return { scope: ctx.settings.scope, why: "the connection's scope setting" };
  const asked = ctx.challenge?.scope;
  if (asked && ctx.grantedScope) return { scope: unionScope(ctx.grantedScope, asked), why: `step-up: ${asked} from WWW-Authenticate, joined with the scope already granted` };
  if (asked) return { scope: asked, why: 'from WWW-Authenticate' };
  const supported = ctx.resourceMetadata?.scopes_supported;
  if (supported?.length) return { scope: supported.join(' '), why: 'every scope in the protected resource metadata\'s scopes_supported (WWW-Authenticate named none)' };
  return { why: 'none: neither WWW-Authenticate nor the metadata name a scope, so no scope parameter is sent' };
}

async function chooseClient(ctx: FlowContext, rec: StepRecorder, asUrl: string): Promise<OAuthClientInformationMixed | string> {
  const { settings, asMetadata } = ctx;
  if (settings.clientId) {
    rec.extract('client', 'pre-registered (the connection\'s client id)');
    return { client_id: settings.clientId, ...(settings.clientSecret ? { client_secret: settings.clientSecret } : {}) };
  }
  const stored = await ctx.store.get(ctx.serverUrl);
  if (stored?.client && stored.authorizationServerUrl === asUrl && stored.redirectUri === ctx.redirectUri) {
    rec.extract('client', 'registered earlier with this authorization server and redirect_uri');
    return stored.client;
  }
  if (asMetadata?.client_id_metadata_document_supported && settings.clientMetadataUrl) {
    rec.extract('client', 'Client ID Metadata Document: the document\'s URL is the client_id');
    return { client_id: settings.clientMetadataUrl };
  }
  if (asMetadata?.client_id_metadata_document_supported) rec.note('The server supports Client ID Metadata Documents, but the connection names none; registering dynamically instead.');
  if (!asMetadata?.registration_endpoint) {
    return 'the authorization server has no registration_endpoint, and the connection has no client id (or Client ID Metadata Document URL) to use instead';
  }
  try {
    const registered = await registerClient(asUrl, { metadata: asMetadata, clientMetadata: clientMetadata(ctx.redirectUri), scope: ctx.scope, fetchFn: rec.fetch });
    rec.extract('client', 'dynamic client registration (RFC 7591)');
    await ctx.store.update(ctx.serverUrl, (current) => ({ ...current, authorizationServerUrl: asUrl, client: registered, redirectUri: ctx.redirectUri }));
    return registered;
  } catch (error) {
    return `registration failed: ${(error as Error).message}`;
  }
}

export const registrationStep: AuthStep = async (ctx, rec) => {
  const asUrl = ctx.authorizationServerUrl as string;
  const chosen = chooseScope(ctx);
  ctx.scope = chosen.scope;
  rec.extract('scope', chosen.scope ? `${chosen.scope} (${chosen.why})` : chosen.why);
  const client = await chooseClient(ctx, rec, asUrl);
  if (typeof client === 'string') return failed('registration_failed', 'MCP authorization (2025-11-25, "Client Registration Approaches"): a pre-registered client, a Client ID Metadata Document, or dynamic client registration (RFC 7591)', client);
  ctx.client = client;
  rec.extract('client_id', client.client_id);
  const supported = ctx.asMetadata?.token_endpoint_auth_methods_supported ?? [];
  const method = selectClientAuthMethod(client, supported);
  const why = 'token_endpoint_auth_method' in client && client.token_endpoint_auth_method === method ? 'the method the registration answered with'
    : supported.length === 0 ? 'the metadata lists no methods (RFC 8414 §2 default)' : `the first of the supported methods this client can use (${supported.join(' ')})`;
  rec.extract('token endpoint auth method', `${method} (${why})`);
  return passed;
};

/** Where the authorization server sent the browser, compared with where it had to (RFC 6749 §3.1.2). */
function readRedirect(ctx: FlowContext, location: string, base: string): { code: string; iss?: string } | { failure: ReturnType<typeof failed> } {
  const target = new URL(location, base);
  const expected = new URL(ctx.redirectUri);
  if (target.origin !== expected.origin || target.pathname !== expected.pathname) {
    return { failure: failed('wrong_redirect', 'RFC 6749 §3.1.2 / OAuth 2.1 §4.1.2: the authorization server redirects to the redirect_uri the client sent', `it redirected to ${target.origin}${target.pathname} instead of ${ctx.redirectUri}`) };
  }
  const error = target.searchParams.get('error');
  if (error) return { failure: failed('authorization_failed', 'OAuth 2.1 §4.1.2: the authorization server grants a code', `it answered error=${error}${target.searchParams.has('error_description') ? `: ${target.searchParams.get('error_description')}` : ''}`) };
  if (target.searchParams.get('state') !== ctx.state) return { failure: failed('state_mismatch', 'OAuth 2.1 §4.1.2: the redirect carries the state the client sent, unchanged', 'the state in the redirect is not the one sent') };
  const code = target.searchParams.get('code');
  if (!code) return { failure: failed('authorization_failed', 'OAuth 2.1 §4.1.2: the redirect carries a code', 'the redirect has no code') };
  const iss = target.searchParams.get('iss');
  return iss === null ? { code } : { code, iss };
}

/** The redirect's parameters, from the bridge's callback route or the headless follow. */
export function acceptRedirect(ctx: FlowContext, location: string): ReturnType<typeof readRedirect> {
  const read = readRedirect(ctx, location, ctx.redirectUri);
  if ('code' in read) Object.assign(ctx, { code: read.code, iss: read.iss });
  return read;
}

export const authorizationStep: AuthStep = async (ctx, rec) => {
  const asUrl = ctx.authorizationServerUrl as string;
  const client = ctx.client as OAuthClientInformationMixed;
  ctx.state = randomBytes(24).toString('base64url');
  const started = await startAuthorization(asUrl, { metadata: ctx.asMetadata, clientInformation: client, redirectUrl: ctx.redirectUri, scope: ctx.scope, state: ctx.state, resource: ctx.resource });
  ctx.codeVerifier = started.codeVerifier;
  ctx.authorizationUrl = started.authorizationUrl.href;
  rec.extract('authorization URL', ctx.authorizationUrl);
  rec.extract('redirect_uri', ctx.redirectUri);
  rec.extract('code_challenge_method', 'S256');
  if (!ctx.resource) rec.note('No resource parameter: the server published no protected resource metadata.');
  if (!ctx.settings.headless) return { status: 'awaiting-user' };
  const response = await rec.fetch(ctx.authorizationUrl, { redirect: 'manual' });
  await response.body?.cancel().catch(() => undefined);
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) {
    return failed('authorization_failed', 'headless sign-in: the authorization endpoint redirects to the redirect_uri at once (issue 7, item 4)', `it answered HTTP ${response.status}${location ? '' : ' without a Location'}; turn headless off and sign in in the browser`);
  }
  const read = readRedirect(ctx, location, ctx.authorizationUrl);
  if ('failure' in read) return read.failure;
  ctx.code = read.code;
  ctx.iss = read.iss;
  return passed;
};

export const tokenStep: AuthStep = async (ctx, rec) => {
  const asUrl = ctx.authorizationServerUrl as string;
  try {
    ctx.tokens = await exchangeAuthorization(asUrl, {
      metadata: ctx.asMetadata,
      clientInformation: ctx.client as OAuthClientInformationMixed,
      authorizationCode: ctx.code as string,
      // RFC 9207: SDK 2 refuses the exchange when the server promised an `iss` and it is missing.
      iss: ctx.iss,
      codeVerifier: ctx.codeVerifier as string,
      redirectUri: ctx.redirectUri,
      resource: ctx.resource,
      fetchFn: rec.fetch,
    });
  } catch (error) {
    return failed('token_failed', 'OAuth 2.1 §4.1.3: the token endpoint exchanges the code (with the PKCE code_verifier) for an access token', (error as Error).message);
  }
  rec.extract('grant', 'authorization_code');
  await saveTokens(ctx, rec, ctx.tokens);
  return passed;
};
