/**
 * The redaction engine's shape rules from a maintained rule set (issue 17, finding 2): secretlint's
 * recommended preset (AWS, GitHub, npm, Slack, OpenAI, Anthropic, database connection strings,
 * basic auth, private keys, ...). Texts are scanned many to a call, so a trace of thousands of
 * records costs a few calls, not thousands.
 */
import { lintSource } from '@secretlint/core';
import { creator as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import type { SecretHit } from './hit';

const CONFIG = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommended }] };
/** Between two texts of one call: no rule's pattern crosses a blank line and a NUL. */
const SEPARATOR = '\n\n\u0000\n\n';
/** Characters per call: large enough to amortise a call, small enough to yield between calls. */
const CHUNK = 512 * 1024;

/** "found GitHub Token(GitHub personal access tokens): ghp_…" → its name and the secret. */
function readMessage(message: string): { kind: string; secret: string } | undefined {
  const match = /^found (?<kind>[^:]{1,120}): (?<secret>[\s\S]+)$/.exec(message);
  return match?.groups ? { kind: match.groups.kind ?? '', secret: match.groups.secret ?? '' } : undefined;
}

async function lintChunk(content: string): Promise<SecretHit[]> {
  const result = await lintSource({ source: { content, filePath: '', ext: '.txt', contentType: 'text' }, options: { config: CONFIG, noPhysicFilePath: true } });
  return result.messages.map((message) => {
    const [start, end] = message.range;
    const read = readMessage(message.message);
    // Some rules (aws) report the label's offset with the secret's length: the secret, found from
    // there, is what must go.
    const at = read ? content.indexOf(read.secret, start) : -1;
    const span = at >= 0 && at <= end ? { start: at, end: at + (read?.secret.length ?? 0) } : { start, end };
    return { kind: kindName(read?.kind ?? message.messageId), ...narrowToPassword(content, span) };
  });
}

/** "GitHub Token(GitHub personal access tokens)" → "GitHub token", as our own rules name kinds. */
function kindName(message: string): string {
  return message
    .replace(/\(.*\)$/, '')
    .trim()
    .split(' ')
    .map((word, index) => (index > 0 && /^[A-Z][a-z]+$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** A connection string or basic-auth URL: only its password goes, so the host still says where it pointed. */
function narrowToPassword(content: string, span: { start: number; end: number }): { start: number; end: number } {
  const url = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s:@/]*:(?<password>[^\s@/]+)@/d.exec(content.slice(span.start, span.end));
  const at = url?.indices?.groups?.password;
  return at ? { start: span.start + at[0], end: span.start + at[1] } : span;
}

/** secretlint's hits in each text, indexed like `texts`. */
export async function secretlintHits(texts: readonly string[]): Promise<SecretHit[][]> {
  const hits: SecretHit[][] = texts.map(() => []);
  let index = 0;
  while (index < texts.length) {
    const first = index;
    const offsets: number[] = [];
    let content = '';
    do {
      offsets.push(content.length);
      content += (texts[index] ?? '') + SEPARATOR;
      index++;
    } while (index < texts.length && content.length < CHUNK);
    for (const hit of await lintChunk(content)) {
      let which = offsets.length - 1;
      while (which > 0 && (offsets[which] ?? 0) > hit.start) which--;
      const base = offsets[which] ?? 0;
      const length = texts[first + which]?.length ?? 0;
      hits[first + which]?.push({ kind: hit.kind, start: hit.start - base, end: Math.min(hit.end - base, length) });
    }
  }
  return hits;
}
