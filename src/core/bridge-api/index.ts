/**
 * The contract between the bridge (server/) and the SPA (src/): HTTP routes, bodies and the
 * event stream. Both sides import these types, so a change here is a change to both.
 *
 * Every route lives under /api and requires `Authorization: Bearer <token>`, the event stream
 * included (the SPA reads it with fetch, not EventSource, so the token never sits in a URL).
 * Each module of this folder is one domain and lists its own routes; the rest live beside it:
 *
 *   GET    /api/findings, POST /api/findings/triage -> see src/core/findings-api.ts
 *   /api/traces/..., POST /api/replay            -> see src/core/traces-api.ts, src/core/replay-api.ts
 *   GET    /api/connections/:id/auth             -> AuthFlowState       (src/core/auth; never a token or secret)
 *   POST   /api/connections/:id/auth/step        -> AuthFlowState       (runs the next step; mode 'step')
 *   POST   /api/connections/:id/auth/run         -> AuthFlowState       (runs the remaining steps; stops at 'awaiting-user' unless headless)
 *   POST   /api/connections/:id/auth/restart     -> AuthFlowState       (a fresh flow, nothing run yet)
 *   DELETE /api/connections/:id/auth             -> AuthFlowState       (Clear auth state: tokens and client registration for that server)
 *
 * One route outside /api needs no token, because the authorization server's redirect cannot carry
 * it (issue 7): GET /oauth/callback?code&state. It stays behind the Host check, accepts only the
 * `state` of a pending flow (single use, 10 minutes), does nothing but complete that flow, and
 * answers a small HTML page. redirect_uri = http://<the bridge's host>:<port>/oauth/callback.
 *
 * Failures answer with a non-2xx status and an ErrorBody.
 *
 * This index is for the bridge and the SPA. Modules inside src/core import the domain module they
 * need instead: the index reaches the findings, and through them the analysis, so importing it
 * from below closes an import circle (issue 18, item 9; checked by import-graph.test.ts).
 */
export * from './errors';
export * from './connections';
export * from './settings';
export * from './apps';
export * from './tools';
export * from './lists';
export * from './rpc';
export * from './calls';
export * from './tasks';
export * from './client-requests';
export * from './session';
export * from './events';
export * from './config';
