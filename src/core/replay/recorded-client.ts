/**
 * Replay connects as the client the trace recorded: the same clientInfo and the same declared
 * capabilities. A server may list other tools to another client (issue 4, "Drift"), or to one
 * that cannot sample or elicit (server-everything does), and that difference is the client's, not
 * a regression of the server.
 *
 * A 2026-07-28 session has no initialize: each request declares the client in `_meta`, and the
 * first one's declaration is taken. Replay also speaks the era the trace recorded (issue 18,
 * item 8): a trace of a 2025 session against a dual-era server is not a 2026-07-28 session.
 */
import type { ClientFeatures, ClientInfo } from '../bridge-api/connections';
import type { ProtocolSetting } from '../protocol-era';
import { validateClientInfo } from '../client-info';
import type { ReplayPlan } from './plan';
import { isObject } from '../is-object';

export interface RecordedClient {
  clientFeatures?: ClientFeatures;
  clientInfo?: ClientInfo;
}

/** ClientFeatures from initialize's `capabilities` (the inverse of server/connections/client-features.ts). */
export function featuresFromCapabilities(capabilities: Record<string, unknown>): ClientFeatures {
  const elicitation = isObject(capabilities.elicitation) ? capabilities.elicitation : undefined;
  // Spec 2025-11-25: an empty `elicitation: {}` means form mode only.
  const form = elicitation !== undefined && ('form' in elicitation || !('url' in elicitation));
  return {
    sampling: isObject(capabilities.sampling),
    elicitationForm: form,
    elicitationUrl: elicitation !== undefined && 'url' in elicitation,
    roots: isObject(capabilities.roots),
    tasks: isObject(capabilities.tasks),
  };
}

/**
 * From initialize, else from the first request's `_meta` (2026-07-28); empty when the trace has
 * neither (a log that starts mid-session): mcpscope's defaults apply.
 */
export function recordedClient(plan: ReplayPlan): RecordedClient {
  const declared = plan.initialize?.params ?? plan.envelope;
  if (!declared) return {};
  const clientInfo = validateClientInfo(declared.clientInfo);
  return {
    ...(isObject(declared.capabilities) ? { clientFeatures: featuresFromCapabilities(declared.capabilities) } : {}),
    ...(clientInfo.ok ? { clientInfo: clientInfo.value } : {}),
  };
}

/** The protocol setting that speaks the trace's era; auto when the trace does not say which. */
export function recordedProtocol(plan: ReplayPlan): ProtocolSetting {
  return plan.era ?? 'auto';
}
