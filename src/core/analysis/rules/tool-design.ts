/**
 * Tool design coaching (issue 4, "Tool design"): the published guidance on tools for models
 * (documentation, clear names, short parameter lists, output schemas, concise outputs, errors that
 * say what to do), checked on definitions here and on results in tool-results.ts. Severities stay
 * info/low, except a result big enough for clients to cut or refuse: these are suggestions, not
 * attacks.
 */
import type { ServerSurface } from '../inputs';
import { familyRule, type FamilyRules, type Hit, type SurfaceRule } from '../rule';
import { definitionName } from '../text-fields';
import { formatCount } from '../format-count';
import { countTokens, TOKENIZER } from '../tokens';
import { isObject } from '../../is-object';
import { toolResultRules } from './tool-results';

type Definition = Readonly<Record<string, unknown>>;

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

const rule = familyRule('tool-design');

function properties(tool: Definition): [string, unknown][] {
  const schema = tool.inputSchema;
  return isObject(schema) && isObject(schema.properties) ? Object.entries(schema.properties) : [];
}

function eachTool(surface: ServerSurface, check: (tool: Definition, name: string) => Hit[]): Hit[] {
  return surface.tools.flatMap((tool, index) => check(tool, definitionName(tool, 'name', index)));
}

const missingDescription: SurfaceRule = {
  rule: rule(
    'missing-description',
    'low',
    'Tool or parameter without a description',
    'A tool (low) or a top-level input parameter (info) has no description, or only whitespace. Nested properties are not checked.',
    'Describe what the tool does, when to use it and what it returns; describe each parameter with its format and an example. The model sees nothing else.',
  ),
  check: (surface) =>
    eachTool(surface, (tool, name) => [
      ...(hasText(tool.description) ? [] : [{ message: `Tool '${name}' has no description, so a model has only its name to go on.`, evidence: name, path: `tools/${name}/description` }]),
      ...properties(tool)
        .filter(([, schema]) => !isObject(schema) || !hasText(schema.description))
        .map(([prop]) => ({
          message: `Parameter '${prop}' of '${name}' has no description; say what it means and what format it takes.`,
          evidence: prop,
          severity: 'info' as const,
          path: `tools/${name}/inputSchema/properties/${prop}`,
        })),
    ]),
};

/**
 * Words that say nothing about what a tool does. A name is vague when every word of it is one of
 * these, a single letter or a number: "do_it", "process_data", "tool1", "x" fire; "run_tests",
 * "get_weather" do not. Deliberately absent: query, search, fetch, echo (clear in context).
 */
export const VAGUE_WORDS: ReadonlySet<string> = new Set([
  'do', 'doit', 'it', 'process', 'handle', 'handler', 'run', 'execute', 'exec', 'perform', 'invoke', 'call',
  'tool', 'tools', 'helper', 'helpers', 'util', 'utils', 'utility', 'misc', 'data', 'stuff', 'thing', 'things',
  'action', 'task', 'func', 'function', 'method', 'operation', 'op', 'request', 'api', 'main', 'generic',
  'general', 'default', 'test', 'temp', 'tmp', 'foo', 'bar', 'baz', 'my', 'new', 'the', 'get', 'set',
  'info', 'item', 'items', 'value', 'values', 'object', 'something',
]);

/** "doIt", "do_it", "do-it", "do.it" -> ["do", "it"]; "tool1" -> ["tool", "1"]. */
function nameWords(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((word) => word.toLowerCase());
}

function isVagueName(name: string): boolean {
  const words = nameWords(name);
  const meaningful = words.filter((word) => !/^\d+$/.test(word));
  return meaningful.length > 0 && meaningful.every((word) => word.length === 1 || VAGUE_WORDS.has(word));
}

const vagueName: SurfaceRule = {
  rule: rule(
    'vague-name',
    'low',
    'Vague tool name',
    'A tool name made only of generic words (do, it, process, handle, run, tool, helper, misc, data, get, info, ...), single letters and numbers, e.g. "do_it", "tool1", "x". Names with one specific word ("run_tests") do not fire.',
    'Name the task: a verb and an object, specific enough to tell the tool apart from every other tool the model has (e.g. "create_jira_bug" rather than "process").',
  ),
  check: (surface) =>
    eachTool(surface, (_tool, name) =>
      isVagueName(name) ? [{ message: `The name '${name}' says nothing about what the tool does; models pick tools largely by name.`, evidence: name, path: `tools/${name}/name` }] : [],
    ),
};

/** More parameters than this confuse models (issue 4: "more than ~7 parameters"). */
export const MAX_PARAMETERS = 7;
const MANY_PARAMETERS = 15;

const tooManyParameters: SurfaceRule = {
  rule: rule(
    'too-many-parameters',
    'info',
    'Long parameter list',
    `A tool with more than ${MAX_PARAMETERS} top-level input parameters (low above ${MANY_PARAMETERS}).`,
    'Split the tool into tasks with a few parameters each, or give the rarely used options defaults and leave them out.',
  ),
  check: (surface) =>
    eachTool(surface, (tool, name) => {
      const count = properties(tool).length;
      if (count <= MAX_PARAMETERS) return [];
      return [{
        message: `'${name}' takes ${count} parameters; long parameter lists make models guess.`,
        evidence: properties(tool).map(([prop]) => prop).join(', '),
        ...(count > MANY_PARAMETERS ? { severity: 'low' as const } : {}),
        path: `tools/${name}/inputSchema/properties`,
      }];
    }),
};

export interface ToolDefinitionTokens {
  tools: { name: string; tokens: number }[];
  total: number;
}

/**
 * By listing: the bridge's context-bloat check and the token figure in the Tools tab count the
 * same tools array, and counting thousands of tools twice is noticeable.
 */
const countedListings = new WeakMap<ServerSurface['tools'], ToolDefinitionTokens>();

/** What the tools/list answer costs a model: each tool's definition as sent on the wire. */
export function toolDefinitionTokens(surface: Pick<ServerSurface, 'tools'>): ToolDefinitionTokens {
  const known = countedListings.get(surface.tools);
  if (known) return known;
  const tools = surface.tools.map((tool, index) => ({ name: definitionName(tool, 'name', index), tokens: countTokens(JSON.stringify(tool)) }));
  const counted = { tools, total: tools.reduce((sum, tool) => sum + tool.tokens, 0) };
  countedListings.set(surface.tools, counted);
  return counted;
}

/**
 * Every tool definition rides along in every request of a conversation. 10k tokens is 5% of a
 * 200k window for one server; users stack several.
 */
export const TOOL_DEFINITION_BUDGET = 10_000;
const TOOL_DEFINITION_HEAVY = 25_000;

const contextBloat: SurfaceRule = {
  rule: rule(
    'context-bloat',
    'info',
    'Tool definitions use a lot of context',
    `The server's tool definitions together exceed ${formatCount(TOOL_DEFINITION_BUDGET)} tokens (low above ${formatCount(TOOL_DEFINITION_HEAVY)}), estimated with the ${TOKENIZER} tokenizer.`,
    'Shorten long descriptions and schemas, merge overlapping tools, or offer fewer tools by default.',
  ),
  check: (surface) => {
    const { tools, total } = toolDefinitionTokens(surface);
    if (total <= TOOL_DEFINITION_BUDGET) return [];
    const heaviest = [...tools].sort((a, b) => b.tokens - a.tokens).slice(0, 3);
    return [{
      message: `The ${tools.length} tool definitions take about ${formatCount(total)} tokens of every conversation's context.`,
      evidence: heaviest.map((tool) => `${tool.name}: ${formatCount(tool.tokens)}`).join(', '),
      ...(total > TOOL_DEFINITION_HEAVY ? { severity: 'low' as const } : {}),
      path: 'tools',
    }];
  },
};

export const toolDesignRules: FamilyRules = {
  surface: [missingDescription, vagueName, tooManyParameters, contextBloat],
  toolOutcome: toolResultRules,
};
