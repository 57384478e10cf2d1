/**
 * Which client capabilities mcpscope declares in initialize (spec: lifecycle, capability
 * negotiation), from the connection's ClientFeatures. A developer turns one off to see how their
 * server behaves with a host that lacks it.
 */
import type { ClientCapabilities } from '@modelcontextprotocol/client';
import type { ClientFeatures } from '../../src/core/bridge-api';

export function declaredCapabilities(features: ClientFeatures): ClientCapabilities {
  const capabilities: ClientCapabilities = {};
  if (features.sampling) capabilities.sampling = {};
  // Spec 2025-11-25: an empty `elicitation: {}` means form only, so each mode is named
  // explicitly, and URL mode alone is declared as `{ url: {} }` (no form).
  if (features.elicitationForm || features.elicitationUrl) {
    capabilities.elicitation = {
      ...(features.elicitationForm ? { form: {} } : {}),
      ...(features.elicitationUrl ? { url: {} } : {}),
    };
  }
  if (features.roots) capabilities.roots = { listChanged: true };
  // Spec 2025-11-25, tasks: the server may ask for a sampling or elicitation request as a task only
  // when we name that request here; naming one we do not serve would invite requests we refuse.
  if (features.tasks) {
    const canElicit = features.elicitationForm || features.elicitationUrl;
    capabilities.tasks = {
      list: {},
      cancel: {},
      requests: {
        ...(features.sampling ? { sampling: { createMessage: {} } } : {}),
        ...(canElicit ? { elicitation: { create: {} } } : {}),
      },
    };
  }
  return capabilities;
}
