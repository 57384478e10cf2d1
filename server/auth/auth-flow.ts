/**
 * One OAuth flow of one connection: its steps run one at a time (the debugger's "Next step") or
 * one after the other ("Run"), by the same code (issue 7). Every change is published as an
 * AuthFlowState, which holds masked exchanges and never a token.
 */
import type { FetchLike } from '@modelcontextprotocol/client';
import { type AuthFlowState, type AuthStepId, type AuthStepRecord, AUTH_STEP_IDS, idleFlow, type SignedInInfo } from '../../src/core/auth/types';
import { type AuthStep, type FlowContext, type FlowInput, type StepOutcome, type StepRecorder } from './flow-context';
import { recordingFetch } from './recording-fetch';
import { authorizedRequestStep } from './step-authorized-request';
import { authorizationServerMetadataStep, challengeStep, resourceMetadataStep } from './steps-discovery';
import { acceptRedirect, authorizationStep, registrationStep, tokenStep } from './steps-grant';
import { refreshStored } from './token-save';
import type { StoredAuth } from './token-store';

const STEPS: Record<AuthStepId, AuthStep> = {
  challenge: challengeStep,
  'resource-metadata': resourceMetadataStep,
  'authorization-server-metadata': authorizationServerMetadataStep,
  registration: registrationStep,
  authorization: authorizationStep,
  token: tokenStep,
  'authorized-request': authorizedRequestStep,
};

/** What the debugger may show of stored tokens: never their values. */
export function signedInInfo(stored: StoredAuth | undefined): SignedInInfo | undefined {
  const tokens = stored?.tokens;
  if (!stored || !tokens) return undefined;
  return { issuer: stored.issuer, clientId: stored.client?.client_id ?? '', scope: tokens.scope, expiresAt: stored.expiresAt, hasRefreshToken: tokens.refresh_token !== undefined };
}

export class AuthFlow {
  readonly ctx: FlowContext;
  private state: AuthFlowState;
  private next = 0;

  constructor(
    connectionId: string,
    input: FlowInput,
    private readonly publish: (flow: AuthFlowState) => void,
  ) {
    this.ctx = { ...input };
    this.state = idleFlow(connectionId, input.serverUrl);
  }

  snapshot(): AuthFlowState {
    return this.state;
  }

  /** Runs the next step; 'step' mode is the debugger walking the flow by hand. */
  async step(mode: AuthFlowState['mode'] = 'step'): Promise<AuthFlowState> {
    if (this.state.status === 'awaiting-user' || this.state.status === 'failed' || this.next >= AUTH_STEP_IDS.length) return this.state;
    // Once the token step passed the flow is signed in, also while the last step re-sends the request.
    this.update(this.state.status === 'signed-in' ? { mode } : { mode, status: 'running' });
    const id = AUTH_STEP_IDS[this.next] as AuthStepId;
    const outcome = await this.runStep(id, STEPS[id]);
    if (outcome.status !== 'awaiting-user') this.next += 1;
    await this.settle(id, outcome);
    return this.state;
  }

  /** Runs the remaining steps; stops at 'awaiting-user' (interactive sign-in) or a failure. */
  async run(): Promise<AuthFlowState> {
    while (this.next < AUTH_STEP_IDS.length && this.state.status !== 'awaiting-user' && this.state.status !== 'failed') await this.step('run');
    return this.state;
  }

  /** The redirect came back (the bridge's callback route): the authorization step ends with it. */
  completeAuthorization(location: string): AuthFlowState {
    // The request that met the 401 has failed by now (auth_required); the last step sends the probe,
    // and the connection reconnects once signed in.
    this.ctx.trigger = undefined;
    const read = acceptRedirect(this.ctx, location);
    const outcome: StepOutcome = 'failure' in read ? read.failure : { status: 'passed' };
    this.setStep('authorization', { status: outcome.status === 'failed' ? 'failed' : 'passed', ...(outcome.status === 'failed' ? { failure: outcome.failure } : {}) });
    this.next = AUTH_STEP_IDS.indexOf('token');
    this.update({ authorizationUrl: undefined, status: outcome.status === 'failed' ? 'failed' : 'running' });
    return this.state;
  }

  /** A proactive refresh, shown as a flow whose only step is 'token' (the refresh_token grant). */
  async refresh(stored: StoredAuth): Promise<boolean> {
    this.update({ status: 'running', mode: 'run', steps: this.state.steps.map((step) => (step.id === 'token' ? step : { ...step, status: 'skipped' })) });
    const outcome = await this.runStep('token', (_ctx, rec) => refreshStored(this.ctx.store, this.ctx.serverUrl, stored, rec));
    this.next = AUTH_STEP_IDS.length;
    await this.settle('token', outcome);
    return outcome.status === 'passed';
  }

  private async runStep(id: AuthStepId, step: AuthStep): Promise<StepOutcome> {
    this.setStep(id, { status: 'running', exchanges: [], extracted: [], notes: [], failure: undefined });
    const rec = this.recorder(id);
    let outcome: StepOutcome;
    try {
      outcome = await step(this.ctx, rec);
    } catch (error) {
      outcome = { status: 'failed', failure: { code: 'network', required: 'the server answers the request', observed: (error as Error).message } };
    }
    if (outcome.status === 'awaiting-user') {
      this.update({ authorizationUrl: this.ctx.authorizationUrl });
      return outcome;
    }
    this.setStep(id, { status: outcome.status, ...(outcome.status === 'failed' ? { failure: outcome.failure } : {}) });
    return outcome;
  }

  private async settle(id: AuthStepId, outcome: StepOutcome): Promise<void> {
    if (outcome.status === 'failed') return this.update({ status: 'failed' });
    if (outcome.status === 'awaiting-user') return this.update({ status: 'awaiting-user' });
    if (id === 'token') return this.signedIn();
    if (this.state.status !== 'signed-in') this.update({ status: this.state.mode === 'step' ? 'idle' : 'running' });
  }

  /** After the token step: what the debugger may show of the sign-in, from the store. */
  private async signedIn(): Promise<void> {
    const signedIn = signedInInfo(await this.ctx.store.get(this.ctx.serverUrl));
    this.update({ status: 'signed-in', ...(signedIn ? { signedIn } : {}) });
  }

  private recorder(id: AuthStepId): StepRecorder {
    const record = (exchange: AuthStepRecord['exchanges'][number]) => this.setStep(id, { exchanges: [...this.stepOf(id).exchanges, exchange] });
    const fetch: FetchLike = recordingFetch(this.ctx.fetch, record);
    return {
      fetch,
      record,
      extract: (label, value) => this.setStep(id, { extracted: [...this.stepOf(id).extracted, { label, value }] }),
      note: (text) => this.setStep(id, { notes: [...this.stepOf(id).notes, text] }),
    };
  }

  private stepOf(id: AuthStepId): AuthStepRecord {
    return this.state.steps.find((step) => step.id === id) as AuthStepRecord;
  }

  private setStep(id: AuthStepId, change: Partial<AuthStepRecord>): void {
    this.update({ steps: this.state.steps.map((step) => (step.id === id ? { ...step, ...change } : step)) });
  }

  private update(change: Partial<AuthFlowState>): void {
    this.state = { ...this.state, ...change };
    this.publish(this.state);
  }
}
