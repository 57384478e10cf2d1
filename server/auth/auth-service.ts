/**
 * The bridge's OAuth for all connections (issue 7): one flow per connection, the fetch each HTTP
 * transport sends through, the debugger's step/run/restart/clear, and the callback that ends an
 * interactive sign-in. Tokens stay in the TokenStore; only AuthFlowStates are published.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import type { HttpTarget } from '../../src/core/bridge-api';
import { type AuthFlowState, idleFlow } from '../../src/core/auth/types';
import { err, ok, type Result } from '../../src/core/result';
import { authFetch, withToken } from './auth-fetch';
import { AuthFlow, signedInInfo } from './auth-flow';
import type { FlowInput, Trigger } from './flow-context';
import { originBoundFetch } from './origin-fetch';
import { isExpired } from './token-save';
import { type StoredAuth, TokenStore } from './token-store';

/** RFC 8252 §7.3: a loopback redirect on any port. Used until the bridge knows its own address. */
export const DEFAULT_REDIRECT_URI = 'http://127.0.0.1/oauth/callback';
/** How long an interactive sign-in's state is accepted by the callback. */
const PENDING_MS = 10 * 60_000;

export interface AuthServiceHooks {
  publish(flow: AuthFlowState): void;
  /** A flow signed in (callback or debugger): a connection that failed for want of it connects again. */
  signedIn(connectionId: string): void;
}

export interface AuthServiceOptions {
  /** The token file (configDir()/auth.json); without it tokens live in memory only. */
  storePath?: string;
  warn?: (line: string) => void;
  /**
   * Sign in without a browser unless a connection says otherwise: the CLI's scan and replay have
   * no one to open the sign-in page (docs/conformance.md, "Headless mode").
   */
  headlessByDefault?: boolean;
}

/** A target whose own Authorization header is used as is: a static token, no flow (issue 7, item 4). */
export function hasOwnAuthorization(target: HttpTarget): boolean {
  return Object.keys(target.headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
}

export class AuthService {
  readonly store: TokenStore;
  private redirectUri = DEFAULT_REDIRECT_URI;
  private readonly flows = new Map<string, AuthFlow>();
  private readonly busy = new Map<string, Promise<unknown>>();
  private readonly pending = new Map<string, { connectionId: string; expiresAt: number }>();

  constructor(
    private readonly options: AuthServiceOptions,
    private readonly hooks: AuthServiceHooks,
  ) {
    this.store = new TokenStore(options.storePath, options.warn);
  }

  /** The bridge's callback URL, once it listens (http://127.0.0.1:<port>/oauth/callback). */
  setRedirectUri(uri: string): void {
    this.redirectUri = uri;
  }

  /** The fetch for a connection's transport, or undefined when the target brings its own Authorization. */
  fetchFor(connectionId: string, target: HttpTarget): FetchLike | undefined {
    if (hasOwnAuthorization(target)) return undefined;
    return authFetch({
      base: fetch,
      stored: () => this.store.get(target.url),
      refresh: (stored) => this.serialized(connectionId, () => this.refresh(connectionId, target, stored)),
      authorize: (trigger, grantedScope, usedToken) => this.serialized(connectionId, () => this.authorize(connectionId, target, trigger, grantedScope, usedToken)),
    });
  }

  /** The connection's flow; before any, signed in when the bridge holds tokens for its server (another connection's sign-in). */
  async state(connectionId: string, target: HttpTarget): Promise<AuthFlowState> {
    const flow = this.flows.get(connectionId);
    if (flow) return flow.snapshot();
    const signedIn = hasOwnAuthorization(target) ? undefined : signedInInfo(await this.store.get(target.url));
    return { ...idleFlow(connectionId, target.url), ...(signedIn ? { status: 'signed-in', signedIn } : {}) };
  }

  step(connectionId: string, target: HttpTarget): Promise<AuthFlowState> {
    return this.serialized(connectionId, () => this.continueFlow(connectionId, target, (flow) => flow.step('step')));
  }

  run(connectionId: string, target: HttpTarget): Promise<AuthFlowState> {
    return this.serialized(connectionId, () => this.continueFlow(connectionId, target, (flow) => flow.run()));
  }

  restart(connectionId: string, target: HttpTarget): AuthFlowState {
    return this.newFlow(connectionId, target).snapshot();
  }

  /** "Clear auth state": the server's tokens and client registration, on disk and in memory. */
  async clear(connectionId: string, target: HttpTarget): Promise<Result<AuthFlowState>> {
    this.forget(connectionId);
    const cleared = await this.store.set(target.url, undefined);
    if (!cleared.ok) return cleared;
    const flow = idleFlow(connectionId, target.url);
    this.hooks.publish(flow);
    return ok(flow);
  }

  /** The connection is gone: its flow and pending sign-in with it. */
  forget(connectionId: string): void {
    this.flows.delete(connectionId);
    for (const [state, pending] of this.pending) if (pending.connectionId === connectionId) this.pending.delete(state);
  }

  /**
   * GET /oauth/callback: only the `state` of a pending sign-in is accepted, once, within 10
   * minutes; all it does is finish that flow (OAuth 2.1 §7.12 / RFC 9700 §4.7, CSRF).
   */
  async callback(query: URLSearchParams): Promise<Result<{ serverUrl: string; flow: AuthFlowState }>> {
    const state = query.get('state') ?? '';
    const pending = this.pending.get(state);
    this.pending.delete(state);
    const flow = pending ? this.flows.get(pending.connectionId) : undefined;
    if (!pending || pending.expiresAt < Date.now() || !flow || flow.ctx.state !== state) return err('bad_request', 'This sign-in is unknown, expired or already finished. Start it again from mcpscope.');
    const done = await this.serialized(pending.connectionId, async () => {
      flow.completeAuthorization(`${this.redirectUri}?${query.toString()}`);
      return flow.run();
    });
    if (done.status === 'signed-in') this.hooks.signedIn(pending.connectionId);
    return ok({ serverUrl: flow.ctx.serverUrl, flow: done });
  }

  private async continueFlow(connectionId: string, target: HttpTarget, advance: (flow: AuthFlow) => Promise<AuthFlowState>): Promise<AuthFlowState> {
    const flow = this.flows.get(connectionId) ?? this.newFlow(connectionId, target);
    const before = flow.snapshot().status;
    const state = await advance(flow);
    this.remember(connectionId, flow);
    if (state.status === 'signed-in' && before !== 'signed-in') this.hooks.signedIn(connectionId);
    return state;
  }

  private async authorize(connectionId: string, target: HttpTarget, trigger: Trigger, grantedScope: string | undefined, usedToken: string | undefined): Promise<{ response: Response } | { failed: AuthFlowState }> {
    // Requests that met the 401 together: the first signs in, the others are re-sent with its token.
    const current = (await this.store.get(target.url))?.tokens?.access_token;
    if (current && current !== usedToken) return { response: await fetch(trigger.url, withToken(trigger.init, current)) };
    const flow = this.newFlow(connectionId, target, trigger, grantedScope);
    const state = await flow.run();
    this.remember(connectionId, flow);
    const response = flow.ctx.authorizedResponse;
    return response ? { response } : { failed: state };
  }

  private async refresh(connectionId: string, target: HttpTarget, stored: StoredAuth): Promise<boolean> {
    // Requests that found the token expired together: the first refreshes it, once.
    const current = await this.store.get(target.url);
    if (current?.tokens && !isExpired(current)) return true;
    return this.newFlow(connectionId, target).refresh(current ?? stored);
  }

  private newFlow(connectionId: string, target: HttpTarget, trigger?: Trigger, grantedScope?: string): AuthFlow {
    const input: FlowInput = {
      serverUrl: target.url,
      transport: target.transport,
      settings: { ...(this.options.headlessByDefault ? { headless: true } : {}), ...target.auth },
      redirectUri: this.redirectUri,
      fetch: originBoundFetch(fetch, target.url, target.headers),
      store: this.store,
      ...(trigger ? { trigger } : {}),
      ...(grantedScope ? { grantedScope } : {}),
    };
    const flow = new AuthFlow(connectionId, input, (state) => this.hooks.publish(state));
    this.flows.set(connectionId, flow);
    return flow;
  }

  /** A flow that waits for the user is reachable from the callback by its state. */
  private remember(connectionId: string, flow: AuthFlow): void {
    const state = flow.ctx.state;
    if (flow.snapshot().status === 'awaiting-user' && state) this.pending.set(state, { connectionId, expiresAt: Date.now() + PENDING_MS });
  }

  /** One flow at a time per connection: requests that meet a 401 together wait for the same sign-in. */
  private serialized<T>(connectionId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.busy.get(connectionId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.busy.set(connectionId, next);
    return next;
  }
}
