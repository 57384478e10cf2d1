/**
 * Whether the server declared a capability in its initialize response (spec 2025-06-18
 * basic/lifecycle, "Capability Negotiation"). Undefined before the handshake answered.
 */
export function declaresCapability(capabilities: Record<string, unknown> | undefined, name: string): boolean | undefined {
  if (capabilities === undefined) return undefined;
  return name in capabilities;
}
