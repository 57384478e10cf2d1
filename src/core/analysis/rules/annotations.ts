/**
 * Annotations (issue 4): tool hints are the server's own claims (spec 2025-11-25, "Tool
 * annotations": clients MUST treat them as untrusted), so every message calls them
 * "server-claimed". These rules flag hints that are missing, mistyped, or contradicted by the
 * tool's name, description or schema.
 */
import { clip, type Span } from '../finding';
import type { FamilyRules, Hit, SurfaceRule } from '../rule';
import { identifierWords } from '../words';
import { isObject } from '../../is-object';
import { annotationEffectRules, OUTBOUND_PREDICATE } from './annotation-effects';
import { claimed, description, HINTS, nameWords, safetyClaim, toolBase, type Definition, type HintName } from './annotation-claims';
import { CHANGING_PREDICATE, DESTROYING_PREDICATE, destroyingVerbInName, leadingChangingVerb, predicateClause, READING_VERBS, sideClause } from './tool-actions';

/** What applies when a hint is absent (spec 2025-11-25, ToolAnnotations). */
const SPEC_DEFAULTS: Readonly<Record<HintName, boolean>> = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };

/** Where a contradiction shows: the description span when it says so, else the name or a parameter. */
interface Evidence {
  source: 'description' | 'name' | 'parameter';
  what: string;
  path: string;
  span?: Span;
  /** A change told on the side of the description's main verb (see sideClause). */
  aside?: boolean;
}

/** A description match (its first group, when it has one, is the predicate) or else a word of the name. */
function contradiction(base: string, match: RegExpExecArray | null | undefined, fromName?: string): Evidence | undefined {
  if (match) {
    const [start, end] = match.indices?.[1] ?? [match.index, match.index + match[0].length];
    return { source: 'description', what: match[1] ?? match[0], path: `${base}/description`, span: { start, end }, aside: match.length > 2 && sideClause(match) };
  }
  return fromName === undefined ? undefined : { source: 'name', what: fromName, path: `${base}/name` };
}

/**
 * A verb that does not open the name (`compare_upload_sizes`, `github_delete_repo`) may be a
 * namespace's verb or a noun, a parameter called `command` may name a command to look up
 * (`get_help`), and a change told on the side ("…, saving a copy", "…and updates the index") is
 * a remark about the tool; without more to back them, those are worth a look, not a verdict.
 */
function uncertain(evidence: Evidence, words: readonly string[]): boolean {
  if (evidence.source === 'parameter') return true;
  if (evidence.source === 'description') return evidence.aside === true;
  return words[0] !== evidence.what.split(' ')[0];
}

function hit(message: string, evidence: Evidence, text: string, words: readonly string[] = []): Hit {
  return {
    message,
    evidence: clip(evidence.span ? text.slice(evidence.span.start, evidence.span.end) : evidence.what),
    path: evidence.path,
    ...(evidence.span ? { span: evidence.span } : {}),
    ...(uncertain(evidence, words) ? { severity: 'medium' as const } : {}),
  };
}

// ---- missing hints ----

const missingHints: SurfaceRule = {
  rule: {
    id: 'annotations/missing-hints',
    family: 'annotations',
    severity: 'info',
    title: 'Server-claimed hints missing: spec defaults apply',
    summary:
      'A tool has no annotations, or no destructiveHint or openWorldHint (destructiveHint is not needed when readOnlyHint is true). ' +
      'The spec defaults then apply: readOnlyHint false, destructiveHint true, idempotentHint false, openWorldHint true, so clients should treat the tool as destructive and open-world.',
    remediation: 'Declare readOnlyHint, destructiveHint and openWorldHint so clients can tell safe tools from dangerous ones. Remember they stay server-claimed.',
  },
  check(surface) {
    return surface.tools.flatMap((tool, index): Hit[] => {
      const path = `${toolBase(tool, index)}/annotations`;
      if (tool.annotations === undefined) {
        const defaults = HINTS.map((hint) => `${hint} ${String(SPEC_DEFAULTS[hint])}`).join(', ');
        return [{ message: `No server-claimed annotations, so the spec defaults apply (${defaults}): treat it as destructive and open-world.`, evidence: 'no annotations', path }];
      }
      const { annotations } = tool;
      if (!isObject(annotations)) return [];
      const wanted: HintName[] = claimed(tool, 'readOnlyHint') === true ? ['openWorldHint'] : ['destructiveHint', 'openWorldHint'];
      const missing = wanted.filter((hint) => !(hint in annotations));
      if (missing.length === 0) return [];
      const meaning = missing.map((hint) => `${hint} ${String(SPEC_DEFAULTS[hint])} (${hint === 'destructiveHint' ? 'destructive' : 'open-world'})`).join(', ');
      return [{ message: `No server-claimed ${missing.join(' or ')}, so the spec default applies: ${meaning}.`, evidence: clip(JSON.stringify(annotations)), path }];
    });
  },
};

// ---- read-only, yet it changes things ----

const readOnlyContradiction: SurfaceRule = {
  rule: {
    id: 'annotations/read-only-contradiction',
    family: 'annotations',
    severity: 'high',
    title: 'Server-claimed read-only tool changes things',
    summary:
      'The server claims readOnlyHint true, but the name\'s leading verb (medium when it does not open the name) or a clause of the description (medium for a change told on the side: "…, archiving old ones", "…and updates the index"; destroying stays high) says the tool deletes, removes, drops, writes, updates, creates, sends, posts, kills, deploys… ' +
      'A reading verb first in the name (list_deleted_items, get_deletion_policy), nouns, negations ("does not delete"), and destroying verbs whose object is harmless or missing ("Remove the highlight", "clear_selection", "reset the filter", "deletes nothing", "terminates when the stream ends") do not fire; running commands is left to annotations/executes-not-destructive.',
    remediation: 'Treat the tool as destructive whatever it claims, and have the server fix its annotations.',
  },
  check(surface) {
    return surface.tools.flatMap((tool, index): Hit[] => {
      if (claimed(tool, 'readOnlyHint') !== true) return [];
      const text = description(tool);
      const words = nameWords(tool);
      const evidence = contradiction(toolBase(tool, index), predicateClause(text, CHANGING_PREDICATE), leadingChangingVerb(words));
      if (!evidence) return [];
      return [hit(`The server claims readOnlyHint: true, but its ${evidence.source} says "${evidence.what}": it changes things.`, evidence, text, words)];
    });
  },
};

// ---- not destructive, yet it destroys ----

const destroysNotDestructive: SurfaceRule = {
  rule: {
    id: 'annotations/destroys-not-destructive',
    family: 'annotations',
    severity: 'high',
    title: 'Server-claimed non-destructive tool destroys data',
    summary:
      'The server claims destructiveHint false (and not readOnlyHint true, which annotations/read-only-contradiction covers), but a clause of the description or the name destroys something worth keeping, in whatever words: ' +
      'deletes, empties the bucket, terminates the instance, force-pushes, truncates, purges, revokes keys, overwrites files, resets to a commit, drops the table, wipes, evicts… ' +
      'The verb\'s object decides: "Remove the highlight", "clear the selection", "reset the filter", "kill ring", "deletes nothing", "shows what would be deleted" do not fire; remove, clear, reset, kill, drop and the like fire only on data, files, records, branches, instances, accounts, keys and similar. Medium when only a verb that does not open the tool\'s name says so.',
    remediation: 'Treat the tool as destructive and confirm every call; have the server claim destructiveHint true.',
  },
  check(surface) {
    return surface.tools.flatMap((tool, index): Hit[] => {
      if (claimed(tool, 'destructiveHint') !== false || claimed(tool, 'readOnlyHint') === true) return [];
      const text = description(tool);
      const words = nameWords(tool);
      const evidence = contradiction(toolBase(tool, index), predicateClause(text, DESTROYING_PREDICATE, true), destroyingVerbInName(words));
      if (!evidence) return [];
      return [hit(`The server claims destructiveHint: false, but its ${evidence.source} says "${evidence.what}": it destroys data it cannot give back.`, evidence, text, words)];
    });
  },
};

// ---- not destructive, yet it runs commands ----

const SHELL_WORDS = new Set(['shell', 'bash', 'zsh', 'sh', 'powershell', 'pwsh', 'cmd', 'terminal', 'subprocess']);
const RUN_VERBS = new Set(['exec', 'execute', 'run', 'invoke', 'spawn', 'eval', 'evaluate']);
const RUN_OBJECTS = new Set(['command', 'commands', 'cmd', 'script', 'code', 'program', 'process', 'shell', 'bash', 'python', 'javascript', 'js', 'node']);
const COMMAND_PARAMETERS = new Set(['command', 'cmd', 'shell_command', 'bash_command', 'shell', 'commandline', 'command_line']);

/**
 * `exec`, `bash`, `run_command`, `python_exec`: a shell word, or a run verb next to what it runs.
 * `execute_sql` and `run_query` are not matched (what a query may do is another question), and a
 * reading verb first (`get_shell_history`) ends the search, as for the read-only rule.
 */
function runsCommandsByName(words: readonly string[]): string | undefined {
  for (const [at, word] of words.entries()) {
    if (READING_VERBS.has(word)) return undefined;
    if (SHELL_WORDS.has(word)) return word;
    if (!RUN_VERBS.has(word)) continue;
    const object = [words[at + 1], words[at - 1]].find((near) => near !== undefined && RUN_OBJECTS.has(near));
    if (object !== undefined) return `${word} ${object}`;
    return words.length === 1 && word !== 'run' ? word : undefined;
  }
  return undefined;
}

/**
 * "executes the given command", "runs arbitrary SQL", "evaluates JavaScript", eval(). A participle
 * needs a determiner, so "lists running processes" is not running anything.
 */
const EXECUTING_PREDICATE = new RegExp(
  String.raw`\b(?:(?:execut(?:es?)|runs?|evaluates?|spawns?|invokes?)\s+(?:(?:a|an|the|any|arbitrary|given|provided|specified)\s+)?|(?:executing|running|evaluating)\s+(?:a|an|the|any|arbitrary|given|provided|specified)\s+)` +
    String.raw`(?:(?:shell|bash|terminal|system|os|python|javascript|js|node|powershell)\s+)?(?:commands?|scripts?|snippets?|programs?|processes|code(?!\s+(?:review|analysis|search|formatter|formatting|completion|coverage|quality)\b))\b` +
    String.raw`|\b(?:execut(?:es?|ing)|runs?|running|evaluates?)\s+(?:arbitrary|any|raw|untrusted)\s+(?:sql|queries|statements|expressions?|javascript|python|input)\b` +
    String.raw`|\bevaluates?\s+(?:(?:a|the|any|given)\s+)?(?:javascript|python|js|expressions?)\b|\b(?:eval|exec|system|popen)\s*\(|\b(?:in|via|through)\s+(?:a|the)\s+(?:shell|terminal|subprocess)\b`,
  'i',
);

const executesNotDestructive: SurfaceRule = {
  rule: {
    id: 'annotations/executes-not-destructive',
    family: 'annotations',
    severity: 'high',
    title: 'Server-claimed non-destructive tool runs commands',
    summary:
      'The server claims destructiveHint false or readOnlyHint true, yet the tool runs commands or code: its name says exec/shell/bash/run_command, its description says it executes commands, scripts or code or runs them in a shell, or it takes a command/cmd/shell parameter. ' +
      'Also eval(), exec(), system(), "runs the given Python snippet", "evaluates JavaScript/the given expression" and "runs arbitrary SQL". Running arbitrary commands can do anything. Query tools (execute_sql, run_query, "runs a read-only SQL query", the name evaluate_expression) and "lists running processes" are not matched. ' +
      'Medium when only a parameter name (or a verb that does not open the tool\'s name) says so: `get_help(command)` looks a command up.',
    remediation: 'Treat the tool as destructive and confirm every call; have the server claim destructiveHint true.',
  },
  check(surface) {
    return surface.tools.flatMap((tool, index): Hit[] => {
      const claim = safetyClaim(tool);
      if (claim === undefined) return [];
      const base = toolBase(tool, index);
      const text = description(tool);
      const evidence = contradiction(base, EXECUTING_PREDICATE.exec(text), runsCommandsByName(nameWords(tool))) ?? commandParameter(tool, base);
      if (!evidence) return [];
      return [hit(`The server claims ${claim}, but its ${evidence.source} says "${evidence.what}": it runs commands or code, which can change or destroy anything.`, evidence, text, nameWords(tool))];
    });
  },
};

function topLevelProperties(tool: Definition): [string, unknown][] {
  const schema = tool.inputSchema;
  return isObject(schema) && isObject(schema.properties) ? Object.entries(schema.properties) : [];
}

function commandParameter(tool: Definition, base: string): Evidence | undefined {
  const found = topLevelProperties(tool).find(([name]) => COMMAND_PARAMETERS.has(identifierWords(name).join('_')));
  return found ? { source: 'parameter', what: found[0], path: `${base}/inputSchema/properties/${found[0]}` } : undefined;
}

// ---- closed world, yet it takes URLs ----

const URL_WORDS = new Set(['url', 'urls', 'uri', 'uris', 'endpoint', 'href', 'webhook', 'website']);
const URL_FORMATS = new Set(['uri', 'url', 'iri']);
/** A web verb with a web object ("fetches pages from the web"), unless negated ("does not fetch …"). */
const WEB_PREDICATE =
  /(?<!(?:\bnot|\bnever|n't)\s)\b(?:fetch(?:es|ing)?|download(?:s|ing)?|retriev(?:es?|ing)|scrap(?:es?|ing)|crawl(?:s|ing)?|brows(?:es?|ing)|search(?:es|ing)?)\b[^.!?\n]{0,40}?\b(?:web|internet|online|urls?|websites?|web ?pages?|https?)\b|\bweb\s+search\b|\bhttp\s+requests?\b/i;

/** The URL word must be the head noun: `targetUrl` and `webhook_url` take URLs, `website_visits` counts them. */
function urlParameter(tool: Definition, base: string): Evidence | undefined {
  const found = topLevelProperties(tool).find(
    ([name, schema]) => URL_WORDS.has(identifierWords(name).at(-1) ?? '') || (isObject(schema) && typeof schema.format === 'string' && URL_FORMATS.has(schema.format)),
  );
  return found ? { source: 'parameter', what: found[0], path: `${base}/inputSchema/properties/${found[0]}` } : undefined;
}

const closedWorldTakesUrls: SurfaceRule = {
  rule: {
    id: 'annotations/closed-world-takes-urls',
    family: 'annotations',
    severity: 'medium',
    title: 'Server-claimed closed-world tool reaches the web',
    summary:
      'The server claims openWorldHint false, but the tool takes a top-level parameter named url/uri/endpoint/href/webhook/website (or of format "uri"), or its description says it fetches, downloads or searches the web, or sends, posts or uploads to a webhook, a chat service, an external API or a named host. ' +
      'A tool that talks to arbitrary hosts is open-world. A `uri` meant for the server\'s own resources can trip this; check the parameter.',
    remediation: 'Treat the tool as open-world (its inputs and outputs cross the internet) and have the server claim openWorldHint true.',
  },
  check(surface) {
    return surface.tools.flatMap((tool, index): Hit[] => {
      if (claimed(tool, 'openWorldHint') !== false) return [];
      const base = toolBase(tool, index);
      const text = description(tool);
      const evidence = contradiction(base, WEB_PREDICATE.exec(text) ?? OUTBOUND_PREDICATE.exec(text)) ?? urlParameter(tool, base);
      if (!evidence) return [];
      return [hit(`The server claims openWorldHint: false, but its ${evidence.source} says "${evidence.what}": it reaches hosts outside the server.`, evidence, text)];
    });
  },
};

// ---- hints of the wrong type ----

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

const wrongType: SurfaceRule = {
  rule: {
    id: 'annotations/wrong-type',
    family: 'annotations',
    severity: 'low',
    title: 'Server-claimed hint has the wrong type',
    summary:
      'The annotations are not an object, a hint is not a boolean (e.g. the string "false", which is truthy in JavaScript), or the title is not a string. ' +
      'Clients disagree on how to read such values; mcpscope reads them as absent, so the spec defaults apply.',
    remediation: 'Send real booleans for readOnlyHint, destructiveHint, idempotentHint and openWorldHint, and a string title.',
  },
  check(surface) {
    return surface.tools.flatMap((tool, index): Hit[] => {
      const path = `${toolBase(tool, index)}/annotations`;
      const { annotations } = tool;
      if (annotations === undefined) return [];
      if (!isObject(annotations)) return [{ message: `The server-claimed annotations are ${jsonType(annotations)}, not an object.`, evidence: clip(JSON.stringify(annotations)), path }];
      const bad = [
        ...HINTS.filter((hint) => annotations[hint] !== undefined && typeof annotations[hint] !== 'boolean'),
        ...(annotations.title !== undefined && typeof annotations.title !== 'string' ? ['title'] : []),
      ];
      if (bad.length === 0) return [];
      const evidence = bad.map((key) => `${key}: ${JSON.stringify(annotations[key])}`).join(', ');
      return [{ message: `Server-claimed ${bad.join(', ')} ${bad.length === 1 ? 'has' : 'have'} the wrong type (${evidence}); read as absent.`, evidence: clip(evidence), path }];
    });
  },
};

export const annotationRules: FamilyRules = {
  surface: [missingHints, readOnlyContradiction, destroysNotDestructive, executesNotDestructive, closedWorldTakesUrls, ...annotationEffectRules, wrongType],
};
