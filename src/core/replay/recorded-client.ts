/**
 * Replay connects as the client the trace recorded: the same clientInfo and the same declared
 * capabilities. A server may list other tools to another client (issue 4, "Drift"), or to one
 * that cannot sample or elicit (server-everything does), and that difference is the client's, not
 * a regression of the server.
 */
import type { ClientFeatures, ClientInfo } from '../bridge-api/connections';
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

/** Empty when the trace has no initialize (a log that starts mid-session): mcpscope's defaults apply. */
export function recordedClient(plan: ReplayPlan): RecordedClient {
  const params = plan.initialize?.params;
  if (!params) return {};
  const clientInfo = validateClientInfo(params.clientInfo);
  return {
    ...(isObject(params.capabilities) ? { clientFeatures: featuresFromCapabilities(params.capabilities) } : {}),
    ...(clientInfo.ok ? { clientInfo: clientInfo.value } : {}),
  };
}
