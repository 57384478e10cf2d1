import type { ListKind } from './bridge-api/lists';

/**
 * Whether the server declared a capability in its initialize response (spec 2025-06-18
 * basic/lifecycle, "Capability Negotiation"). Undefined before the handshake answered.
 */
export function declaresCapability(capabilities: Record<string, unknown> | undefined, name: string): boolean | undefined {
  if (capabilities === undefined) return undefined;
  return name in capabilities;
}

/** The lists a server offers, by its declared capabilities; resource templates come with resources. */
export function declaredListKinds(capabilities: Record<string, unknown> | undefined): ListKind[] {
  if (capabilities === undefined) return [];
  return [
    ...(capabilities.tools ? (['tools'] as const) : []),
    ...(capabilities.prompts ? (['prompts'] as const) : []),
    ...(capabilities.resources ? (['resources', 'resourceTemplates'] as const) : []),
  ];
}
