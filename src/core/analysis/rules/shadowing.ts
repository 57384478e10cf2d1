/**
 * Shadowing and collisions (issue 4): one server's text steering another server's tools, two
 * servers offering the same tool name, names that only look alike, and names outside the spec's
 * naming rules. Which surfaces count as another server: other-servers.ts.
 */
import { clip, type Span } from '../finding';
import type { ServerSurface } from '../inputs';
import { findConcept } from '../intent/concepts';
import { sentenceAt } from '../intent/sentences';
import type { FamilyRules, Hit, SurfaceRule } from '../rule';
import { surfaceTextFields } from '../text-fields';
import { codeSpans, isInCodeSample } from './code-spans';
import { codePoint, confusableName } from './lookalike-names';
import { toolNameCollision } from './tool-name-collision';
import { otherServers, toolNames } from './other-servers';
import { toolProperties } from './schema-parameters';

/** Lower-cases ASCII only, so offsets found in the result are offsets into the original text. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (run) => run.toLowerCase());
}

// ---- description names another server's tool or the server itself ----

interface Candidate {
  name: string;
  kind: 'tool' | 'server';
  owner: string;
}

/**
 * Names shorter than this are never looked for: "a", "db" or "ui" cannot be told apart from
 * prose. Longer than the spec's 128 they are broken names, which invalid-tool-name reports.
 */
const MIN_MENTION = 3;
const MAX_MENTION = 128;

/**
 * The words a server's own schemas use as names: parameter names and string enum values. A
 * one-word tool name of another server that is also one of these ("search" as firecrawl_map's
 * parameter, or an index type) is this server's own vocabulary when it quotes it.
 */
function ownVocabulary(surface: ServerSurface): Set<string> {
  const words = new Set<string>();
  surface.tools.forEach((tool, index) => {
    for (const { name, schema } of toolProperties(tool, index).properties) {
      words.add(name);
      for (const value of Array.isArray(schema.enum) ? schema.enum : []) if (typeof value === 'string') words.add(value);
    }
  });
  return words;
}

function candidates(surface: ServerSurface, all: readonly ServerSurface[]): Candidate[] {
  const ownTools = new Set(toolNames(surface));
  const vocabulary = ownVocabulary(surface);
  const ownServer = new Set([surface.server, ...(surface.aliases ?? [])].map(asciiLower));
  const found = new Map<string, Candidate>();
  for (const other of otherServers(surface, all)) {
    for (const name of toolNames(other)) {
      const ownWord = PLAIN_TOOL_NAME.test(name) && vocabulary.has(name);
      if (!ownTools.has(name) && !ownWord) found.set(`tool:${name}`, { name, kind: 'tool', owner: other.server });
    }
    for (const name of [other.server, ...(other.aliases ?? [])]) {
      if (!ownServer.has(asciiLower(name))) found.set(`server:${asciiLower(name)}`, { name, kind: 'server', owner: other.server });
    }
  }
  // Longest first, so "Mail Server" is reported rather than the "mail" inside it.
  return [...found.values()].filter(({ name }) => name.trim().length >= MIN_MENTION && name.length <= MAX_MENTION).sort((a, b) => b.name.length - a.name.length);
}

/** A server is reported once per text, whichever of its names the text uses. */
function mentionKey(candidate: Candidate): string {
  return candidate.kind === 'tool' ? `tool:${candidate.name}` : `server:${candidate.owner}`;
}

/**
 * One plain word ("search", "Memory") reads as prose; "send_email" or "sendEmail" reads as a
 * name. Server names are matched caselessly, so for them "GitHub" is a plain word too.
 */
const PLAIN_TOOL_NAME = /^(?:\p{Lu}?\p{Ll}+|\p{Lu}+)$/u;
const PLAIN_SERVER_NAME = /^\p{L}+$/u;
const IDENTIFIER_BEFORE = /[\p{L}\p{N}_-]$/u;
/** "a.send_email" is a qualified name, but a sentence may end right after one: "use send_email." */
const IDENTIFIER_AFTER = /^(?:[\p{L}\p{N}_-]|\.[\p{L}\p{N}_])/u;
const QUOTES: Readonly<Record<string, string>> = { '`': '`', "'": "'", '"': '"', '“': '”', '‘': '’' };
/** After a plain server name: "the memory server", "memory MCP", "Memory's tools". */
const SERVER_CONTEXT_AFTER = /^(?:\s+(?:server|mcp)\b|['’]s\b)/i;

function isWholeWord(text: string, span: Span): boolean {
  return !IDENTIFIER_BEFORE.test(text.slice(Math.max(0, span.start - 2), span.start)) && !IDENTIFIER_AFTER.test(text.slice(span.end, span.end + 3));
}

/**
 * Words every codebase uses as function names: `count()` in a SQL sample or `click()` in a browser
 * script is that function, not another server's tool of the same name, unless quoted on its own.
 */
const PROGRAMMING_WORDS = new Set([
  'click', 'count', 'get', 'set', 'put', 'post', 'run', 'map', 'filter', 'find', 'sort', 'reduce', 'open', 'close', 'read', 'write', 'print', 'log', 'list', 'search',
  'fetch', 'query', 'select', 'insert', 'update', 'delete', 'remove', 'add', 'push', 'pop', 'join', 'split', 'format', 'parse', 'send', 'load', 'save', 'type', 'fill',
  'press', 'hover', 'wait', 'goto', 'navigate', 'evaluate', 'eval', 'exec', 'call', 'apply', 'then', 'match', 'replace', 'keys', 'values', 'len', 'sum', 'min', 'max',
  'now', 'init', 'start', 'stop', 'reset', 'clear', 'focus', 'scroll', 'render', 'emit', 'screenshot', 'check', 'create', 'drop', 'echo', 'test', 'describe', 'expect',
]);

/** A plain-word name counts only where it reads as a name: quoted on its own, called (unless a programming word), or named as a server. */
function readsAsName(text: string, span: Span, candidate: Candidate): boolean {
  const before = text[span.start - 1] ?? '';
  const after = text.slice(span.end);
  const closing = QUOTES[before];
  if (closing !== undefined && after.startsWith(closing)) return true;
  if (after.startsWith('(')) return !PROGRAMMING_WORDS.has(candidate.name.toLowerCase());
  return candidate.kind === 'server' && SERVER_CONTEXT_AFTER.test(after);
}

/** `page.click()`, `db.count()`: a method of some object, whatever its name. */
function isMethodCall(text: string, span: Span): boolean {
  return text[span.start - 1] === '.' && /^\s*\(/.test(text.slice(span.end, span.end + 3));
}

/** Tool names are case-sensitive (spec 2025-11-25, "Tool names"); server names are matched as prose is written. */
function findMention(text: string, code: readonly Span[], candidate: Candidate): Span | undefined {
  const caseless = candidate.kind === 'server';
  const haystack = caseless ? asciiLower(text) : text;
  const needle = caseless ? asciiLower(candidate.name) : candidate.name;
  const plain = (caseless ? PLAIN_SERVER_NAME : PLAIN_TOOL_NAME).test(candidate.name);
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const span = { start: at, end: at + needle.length };
    if (!isWholeWord(text, span) || isMethodCall(text, span) || isInCodeSample(text, code, span)) continue;
    if (!plain || readsAsName(text, span, candidate)) return span;
  }
  return undefined;
}

const SENTENCE_END = /[.!?](?=\s|$)|\n/g;
/** Keeps evidence readable: the sentence around the mention, starting near it if the sentence is long. */
const EVIDENCE_LEAD = 100;

function sentenceAround(text: string, span: Span): string {
  let start = 0;
  let end = text.length;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (match.index < span.start) start = match.index + 1;
    else if (match.index >= span.end) {
      end = match.index + 1;
      break;
    }
  }
  return clip(text.slice(Math.max(start, span.start - EVIDENCE_LEAD), end).trim());
}

const MENTION_KINDS = new Set(['description', 'instructions', 'title']);

/** Words that put a named tool to use or order it around: call, use, instead of, before, after. */
const STEERING = /\b(?:call(?:s|ing|ed)?|use|when using|invok(?:e[sd]?|ing)|run|prefer|instead|rather than|before|after|first|then|whenever|never|route|redirect|forward|replace[sd]?|override)\b/i;

/**
 * Whether the sentence around a mention steers the named tool (a call or use word, an obligation
 * word in any language): "Use send_email instead" does; "Step type: trigger, send_email, delay"
 * only shares a common name, so it is reported at medium.
 */
function steers(text: string, span: Span): boolean {
  // A heading or list item ends at its line even without a full stop.
  const { start, end } = sentenceAt(text, span.start);
  const sentence = { start: Math.max(start, text.lastIndexOf('\n', span.start) + 1), end: Math.min(end, text.includes('\n', span.end) ? text.indexOf('\n', span.end) : end) };
  const around = `${text.slice(sentence.start, span.start)} ${text.slice(span.end, sentence.end)}`;
  return STEERING.test(around) || findConcept(text, 'directive', sentence.start, sentence.end, 1).length > 0 || findConcept(text, 'addressee', sentence.start, sentence.end, 1).length > 0;
}

const namesOtherServer: SurfaceRule = {
  rule: {
    id: 'shadowing/names-other-server',
    family: 'shadowing',
    severity: 'high',
    title: "Text names another server's tool",
    summary:
      "A description, title or the server instructions name a tool or the name of a different connected server: one server's text steering the use of another's tools is tool shadowing. " +
      'Tool names match case-sensitively as whole identifiers; a name that is one plain word ("search") counts only in code-like context (`search`, "search", remember() — but not a programming word called as a function), and plain server names also before "server"/"MCP" or with \'s. ' +
      'High when the sentence steers the named tool (call, use, instead, before, an obligation word in any language); medium when it only shares the name ("Step type: trigger, send_email, delay"). ' +
      'Names shorter than 3 characters, the server\'s own tool names, one-word names its own schemas use as a parameter name or enum value (`search`), and code identifiers are ignored: a method call (`page.click()`), a name inside a fenced sample or a longer code span, and a programming word called as a function (`count()`, `click()`) are not references to a tool.',
    remediation:
      "Describe only this server's own tools. If the server is legitimately meant to work with another one, disconnect whichever you don't trust; a server has no business instructing how another server's tools are used.",
  },
  check(surface, all) {
    const wanted = candidates(surface, all);
    if (wanted.length === 0) return [];
    const hits: Hit[] = [];
    for (const field of surfaceTextFields(surface)) {
      if (!MENTION_KINDS.has(field.kind)) continue;
      const reported = new Set<string>();
      const code = codeSpans(field.text);
      for (const candidate of wanted) {
        const span = reported.has(mentionKey(candidate)) ? undefined : findMention(field.text, code, candidate);
        if (!span) continue;
        reported.add(mentionKey(candidate));
        const what = candidate.kind === 'tool' ? `"${candidate.name}", a tool of another connected server ("${candidate.owner}")` : `another connected server, "${candidate.owner}"`;
        hits.push({
          message: `Names ${what}. Text from one server that steers another server's tools can hijack them (tool shadowing).`,
          evidence: sentenceAround(field.text, span),
          span,
          path: field.path,
          ...(steers(field.text, span) ? {} : { severity: 'medium' as const }),
        });
      }
    }
    return hits;
  },
};

// ---- names outside the spec's rules ----

/** Spec 2025-11-25, "Tool names": 1 to 128 characters of A-Z, a-z, 0-9, "_", "-" and "."; unique within a server. */
const TOOL_NAME_MAX = 128;
const NOT_ALLOWED = /[^A-Za-z0-9_.-]/gu;

function describeCharacters(chars: readonly string[]): string {
  const kinds = new Set(chars.map((char) => (/\s/u.test(char) ? 'whitespace' : char === ',' ? 'a comma' : /^[\x21-\x7e]$/.test(char) ? `"${char}"` : codePoint(char))));
  return [...kinds].slice(0, 5).join(', ');
}

function namingProblems(name: string): { problems: string[]; span?: Span } {
  const problems: string[] = [];
  if (name.length === 0) problems.push('is empty');
  if (name.length > TOOL_NAME_MAX) problems.push(`is ${name.length} characters long (at most ${TOOL_NAME_MAX})`);
  const bad = [...name.matchAll(NOT_ALLOWED)];
  const first = bad[0];
  if (!first) return { problems };
  problems.push(`contains ${describeCharacters(bad.map(([char]) => char))}`);
  return { problems, span: { start: first.index, end: first.index + first[0].length } };
}

const invalidToolName: SurfaceRule = {
  rule: {
    id: 'shadowing/invalid-tool-name',
    family: 'shadowing',
    severity: 'low',
    title: "Tool name breaks the spec's naming rules",
    summary:
      'A tool name is missing, empty, longer than 128 characters, contains characters other than A-Z, a-z, 0-9, "_", "-" and "." (spaces, commas, slashes, non-ASCII), or is listed twice by the same server (spec 2025-11-25, "Tool names"). ' +
      'Clients may reject such tools or mangle their names.',
    remediation: 'Rename the tool to 1–128 characters of ASCII letters, digits, "_", "-" and ".", unique within the server.',
  },
  check(surface) {
    const seen = new Set<string>();
    return surface.tools.flatMap((tool, index): Hit[] => {
      if (typeof tool.name !== 'string') {
        return [{ message: 'This tool has no string name; the spec requires one.', evidence: clip(JSON.stringify(tool.name) ?? 'undefined'), path: `tools/#${index}/name` }];
      }
      const { problems, span } = namingProblems(tool.name);
      if (seen.has(tool.name)) problems.push('is listed more than once by this server');
      seen.add(tool.name);
      if (problems.length === 0) return [];
      return [{ message: `The tool name ${problems.join(', ')}.`, evidence: clip(JSON.stringify(tool.name)), path: `tools/${tool.name}/name`, ...(span ? { span } : {}) }];
    });
  },
};

export const shadowingRules: FamilyRules = {
  surface: [namesOtherServer, toolNameCollision, confusableName, invalidToolName],
};
