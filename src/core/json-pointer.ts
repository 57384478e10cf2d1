/**
 * JSON Pointer (RFC 6901), the one place it is spelled: "~" is written "~0" and "/" "~1", and
 * reading undoes "~1" before "~0". Paths in findings, schema issues, replay diffs, --ignore and
 * clipped content all use it.
 */

/** ["content", 0, "a/b"] -> "/content/0/a~1b"; the empty path is "" (the whole document). */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((token) => `/${String(token).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** "/content/0/a~1b" -> ["content", "0", "a/b"]; "" -> []. The caller checks that it starts with "/". */
export function pointerTokens(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The value a pointer designates inside `root`, or undefined when there is none. */
export function resolvePointer(root: unknown, pointer: string): unknown {
  if (pointer !== '' && !pointer.startsWith('/')) return undefined;
  let node = root;
  for (const token of pointerTokens(pointer)) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
