/**
 * CallOptions (the connection's settings.timeouts, or a call's own) as SDK request options, and
 * which limit a timeout error came from (issue 3, point 10).
 *
 * The SDK checks maxTotalTimeout only when a progress notification restarts the timer
 * (Protocol._resetTimeout), and then rejects without sending notifications/cancelled. So a
 * ceiling below the timeout, or one on a request without progress, would never fire. We keep the
 * ceiling ourselves instead: a timer that aborts the request with the same McpError the SDK
 * would throw, and on abort the SDK sends notifications/cancelled like for its own timeout.
 */
import { SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import type { CallOptions, TimeoutReport } from '../../src/core/bridge-api';

export interface LimitedRequestOptions {
  timeout: number;
  resetTimeoutOnProgress: boolean;
  signal: AbortSignal;
}

export interface ArmedLimits {
  options: LimitedRequestOptions;
  /** Stops the ceiling once the request has ended. */
  disarm(): void;
}

/** `controller` is the request's own (a user's cancel aborts it too); the ceiling aborts it with a timeout error. */
export function armLimits(limits: CallOptions, controller: AbortController): ArmedLimits {
  const { timeoutMs, resetTimeoutOnProgress, maxTotalTimeoutMs } = limits;
  const startedAt = Date.now();
  const ceiling =
    maxTotalTimeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          const data = { maxTotalTimeout: maxTotalTimeoutMs, totalElapsed: Date.now() - startedAt };
          controller.abort(new SdkError(SdkErrorCode.RequestTimeout, 'Maximum total timeout exceeded', data));
        }, maxTotalTimeoutMs);
  return {
    options: { timeout: timeoutMs, resetTimeoutOnProgress, signal: controller.signal },
    disarm: () => clearTimeout(ceiling),
  };
}

/**
 * Which limit ended a request, or undefined when the error is not a timeout. The SDK's own timer
 * rejects with data `{ timeout }`; the ceiling (ours, or the SDK's on progress) with
 * `{ maxTotalTimeout, totalElapsed }`.
 */
export function timeoutLimit(error: unknown): TimeoutReport['limit'] | undefined {
  if (!(error instanceof SdkError) || error.code !== SdkErrorCode.RequestTimeout) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null && 'maxTotalTimeout' in data ? 'max-total' : 'timeout';
}

/** The limit in ms that fired. */
export function limitMs(limits: CallOptions, limit: TimeoutReport['limit']): number {
  return limit === 'max-total' && limits.maxTotalTimeoutMs !== undefined ? limits.maxTotalTimeoutMs : limits.timeoutMs;
}
