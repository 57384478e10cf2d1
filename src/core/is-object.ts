/** A plain JSON object (not null, not an array): the first check on any value read from the wire or a file. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
