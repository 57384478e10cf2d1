/**
 * Tool design coaching (issue 4, "Tool design"): the published guidance on tools for models
 * (documentation, clear names, short parameter lists, output schemas, concise outputs, errors that
 * say what to do), checked on definitions and results. Severities stay info/low, except a result
 * big enough for clients to cut or refuse: these are suggestions, not attacks.
 */
import { clip } from '../finding';
import type { ServerSurface, ToolOutcomeInput } from '../inputs';
import type { FamilyRules, Hit, RuleDefinition, SurfaceRule, ToolOutcomeRule } from '../rule';
import { definitionName } from '../text-fields';
import { formatCount } from '../format-count';
import { countTokens, TOKENIZER } from '../tokens';
import { isObject } from '../../is-object';

type Definition = Readonly<Record<string, unknown>>;


function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

function rule(name: string, severity: RuleDefinition['severity'], title: string, summary: string, remediation: string): RuleDefinition {
  return { id: `tool-design/${name}`, family: 'tool-design', severity, title, summary, remediation };
}

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

/** [index, text] of each text block of a CallToolResult. */
function textBlocks(result: Definition): [number, string][] {
  const content = Array.isArray(result.content) ? (result.content as unknown[]) : [];
  return content.flatMap((block, index): [number, string][] =>
    isObject(block) && block.type === 'text' && typeof block.text === 'string' ? [[index, block.text]] : [],
  );
}

function isJsonContainer(text: string): boolean {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return false;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

const jsonWithoutOutputSchema: ToolOutcomeRule = {
  rule: rule(
    'json-without-output-schema',
    'info',
    'JSON result without structured content',
    'A successful result whose only text block is a JSON object or array, with no structuredContent. Results that carry structuredContent, and errors, do not fire.',
    'Declare an outputSchema for the tool and return the object as structuredContent (keeping the JSON text block for older clients).',
  ),
  check: ({ requestId, tool, result }) => {
    if (!isObject(result) || result.isError === true || result.structuredContent !== undefined) return [];
    const blocks = textBlocks(result);
    const [only] = blocks;
    if (blocks.length !== 1 || !only || !isJsonContainer(only[1])) return [];
    return [{
      message: `This result of '${tool}' is JSON; declare an outputSchema and return structuredContent, so clients can validate it and models know its shape.`,
      evidence: clip(only[1], 120),
      path: `results/${String(requestId)}/content/${only[0]}/text`,
    }];
  },
};

/** Words that tell the model what to do next; an error with any of them is not flagged. */
const GUIDANCE = /\b(?:try|retry|use|must|should|expect(?:s|ed)?|valid|provide|check|ensure|make sure|did you mean|allowed|instead|requires?|required|missing|format|example|e\.g|one of|at (?:least|most)|between|supported|available|please|see)\b/i;
const GENERIC_ERRORS = [
  /^(?:(?:an?|unknown|internal|unexpected|server|fatal|general|runtime)\s+)*(?:error|failure|exception|problem)(?:\s+(?:has\s+)?(?:occurred|happened))?$/i,
  /^something went wrong$/i,
  /^(?:the\s+)?(?:request|operation|call|tool call|execution|action|it)\s+failed$/i,
  /^(?:http\s+|status\s+|error\s+)?\d{3}(?:\s+[a-z ]+)?$/i,
  /^(?:undefined|null|nan|\[object object\])$/i,
];
/** Stack frames of JavaScript/Java ("at f (x.js:1:2)"), Python ("File "x.py", line 3") and Java's "... 5 more". */
const STACK_FRAME = /^\s*(?:at\s+\S|File\s+".*",\s+line\s+\d+|Traceback \(most recent call last\)|\.\.\.\s*\d+\s+more$)/;

/** Why `text` gives a model nothing to act on, or undefined when it is fine. */
function unhelpfulReason(text: string): string | undefined {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const frames = lines.filter((line) => STACK_FRAME.test(line)).length;
  const prose = lines.filter((line) => !STACK_FRAME.test(line)).join(' ');
  if (GUIDANCE.test(prose)) return undefined;
  if (frames >= 2 && frames * 2 >= lines.length) return `is a bare stack trace (${frames} frames)`;
  const core = prose.replace(/^(?:\s*(?:error|exception)\s*:)+/i, '').replace(/[\s.!:]+$/, '').trim();
  if (core === '') return 'is empty';
  if (GENERIC_ERRORS.some((pattern) => pattern.test(core))) return `only says "${clip(core, 60)}"`;
  if ((core.match(/\p{L}{2,}/gu) ?? []).length < 3) return `only says "${clip(core, 60)}"`;
  return undefined;
}

const unhelpfulError: ToolOutcomeRule = {
  rule: rule(
    'unhelpful-error',
    'low',
    'Error without guidance',
    'An isError result or a JSON-RPC error that is empty, generic ("Internal error", "Something went wrong"), under three words, or mostly a stack trace, and has no hint of what to do (try, use, must, expected, valid, ...).',
    'Say what went wrong in terms of the call and what to do about it: the expected format, the valid values, or the next tool to call. Models read errors to recover.',
  ),
  check: ({ requestId, tool, result, error }) => {
    const base = `results/${String(requestId)}`;
    let text: string;
    let path = base;
    if (error) {
      // Structured data (validation issues and the like) is detail a model can use.
      if (typeof error.data === 'object' && error.data !== null) return [];
      text = [error.message, typeof error.data === 'string' ? error.data : ''].join('\n');
      path = `${base}/error/message`;
    } else if (isObject(result) && result.isError === true) {
      const blocks = textBlocks(result);
      text = blocks.map(([, block]) => block).join('\n');
      if (blocks.length === 1 && blocks[0]) path = `${base}/content/${blocks[0][0]}/text`;
    } else return [];
    const reason = unhelpfulReason(text);
    return reason === undefined ? [] : [{ message: `The error from '${tool}' ${reason}; a model cannot tell what to fix.`, evidence: clip(text.trim() || '(empty)'), path }];
  },
};

/** Claude Code warns above 10,000 tokens of tool output and by default rejects more than 25,000 (MAX_MCP_OUTPUT_TOKENS). */
export const LARGE_RESULT_TOKENS = 10_000;
export const HUGE_RESULT_TOKENS = 25_000;

/** What a model reads of a result: its text and embedded text resources; structuredContent only when there is no text. */
function modelText(result: Definition): string {
  const content = Array.isArray(result.content) ? (result.content as unknown[]) : [];
  const texts = content.flatMap((block) => {
    if (!isObject(block)) return [];
    if (block.type === 'text' && typeof block.text === 'string') return [block.text];
    if (block.type === 'resource' && isObject(block.resource) && typeof block.resource.text === 'string') return [block.resource.text];
    return [];
  });
  if (texts.length === 0 && result.structuredContent !== undefined) return JSON.stringify(result.structuredContent);
  return texts.join('\n');
}

const largeResult: ToolOutcomeRule = {
  rule: rule(
    'large-result',
    'low',
    'Large result',
    `A result whose text is over ${formatCount(LARGE_RESULT_TOKENS)} tokens (medium over ${formatCount(HUGE_RESULT_TOKENS)}, where clients start cutting or refusing results), estimated with the ${TOKENIZER} tokenizer. Images and audio are not counted.`,
    'Return less: paginate, filter, summarise, or store the bulk elsewhere and return a handle a later call can read.',
  ),
  check: (outcome: ToolOutcomeInput) => {
    if (!isObject(outcome.result)) return [];
    const text = modelText(outcome.result);
    // Fewer UTF-16 units than a third of the threshold cannot reach it: a token is at least one UTF-8 byte.
    if (text.length * 3 <= LARGE_RESULT_TOKENS) return [];
    const tokens = countTokens(text);
    if (tokens <= LARGE_RESULT_TOKENS) return [];
    return [{
      message: `This result of '${outcome.tool}' is about ${formatCount(tokens)} tokens; it crowds out the conversation, and later turns carry it too.`,
      evidence: clip(text, 120),
      ...(tokens > HUGE_RESULT_TOKENS ? { severity: 'medium' as const } : {}),
    }];
  },
};

export const toolDesignRules: FamilyRules = {
  surface: [missingDescription, vagueName, tooManyParameters, contextBloat],
  toolOutcome: [jsonWithoutOutputSchema, unhelpfulError, largeResult],
};
