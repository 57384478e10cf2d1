/** Unicode tag characters (U+E0000 block): invisible in most UIs, read by models. */
export function toTagCharacters(ascii: string): string {
  return [...ascii].map((char) => String.fromCodePoint(0xe0000 + (char.codePointAt(0) ?? 0))).join('');
}
