/**
 * OAuth for Streamable HTTP and SSE connections (issue 7): the flow's state as the bridge runs it
 * and the SPA's auth debugger shows it. Shared by both sides, so a change here changes both.
 * Token values and client secrets never appear in these types: they stay in the bridge
 * (server/auth/token-store.ts). Every HTTP exchange is masked (mask.ts) before it is stored here.
 */

/**
 * The steps of the MCP authorization flow (spec 2025-11-25, "Authorization"), in order:
 * the 401 and its WWW-Authenticate; Protected Resource Metadata (RFC 9728); authorization server
 * metadata (RFC 8414 / OpenID Connect Discovery); client registration (pre-registered, Client ID
 * Metadata Document or RFC 7591); the authorization request with PKCE S256 and its redirect; the
 * token request (code exchange or refresh); the MCP request retried with the token.
 */
export type AuthStepId =
  | 'challenge'
  | 'resource-metadata'
  | 'authorization-server-metadata'
  | 'registration'
  | 'authorization'
  | 'token'
  | 'authorized-request';

export const AUTH_STEP_IDS: readonly AuthStepId[] = [
  'challenge',
  'resource-metadata',
  'authorization-server-metadata',
  'registration',
  'authorization',
  'token',
  'authorized-request',
];

export const AUTH_STEP_TITLES: Record<AuthStepId, string> = {
  challenge: 'Unauthorized response (WWW-Authenticate)',
  'resource-metadata': 'Protected resource metadata (RFC 9728)',
  'authorization-server-metadata': 'Authorization server metadata (RFC 8414 / OIDC)',
  registration: 'Client registration',
  authorization: 'Authorization request (PKCE S256)',
  token: 'Token request',
  'authorized-request': 'MCP request with the token',
};

/** One HTTP request the flow sent and what came back, secrets masked (maskExchange). */
export interface HttpExchange {
  request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: string;
  };
  /** Absent when the request never got an answer (see `error`). */
  response?: {
    status: number;
    headers: Record<string, string>;
    /** Clipped to MAX_EXCHANGE_BODY characters. */
    body?: string;
  };
  error?: string;
  startedAt: number;
  durationMs: number;
}

export type AuthStepStatus = 'waiting' | 'running' | 'passed' | 'failed' | 'skipped';

/** Local error codes of the flow, kept apart from OAuth's own `error` values (STYLE.md 5). */
export type AuthFailureCode =
  | 'no_challenge'
  | 'resource_metadata_invalid'
  | 'resource_mismatch'
  | 'as_metadata_missing'
  | 'as_metadata_invalid'
  | 'pkce_unsupported'
  | 'issuer_mismatch'
  | 'registration_failed'
  | 'authorization_failed'
  | 'wrong_redirect'
  | 'state_mismatch'
  | 'token_failed'
  | 'step_up_limit'
  | 'request_failed'
  | 'network';

export interface AuthStepFailure {
  code: AuthFailureCode;
  /** What the spec requires, with its section. */
  required: string;
  /** What the server did instead. */
  observed: string;
}

export interface AuthExtracted {
  label: string;
  value: string;
}

export interface AuthStepRecord {
  id: AuthStepId;
  title: string;
  status: AuthStepStatus;
  exchanges: HttpExchange[];
  /** Values the step took from the answers, and the choices it made with their reason. */
  extracted: AuthExtracted[];
  /** Fallbacks a client would take silently, said out loud (e.g. no PRM: the origin is the AS). */
  notes: string[];
  failure?: AuthStepFailure;
}

export type AuthFlowStatus = 'idle' | 'running' | 'awaiting-user' | 'signed-in' | 'failed';

/** What the debugger may know about a sign-in: never a token value or a secret. */
export interface SignedInInfo {
  issuer?: string;
  clientId: string;
  scope?: string;
  /** Epoch ms; absent when the server gave no expires_in. */
  expiresAt?: number;
  hasRefreshToken: boolean;
}

export interface AuthFlowState {
  connectionId: string;
  serverUrl: string;
  status: AuthFlowStatus;
  /** 'step': the debugger runs one step per request; 'run': the steps follow each other. */
  mode: 'step' | 'run';
  steps: AuthStepRecord[];
  /** While awaiting the user: the page the SPA opens (the bridge never opens it itself). */
  authorizationUrl?: string;
  signedIn?: SignedInInfo;
}

/**
 * A connection's OAuth settings (part of an HTTP target). `clientSecret` stays in the bridge: every
 * summary, saved-connection listing and export shows it as REDACTED (redactTarget), like header values.
 */
export interface AuthSettings {
  /** A pre-registered client; without it the client registers (CIMD, else RFC 7591). */
  clientId?: string;
  clientSecret?: string;
  /** An https Client ID Metadata Document URL, used as client_id when the AS supports CIMD. */
  clientMetadataUrl?: string;
  /**
   * Follow the authorization URL without a browser (redirect: 'manual') and take the code from
   * the redirect: for CI, the CLI and authorization servers that redirect at once (issue 7, item 4).
   */
  headless?: boolean;
  /** Requested scope instead of the one chosen from WWW-Authenticate / scopes_supported. */
  scope?: string;
}

export function initialSteps(): AuthStepRecord[] {
  return AUTH_STEP_IDS.map((id) => ({ id, title: AUTH_STEP_TITLES[id], status: 'waiting', exchanges: [], extracted: [], notes: [] }));
}

export function idleFlow(connectionId: string, serverUrl: string): AuthFlowState {
  return { connectionId, serverUrl, status: 'idle', mode: 'run', steps: initialSteps() };
}
