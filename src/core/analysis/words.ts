/** Identifiers as words, shared by the rules that read tool and parameter names. */

/** An identifier as lower-case words: "sideNote", "side_note", "side-note" and "URLPath" all split. */
export function identifierWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The first word of a tool name, usually its verb: "deleteFile" -> "delete", "send-email" -> "send". */
export function leadingWord(name: string): string {
  return identifierWords(name)[0] ?? '';
}
