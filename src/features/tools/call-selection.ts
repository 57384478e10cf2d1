/**
 * Which call the result pane shows. Runs on every render, which includes every progress update, so
 * it scans from the newest end: the calls a user looks at are almost always the recent ones.
 */
import type { CallRecord } from '../../core/bridge-api';
import type { ScreenTarget } from '../../core/screen-target';

/** The chosen call, else the newest call of `toolName`; `calls` is oldest first. */
export function callToShow(
  calls: readonly CallRecord[],
  chosenId: string | undefined,
  toolName: string | undefined,
): CallRecord | undefined {
  const chosen = chosenId === undefined ? undefined : calls.findLast((call) => call.id === chosenId);
  if (chosen) return chosen;
  return toolName === undefined ? undefined : calls.findLast((call) => call.tool === toolName);
}

/** The call that sent the request the message log points at: its id is the call's, or one of its MRTR rounds'. */
export function callOfRequest(calls: readonly CallRecord[], target: Pick<ScreenTarget, 'conn' | 'requestId'>): CallRecord | undefined {
  const { requestId } = target;
  if (requestId === undefined) return undefined;
  return calls.findLast(
    (call) =>
      call.conn === target.conn &&
      (call.requestId === requestId || (call.rounds ?? []).some((round) => round.requestId === requestId || round.retryRequestId === requestId)),
  );
}
