/**
 * Tool design coaching on results (tool-design.ts has the family and its definition rules): JSON
 * without structured content, errors that do not say what to do, results too big for a context.
 */
import { clip } from '../finding';
import type { ToolOutcomeInput } from '../inputs';
import { familyRule, type ToolOutcomeRule } from '../rule';
import { formatCount } from '../format-count';
import { countTokens, TOKENIZER } from '../tokens';
import { isObject } from '../../is-object';

type Definition = Readonly<Record<string, unknown>>;

const rule = familyRule('tool-design');

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

export const toolResultRules: readonly ToolOutcomeRule[] = [jsonWithoutOutputSchema, unhelpfulError, largeResult];
