/**
 * Small helpers the readers share: naming what was found where something else was expected, and
 * turning a JSON.parse failure into a line and column, so every error can say where and what.
 */
import { parse, type ParseError } from 'jsonc-parser';
import type { UnsequencedRecord } from '../wire';

/** "got …" text for error messages: short, and never the whole of a large value. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `a ${typeof value}`;
}

/** A short excerpt of a raw line for messages. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return JSON.stringify(flat.length > max ? `${flat.slice(0, max)}…` : flat);
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; reason: string; line?: number; column?: number };

/**
 * Where strict JSON first goes wrong. V8's JSON.parse message gives an offset for some errors
 * and only an excerpt for others, so jsonc-parser (with comments and trailing commas refused,
 * i.e. as strict as JSON.parse) locates it instead.
 */
function errorOffset(text: string, reason: string): number | undefined {
  const errors: ParseError[] = [];
  try {
    parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  } catch {
    // jsonc-parser recurses per nesting level: a broken line nested some thousands deep overflows
    // the stack (fast-check found it). V8's message is then all there is to place the error.
  }
  if (errors[0]) return errors[0].offset;
  const position = /position (\d+)/.exec(reason);
  return position ? Number(position[1]) : undefined;
}

/** JSON.parse without throwing; a failure says at which line and column of the text it happened. */
export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = (error as Error).message;
    const offset = errorOffset(text, reason);
    if (offset === undefined) return { ok: false, reason };
    const before = text.slice(0, offset);
    return { ok: false, reason, line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') };
  }
}

/** Milliseconds since the epoch for an ISO-8601 string, or undefined when it is not one. */
export function parseTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const t = Date.parse(value);
  return Number.isFinite(t) ? t : undefined;
}

/**
 * Splits "<json><anything>" into the JSON value and the rest, for log lines that append text
 * after a message (Claude Desktop adds ` { metadata: undefined }`). Scans brackets, skipping
 * strings, so braces inside string values do not end the value early.
 */
export function leadingJson(text: string): { ok: true; value: unknown; rest: string } | { ok: false; reason: string } {
  const start = text.search(/\S/);
  const open = text[start];
  if (open !== '{' && open !== '[') return { ok: false, reason: 'does not start with { or [' };
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) {
        const parsed = parseJson(text.slice(start, i + 1));
        return parsed.ok ? { ok: true, value: parsed.value, rest: text.slice(i + 1).trim() } : { ok: false, reason: parsed.reason };
      }
    }
  }
  return { ok: false, reason: 'the JSON value is cut off' };
}

/** One checked record line (record-shape.ts): rebuilt from its known fields, or what was expected instead. */
export type CheckedRecord = { ok: true; record: UnsequencedRecord } | { ok: false; expected: string };

export const expectedRecord = (what: string, got: unknown): CheckedRecord => ({ ok: false, expected: `expected ${what}, got ${describeValue(got)}` });
