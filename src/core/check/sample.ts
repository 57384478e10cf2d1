/**
 * A value that satisfies a JSON Schema well enough to call a tool or answer an elicitation
 * form without a person (issue 18, item 7): the default or first example or enum value when
 * there is one, else the smallest value of the type. Required properties only.
 */
import { isObject } from '../is-object';

const TEXT = 'mcpscope-check';

export function sampleFor(schema: unknown, depth = 0): unknown {
  if (!isObject(schema) || depth > 8) return null;
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const choices = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choices) && choices.length > 0) return sampleFor(choices[0], depth + 1);
  const type: unknown = Array.isArray(schema.type) ? (schema.type as unknown[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.ceil(schema.minimum) : typeof schema.exclusiveMinimum === 'number' ? Math.floor(schema.exclusiveMinimum) + 1 : 0;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: typeof schema.minItems === 'number' ? schema.minItems : 0 }, () => sampleFor(schema.items, depth + 1));
    case 'null':
      return null;
    default:
      return sampleObject(schema, depth);
  }
}

function sampleString(schema: Record<string, unknown>): string {
  if (schema.format === 'email') return 'check@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (schema.format === 'date') return '2026-07-28';
  if (schema.format === 'date-time') return '2026-07-28T00:00:00Z';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return TEXT.padEnd(min, 'x');
}

function sampleObject(schema: Record<string, unknown>, depth: number): Record<string, unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
  return Object.fromEntries(required.map((name) => [name, sampleFor(properties[name], depth + 1)]));
}
