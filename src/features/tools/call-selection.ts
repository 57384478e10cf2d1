/**
 * Which call the result pane shows. Runs on every render, which includes every progress update, so
 * it scans from the newest end: the calls a user looks at are almost always the recent ones.
 */
import type { CallRecord } from '../../core/bridge-api';

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
