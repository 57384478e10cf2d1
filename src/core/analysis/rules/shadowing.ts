/**
 * Shadowing and collisions (issue 4): one server's text steering another server's tools, two
 * servers offering the same tool name, names that only look alike, and names outside the spec's
 * naming rules. Which surfaces count as another server: other-servers.ts.
 */
import { remove as confusableSkeleton } from 'confusables';
import { clip, type Span } from '../finding';
import type { ServerSurface } from '../inputs';
import type { FamilyRules, Hit, SurfaceRule } from '../rule';
import { surfaceTextFields } from '../text-fields';
import { otherServers } from './other-servers';

function toolNames(surface: ServerSurface): string[] {
  return surface.tools.flatMap((tool) => (typeof tool.name === 'string' ? [tool.name] : []));
}

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

function candidates(surface: ServerSurface, all: readonly ServerSurface[]): Candidate[] {
  const ownTools = new Set(toolNames(surface));
  const ownServer = new Set([surface.server, ...(surface.aliases ?? [])].map(asciiLower));
  const found = new Map<string, Candidate>();
  for (const other of otherServers(surface, all)) {
    for (const name of toolNames(other)) {
      if (!ownTools.has(name)) found.set(`tool:${name}`, { name, kind: 'tool', owner: other.server });
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

/** A plain-word name counts only where it reads as code: quoted, called, or named as a server. */
function readsAsName(text: string, span: Span, kind: Candidate['kind']): boolean {
  const before = text[span.start - 1] ?? '';
  const after = text.slice(span.end);
  const closing = QUOTES[before];
  if (closing !== undefined && after.startsWith(closing)) return true;
  if (after.startsWith('(')) return true;
  return kind === 'server' && SERVER_CONTEXT_AFTER.test(after);
}

/** Tool names are case-sensitive (spec 2025-11-25, "Tool names"); server names are matched as prose is written. */
function findMention(text: string, candidate: Candidate): Span | undefined {
  const caseless = candidate.kind === 'server';
  const haystack = caseless ? asciiLower(text) : text;
  const needle = caseless ? asciiLower(candidate.name) : candidate.name;
  const plain = (caseless ? PLAIN_SERVER_NAME : PLAIN_TOOL_NAME).test(candidate.name);
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const span = { start: at, end: at + needle.length };
    if (isWholeWord(text, span) && (!plain || readsAsName(text, span, candidate.kind))) return span;
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

const namesOtherServer: SurfaceRule = {
  rule: {
    id: 'shadowing/names-other-server',
    family: 'shadowing',
    severity: 'high',
    title: "Text names another server's tool",
    summary:
      "A description, title or the server instructions name a tool or the name of a different connected server: one server's text steering the use of another's tools is tool shadowing. " +
      'Tool names match case-sensitively as whole identifiers; a name that is one plain word ("search") counts only in code-like context (`search`, "search", search()), and plain server names also before "server"/"MCP" or with \'s. ' +
      'Names shorter than 3 characters, and the server\'s own tool names, are ignored.',
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
      for (const candidate of wanted) {
        const span = reported.has(mentionKey(candidate)) ? undefined : findMention(field.text, candidate);
        if (!span) continue;
        reported.add(mentionKey(candidate));
        const what = candidate.kind === 'tool' ? `"${candidate.name}", a tool of another connected server ("${candidate.owner}")` : `another connected server, "${candidate.owner}"`;
        hits.push({
          message: `Names ${what}. Text from one server that steers another server's tools can hijack them (tool shadowing).`,
          evidence: sentenceAround(field.text, span),
          span,
          path: field.path,
        });
      }
    }
    return hits;
  },
};

// ---- the same tool name on two servers ----

const toolNameCollision: SurfaceRule = {
  rule: {
    id: 'shadowing/tool-name-collision',
    family: 'shadowing',
    severity: 'medium',
    title: 'Tool name offered by another server too',
    summary:
      'Two connected servers list a tool with exactly the same name. A client that merges tool lists may call the wrong one, and a malicious server can take over a trusted tool\'s name. ' +
      'Reported on each server that has the name; the same server connected twice does not count.',
    remediation:
      'Rename one of the tools, or have the client prefix tool names with the server name. Check which server should really answer this tool.',
  },
  check(surface, all) {
    const owners = new Map<string, string[]>();
    for (const other of otherServers(surface, all)) {
      for (const name of new Set(toolNames(other))) owners.set(name, [...(owners.get(name) ?? []), other.server]);
    }
    return [...new Set(toolNames(surface))].flatMap((name) => {
      const servers = owners.get(name);
      if (!servers) return [];
      const list = servers.map((server) => `"${server}"`).join(', ');
      return [{ message: `"${name}" is also a tool of server ${list}; the two can be confused or one can shadow the other.`, evidence: name, path: `tools/${name}/name` }];
    });
  },
};

// ---- confusable names ----

/** Scripts with letters that pass for Latin ones (UTS #39 lists these as the usual homoglyph sources). */
const LOOKALIKE_SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee'] as const;
const SCRIPT_TESTS = LOOKALIKE_SCRIPTS.map((script) => ({ script, test: new RegExp(`\\p{Script=${script}}`, 'u') }));

function lookalikeScripts(name: string): string[] {
  const seen = new Set<string>();
  for (const char of name) {
    for (const { script, test } of SCRIPT_TESTS) if (test.test(char)) seen.add(script);
  }
  return LOOKALIKE_SCRIPTS.filter((script) => seen.has(script));
}

/** Look-alikes are shown by code point: printed, "ѕ" is indistinguishable from "s". */
function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The characters a valid name cannot have: everything outside printable ASCII, as a span and as code points. */
function nonAscii(name: string): { span: Span; codePoints: string } {
  const positions = [...name.matchAll(/[^\x20-\x7e]/gu)];
  const first = positions[0]?.index ?? 0;
  const last = positions.at(-1);
  const end = last ? last.index + last[0].length : name.length;
  const codePoints = [...new Set(positions.map(([char]) => codePoint(char)))];
  return { span: { start: first, end }, codePoints: codePoints.slice(0, 6).join(', ') };
}

const confusableName: SurfaceRule = {
  rule: {
    id: 'shadowing/confusable-name',
    family: 'shadowing',
    severity: 'high',
    title: 'Tool name uses look-alike characters',
    summary:
      'A tool name mixes scripts with Latin look-alikes (Latin with Cyrillic, Greek, Armenian or Cherokee), or its confusable skeleton equals another tool\'s name on any connected server ("ѕend_email" against "send_email"). ' +
      'The skeleton comes from the `confusables` package; a name that is plain ASCII is never the impostor, so only the look-alike is reported.',
    remediation:
      'Do not use this tool until you know who published it. Tool names should be plain ASCII letters, digits, "_", "-" and "." (spec 2025-11-25).',
  },
  check(surface, all) {
    const everyName = [...new Set(all.flatMap(toolNames))];
    const skeletons = new Map(everyName.map((name) => [name, confusableSkeleton(name)]));
    return [...new Set(toolNames(surface))].flatMap((name): Hit[] => {
      const skeleton = skeletons.get(name) ?? name;
      if (skeleton === name && !/[^\x20-\x7e]/u.test(name)) return [];
      const twin = everyName.find((other) => other !== name && (skeletons.get(other) ?? other) === skeleton);
      const scripts = lookalikeScripts(name);
      if (twin === undefined && scripts.length < 2) return [];
      const { span, codePoints } = nonAscii(name);
      const owner = all.find((other) => twin !== undefined && toolNames(other).includes(twin))?.server;
      const message =
        twin !== undefined
          ? `"${name}" looks like "${twin}" (server "${owner ?? ''}") but differs in ${codePoints}: a model or a person can pick the wrong tool.`
          : `"${name}" mixes ${scripts.join(' and ')} letters (${codePoints}); it reads as "${skeleton}".`;
      return [{ message, evidence: `${name} (${codePoints})`, span, path: `tools/${name}/name` }];
    });
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
