/**
 * What the auth fetch throws when a request cannot be signed in: the transport passes it on, and
 * the connection ends with its code ('auth_required' while the user has to sign in, 'auth_failed'
 * when a step failed) instead of waiting for initialize's timeout (issue 7).
 */
import type { BridgeErrorValue } from '../../src/core/bridge-api';
import type { AuthFlowState } from '../../src/core/auth/types';

export class AuthFlowError extends Error {
  constructor(readonly value: BridgeErrorValue) {
    super(value.message);
    this.name = 'AuthFlowError';
  }
}

export function flowError(flow: AuthFlowState): AuthFlowError {
  if (flow.status === 'awaiting-user') {
    return new AuthFlowError({ code: 'auth_required', message: 'Sign-in required: open the sign-in page.', details: { authorizationUrl: flow.authorizationUrl } });
  }
  const step = flow.steps.find((candidate) => candidate.status === 'failed');
  const message = step?.failure ? `Sign-in failed at "${step.title}": ${step.failure.observed}. Required: ${step.failure.required}.` : 'Sign-in failed.';
  return new AuthFlowError({ code: 'auth_failed', message, details: step ? { step: step.id, failure: step.failure } : undefined });
}
