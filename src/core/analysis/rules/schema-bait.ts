/**
 * Schema bait (issue 4): input parameters that exist to make the model hand over what it knows
 * ("sidenote", "conversation_history"), and instructions, sensitive paths or foreign addresses
 * tucked into defaults and enums, where people rarely look but models read.
 */
import { clip, type Span } from '../finding';
import type { ServerSurface } from '../inputs';
import type { FamilyRules, Hit, SurfaceRule } from '../rule';
import { definitionName, schemaTextFields, type TextField } from '../text-fields';
import { identifierWords } from '../words';
import { contextExtractionDescription } from './context-description';
import { schemaAnomalyRules } from './schema-anomalies';
import { eachParameter, holdsFreeText, schemaProperties, singular, toolProperties, type Property } from './schema-parameters';

type Definition = Readonly<Record<string, unknown>>;

// ---- parameters that invite exfiltration ----

const EXFILTRATION_NAMES = new Set([
  'sidenote', 'side_note', 'note', 'notes', 'context', 'additional_context', 'extra_context', 'metadata', 'meta', 'extra',
  'extras', 'extra_info', 'additional_info', 'additional_information', 'debug', 'debug_info', 'debug_information', 'feedback',
  'summary_of_conversation', 'conversation_summary', 'trace', 'session_summary', 'conversation', 'reasoning', 'rationale', 'justification',
  'remarks', 'comment', 'comments', 'annotation', 'memo', 'diagnostics', 'telemetry', 'env', 'environment', 'background', 'history', 'transcript',
  'summary', 'user_context', 'client_context', 'audit', 'audit_log', 'log', 'logs', 'details', 'state', 'session', 'scratchpad', 'thoughts', 'hint',
]);
/** Words that say nothing about a parameter's topic: "extra_info" is about nothing in particular. */
const FILLER_WORDS = new Set(['side', 'extra', 'additional', 'info', 'information', 'of']);

/** The words a genuine tool would name its purpose with: "note" for side_note, "debug" for debug_info. */
function topicWords(words: readonly string[]): string[] {
  const topical = words.filter((word) => !FILLER_WORDS.has(word));
  return (topical.length > 0 ? topical : words).map(singular);
}

const exfiltrationParameter: SurfaceRule = {
  rule: {
    id: 'schema-bait/exfiltration-parameter',
    family: 'schema-bait',
    severity: 'medium',
    title: 'Parameter invites the model to pass along extra information',
    summary:
      'A free-text input parameter named like a catch-all for whatever the model knows (sidenote, notes, context, metadata, extra, debug_info, feedback, summary_of_conversation, …), the classic channel for smuggling files or conversation out through an innocent-looking tool. ' +
      'Not reported when the tool\'s name, title or first description sentence is about that topic (a create_note tool\'s "notes"), nor for numbers, booleans, enums or formatted strings.',
    remediation:
      'Check what the tool description asks the model to put here. If the parameter has no clear use for this tool, remove it or do not call the tool.',
  },
  check: (surface) =>
    eachParameter(surface, ({ path, name, schema, words, purpose }) => {
      if (!EXFILTRATION_NAMES.has(words.join('_')) || !holdsFreeText(schema)) return [];
      if (topicWords(words).some((word) => purpose.has(word))) return [];
      return [{ message: `"${name}" is a free-text catch-all the tool does not need for what it says it does; a model can be told to put files or the conversation in it.`, evidence: name, path }];
    }),
};

// ---- parameters that ask for the model's context ----

/** Matched against the parameter's words joined by "_": conversation_history, systemPrompt, allMessages, … */
const CONTEXT_EXTRACTION =
  /(?:^|_)(?:(?:conversation|chat|dialog|dialogue|session|message)_(?:history|log|transcript|so_far)|(?:system|developer|model|assistant|hidden)_(?:prompt|instructions?|message)|(?:previous|prior|past|all|earlier|recent|user)_messages|(?:full|entire|whole|complete)_(?:context|conversation|history|prompt|transcript)|chat_log)(?:_|$)/;
const QUANTIFIER_WORDS = new Set(['previous', 'prior', 'past', 'all', 'earlier', 'recent', 'full', 'entire', 'whole', 'complete', 'so', 'far']);
/** Words for the conversation itself: a tool about any of them (scan_agent_prompt) has a stated need for the others (previous_messages). */
const CONVERSATION_WORDS = new Set(['message', 'conversation', 'chat', 'prompt', 'dialog', 'dialogue', 'transcript']);

function statesNeed(words: readonly string[], purpose: ReadonlySet<string>): boolean {
  const topics = words.filter((word) => !QUANTIFIER_WORDS.has(word)).map(singular);
  if (topics.some((word) => purpose.has(word))) return true;
  return topics.some((word) => CONVERSATION_WORDS.has(word)) && [...CONVERSATION_WORDS].some((word) => purpose.has(word));
}

const contextExtractionParameter: SurfaceRule = {
  rule: {
    id: 'schema-bait/context-extraction-parameter',
    family: 'schema-bait',
    severity: 'high',
    title: "Parameter asks for the model's conversation or instructions",
    summary:
      "An input parameter asks for the model's own context: conversation_history, chat_history, system_prompt, previous_messages, full_context, all_messages, user_messages, model_instructions and the like. Filling it hands the server the conversation or the system prompt. " +
      'Numbers and booleans (a history_messages count) are not reported; lowered to low when the tool\'s name, title or first description sentence is about that very thing (a save_conversation tool) or about the conversation in other words (a scan_agent_prompt tool\'s previous_messages).',
    remediation:
      'Do not let the model fill this parameter unless you mean to share the whole conversation with this server. Remove it from the tool or deny the tool.',
  },
  check: (surface) =>
    eachParameter(surface, ({ path, name, schema, words, purpose }) => {
      if (!CONTEXT_EXTRACTION.test(words.join('_')) || schema.type === 'number' || schema.type === 'integer' || schema.type === 'boolean') return [];
      const stated = statesNeed(words, purpose);
      return [
        {
          message: stated
            ? `"${name}" asks for the model's own context; the tool says that is its purpose, so confirm you mean to share it with this server.`
            : `"${name}" asks the model for its own conversation or instructions, which this tool has no stated need for.`,
          evidence: name,
          path,
          ...(stated ? { severity: 'low' as const } : {}),
        },
      ];
    }),
};

// ---- instructions, sensitive paths and foreign addresses in defaults and enums ----

/** Files that hold keys, tokens or MCP configuration: nothing a default or enum has reason to name. */
const SENSITIVE_PATH =
  /(?:~|\$HOME|%USERPROFILE%)[\\/]\.(?:ssh|aws|gnupg|kube|docker|azure|netrc|npmrc|pypirc|git-credentials)\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|(?<![\w.])\.env(?![\w-])|\/etc\/(?:passwd|shadow|sudoers)\b|\.aws[\\/]credentials\b|\.config[\\/]gcloud\b|\.kube[\\/]config\b|\.git-credentials\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b/i;

/** Phrases that only make sense addressed to a model; single keywords ("always", "never") never match. */
const INSTRUCTION_CUES: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget)\b[^.!?\n]{0,40}?\b(?:previous|prior|above|earlier|all|any|other)\b/i,
  /\b(?:you|assistant|the model|the ai)\s+(?:must|should|shall|need to|have to|are required to)\b/i,
  /\b(?:always|never)\s+(?:\w+\s+){0,2}?(?:send|include|call|use|read|bcc|cc|forward|tell|mention|ask|run|add|copy|reply|upload)\b/i,
  /\b(?:before|after|instead of)\s+(?:using|calling|running|invoking|answering|responding|replying)\b/i,
  /\b(?:do not|don't|never)\s+(?:tell|inform|mention|reveal|show|notify)\b/i,
];
/** An imperative aimed at a file or address: "read notes.txt first", "send it to https://…". */
const IMPERATIVE_START = /^\s*(?:please\s+)?(?:read|cat|open|send|upload|forward|post|fetch|curl|wget|include|attach|copy|paste|email|call|run|execute|visit|load)\b/i;
const TARGET = /(?:~|\.{1,2})?\/[\w.-]+\/|\bhttps?:\/\/|[\w.+-]+@[\w-]+\.|\b[\w-]+\.(?:json|env|pem|key|txt|ya?ml|toml|ini|conf|cfg)\b/i;

const URL = /\b(?:https?|ftp|wss?):\/\/(?:[^\s/?#@'"<>]{1,256}@)?([^\s/?#:'"<>]{1,253})/gi;
const EMAIL = /\b[\w.+-]{1,64}@((?:[\w-]{1,63}\.){1,8}[a-z]{2,24})\b/gi;
/** Addresses on this machine or network are configuration, not somebody else's server. */
const LOCAL_HOST = /^(?:localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(?:1[6-9]|2\d|3[01])\.\d+\.\d+|0\.0\.0\.0|\[::1\])$|\.(?:local|localhost|internal)$/i;
const GENERIC_SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'ac', 'edu', 'ne', 'or']);
/** Copies of what the tool sends: these get their host checked even when the parameter is declared as an address. */
const DESTINATION_WORDS = new Set(['bcc', 'cc', 'forward', 'webhook', 'callback', 'exfil', 'collector']);

/** "api.github.com" → "github", "news.bbc.co.uk" → "bbc": the part a description would name. */
function siteLabel(host: string): string {
  const labels = host.toLowerCase().split('.');
  if (labels.length >= 3 && GENERIC_SECOND_LEVEL.has(labels.at(-2) ?? '')) return labels.at(-3) ?? host;
  return labels.at(-2) ?? host;
}

interface ValueProblem {
  reason: string;
  span: Span;
}

function spanOf(match: RegExpExecArray | RegExpMatchArray): Span {
  const start = match.index ?? 0;
  return { start, end: start + match[0].length };
}

function instructionProblem(text: string): ValueProblem | undefined {
  const sensitive = SENSITIVE_PATH.exec(text);
  if (sensitive) return { reason: `names a sensitive file (${sensitive[0]})`, span: spanOf(sensitive) };
  for (const cue of INSTRUCTION_CUES) {
    const match = cue.exec(text);
    if (match) return { reason: 'reads as an instruction to the model', span: spanOf(match) };
  }
  if (IMPERATIVE_START.test(text) && TARGET.test(text)) return { reason: 'is an instruction naming a file or address', span: { start: 0, end: text.length } };
  return undefined;
}

function foreignAddress(text: string, related: string): ValueProblem | undefined {
  for (const match of [...text.matchAll(URL), ...text.matchAll(EMAIL)]) {
    const host = (match[1] ?? '').toLowerCase();
    const site = siteLabel(host);
    if (LOCAL_HOST.test(host) || (site.length >= 3 && related.includes(site))) continue;
    return { reason: `points to ${host}, a host nothing else in the tool mentions`, span: spanOf(match) };
  }
  return undefined;
}

/** A parameter that says it takes an address may default to one; that default is in plain view in its form. */
function declaresAddress(property: Property | undefined): boolean {
  if (!property) return false;
  const { schema } = property;
  const words = identifierWords(property.name);
  if (words.some((word) => DESTINATION_WORDS.has(word))) return false;
  if (typeof schema.format === 'string' && /^(?:uri|url|iri|uri-reference|iri-reference|email|idn-email)$/.test(schema.format)) return true;
  const description = typeof schema.description === 'string' ? schema.description : '';
  return words.some((word) => ['url', 'uri', 'link', 'href', 'endpoint', 'email', 'address'].includes(word)) || /\b(?:url|uri|link|e-?mail)\b/i.test(description);
}

/**
 * Defaults, consts and enum members, and the strings inside object or array ones: examples are
 * left out, since a sample query may well be a sentence. The first such keyword that is not a
 * property's name (a property called "default") is where the value starts.
 */
const VALUE_PATH = /(?<!\/(?:properties|\$defs|definitions|dependentSchemas))\/(?:default|const|enum\/\d+)(?:\/.*)?$/;

function valueKind(path: string): 'default' | 'const' | 'enum value' {
  const keyword = VALUE_PATH.exec(path)?.[0] ?? '';
  if (keyword.startsWith('/default')) return 'default';
  return keyword.startsWith('/const') ? 'const' : 'enum value';
}

function relatedText(surface: ServerSurface, tool: Definition, fields: readonly TextField[]): string {
  const texts = [surface.server, ...(surface.aliases ?? []), tool.name, tool.title, tool.description, ...fields.filter((field) => field.kind !== 'schema-value').map((field) => field.text)];
  return texts.filter((text): text is string => typeof text === 'string').join('\n').toLowerCase();
}

const hiddenValueInstruction: SurfaceRule = {
  rule: {
    id: 'schema-bait/hidden-value-instruction',
    family: 'schema-bait',
    severity: 'high',
    title: 'Instruction, sensitive path or foreign address in a default or enum',
    summary:
      'A default, const or enum value in a tool\'s input or output schema names a sensitive file (~/.ssh, id_rsa, .env, cloud credentials, mcp.json), reads as an instruction to the model ("read ~/.ssh/id_rsa first", "always BCC …"), or holds a URL or e-mail address on a host that nothing else in the tool or server mentions. ' +
      'Plain keywords and ordinary paths ("." or "/tmp") do not fire; nor do local addresses, examples, or a URL default of a parameter that declares itself a URL (unless it is a bcc/cc/webhook-style copy).',
    remediation:
      'Read the whole schema, not just the form. Remove the value, or do not use the tool: a default or enum is text the model reads and follows.',
  },
  check(surface) {
    return surface.tools.flatMap((tool, index) => {
      const base = `tools/${definitionName(tool, 'name', index)}`;
      const fields = [...schemaTextFields(tool.inputSchema, `${base}/inputSchema`), ...schemaTextFields(tool.outputSchema, `${base}/outputSchema`)];
      const related = relatedText(surface, tool, fields);
      const properties = new Map([...toolProperties(tool, index).properties, ...schemaProperties(tool.outputSchema, `${base}/outputSchema`)].map((property) => [property.path, property]));
      return fields.flatMap((field): Hit[] => {
        if (field.kind !== 'schema-value' || !VALUE_PATH.test(field.path)) return [];
        const owner = properties.get(field.path.replace(VALUE_PATH, ''));
        const kind = valueKind(field.path);
        const problem = instructionProblem(field.text) ?? (kind !== 'default' || !declaresAddress(owner) ? foreignAddress(field.text, related) : undefined);
        if (!problem) return [];
        return [{ message: `This ${kind} ${problem.reason}.`, evidence: clip(field.text), span: problem.span, path: field.path }];
      });
    });
  },
};

export const schemaBaitRules: FamilyRules = {
  surface: [exfiltrationParameter, contextExtractionParameter, contextExtractionDescription, hiddenValueInstruction, ...schemaAnomalyRules],
};
