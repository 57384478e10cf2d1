/**
 * A per-field result kept for the next caller: the engine runs every rule over one field before
 * the next, and each may ask for the same normalisation or decoding. Keyed by the text itself, the
 * cache is invisible to callers (same text, same value) and safe with any number of connections;
 * it holds a handful of fields at most.
 */
const RECENT = 4;

export function recentlyComputed<T>(compute: (text: string) => T): (text: string) => T {
  const recent = new Map<string, T>();
  return (text) => {
    if (recent.has(text)) return recent.get(text) as T;
    const value = compute(text);
    recent.set(text, value);
    if (recent.size > RECENT) recent.delete(recent.keys().next().value as string);
    return value;
  };
}
