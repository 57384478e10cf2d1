/**
 * The `era` of a lifecycle record (docs/trace-format.md; issue 18), rebuilt from its known fields
 * like the rest of a record (record-shape.ts). The probe's record numbers (`probeSeqs`) are the
 * writer's and are not kept: the reader numbers the records again.
 */
import { isObject } from '../is-object';
import { isProtocolSetting, type EraDecision, type EraReason } from '../protocol-era';

const REASON_KINDS: readonly EraReason['kind'][] = ['probe-answered', 'probe-failed', 'pinned', 'pin-refused', 'sse-transport', 'initialize-refused'];
const FAILURE_KINDS = ['rpc-error', 'exited', 'silent', 'unreadable'];

function checkReason(reason: unknown): EraReason | undefined {
  if (!isObject(reason) || !REASON_KINDS.includes(reason.kind as EraReason['kind'])) return undefined;
  if (!('failure' in reason)) return reason.kind === 'probe-answered' || reason.kind === 'pinned' || reason.kind === 'sse-transport' ? { kind: reason.kind } : undefined;
  // A failure is shown as text (describeProbeFailure): its fields are read where they are shown.
  return isObject(reason.failure) && FAILURE_KINDS.includes(reason.failure.how as string) ? ({ kind: reason.kind, failure: reason.failure } as EraReason) : undefined;
}

/** The decision, or undefined when `value` is not one. */
export function checkEraDecision(value: unknown): EraDecision | undefined {
  if (!isObject(value) || !isProtocolSetting(value.setting)) return undefined;
  if (value.era !== undefined && value.era !== 'legacy' && value.era !== 'modern') return undefined;
  const reason = checkReason(value.reason);
  if (!reason) return undefined;
  const probe = value.probe;
  const probeOk = isObject(probe) && Array.isArray(probe.stderr) && probe.stderr.every((line) => typeof line === 'string') && typeof probe.durationMs === 'number';
  return {
    setting: value.setting,
    ...(value.era !== undefined ? { era: value.era } : {}),
    reason,
    ...(isObject(value.discover) ? { discover: value.discover } : {}),
    ...(probeOk ? { probe: { stderr: probe.stderr as string[], durationMs: probe.durationMs as number } } : {}),
  };
}
