/**
 * What one OAuth flow knows as its steps run (server/auth/steps-*.ts fill it in), and what each
 * step is given to record its exchanges, values and fallbacks for the debugger.
 */
import type { AuthorizationServerMetadata, OAuthClientInformationMixed, OAuthProtectedResourceMetadata, OAuthTokens, FetchLike } from '@modelcontextprotocol/client';
import type { AuthSettings, AuthStepFailure, HttpExchange } from '../../src/core/auth/types';
import type { TokenStore } from './token-store';

/** The request that met the 401 / 403, and its answer: the flow starts from it and re-sends it. */
export interface Trigger {
  url: string;
  init: RequestInit;
  response: Response;
}

export interface FlowInput {
  serverUrl: string;
  transport: 'http' | 'sse';
  settings: AuthSettings;
  redirectUri: string;
  /** fetch with the target's own headers on the MCP server's origin only (origin-fetch.ts); the flow adds the Authorization header itself. */
  fetch: FetchLike;
  store: TokenStore;
  /** Step-up (403 insufficient_scope): the scope already granted, joined with the one asked for. */
  grantedScope?: string;
  trigger?: Trigger;
}

export interface FlowContext extends FlowInput {
  challenge?: { status: number; resourceMetadataUrl?: URL; scope?: string; error?: string };
  resourceMetadata?: OAuthProtectedResourceMetadata;
  /** RFC 8707: PRM's `resource` verbatim, sent in the authorization, token and refresh requests. */
  resource?: string;
  authorizationServerUrl?: string;
  asMetadata?: AuthorizationServerMetadata;
  scope?: string;
  client?: OAuthClientInformationMixed;
  codeVerifier?: string;
  state?: string;
  authorizationUrl?: string;
  code?: string;
  /** The redirect's `iss` (RFC 9207), checked against the metadata's issuer when the code is exchanged. */
  iss?: string;
  tokens?: OAuthTokens;
  /** The answer to the request re-sent with the token (the last step), handed back to the transport. */
  authorizedResponse?: Response;
}

/** What a step ends with; 'awaiting-user' leaves it running until the callback arrives. */
export type StepOutcome = { status: 'passed' } | { status: 'skipped' } | { status: 'awaiting-user' } | { status: 'failed'; failure: AuthStepFailure };

export interface StepRecorder {
  /** Records every exchange into this step. */
  fetch: FetchLike;
  /** An exchange made elsewhere (the transport's request that met the 401), already masked. */
  record(exchange: HttpExchange): void;
  extract(label: string, value: string): void;
  note(text: string): void;
}

export type AuthStep = (ctx: FlowContext, rec: StepRecorder) => Promise<StepOutcome>;

export const passed: StepOutcome = { status: 'passed' };

export function failed(code: AuthStepFailure['code'], required: string, observed: string): StepOutcome {
  return { status: 'failed', failure: { code, required, observed } };
}
