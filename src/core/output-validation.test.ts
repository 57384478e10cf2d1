import { describe, expect, it } from 'vitest';
import { checkStructuredOutput } from './output-validation';
import { formatIssuePath, validateAgainstSchema } from './schema-validation';

const weather = {
  type: 'object',
  properties: {
    temperature: { type: 'number' },
    conditions: { type: 'string' },
    humidity: { type: 'number', minimum: 0, maximum: 100 },
  },
  required: ['temperature', 'conditions', 'humidity'],
};

describe('checkStructuredOutput', () => {
  it('accepts conforming structuredContent', () => {
    const result = { content: [], structuredContent: { temperature: 20, conditions: 'sunny', humidity: 40 } };
    expect(checkStructuredOutput(weather, result)).toEqual({ status: 'valid' });
  });

  it('reports every way the output breaks its schema', () => {
    const check = checkStructuredOutput(weather, { content: [], structuredContent: { temperature: 'hot', conditions: 'sunny' } });
    expect(check.status).toBe('invalid');
    if (check.status !== 'invalid') return;
    expect(check.issues).toContainEqual({ path: '/temperature', message: 'must be number' });
    expect(check.issues.some((issue) => issue.message.includes('humidity'))).toBe(true);
  });

  it('flags a missing structuredContent when an outputSchema is declared', () => {
    expect(checkStructuredOutput(weather, { content: [] })).toEqual({ status: 'missing' });
  });

  it('has nothing to check without an outputSchema', () => {
    expect(checkStructuredOutput(undefined, { structuredContent: 1 })).toEqual({ status: 'no-schema' });
  });

  it('validates formats (ajv-formats)', () => {
    const schema = { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } };
    expect(checkStructuredOutput(schema, { structuredContent: { at: 'yesterday' } }).status).toBe('invalid');
    expect(checkStructuredOutput(schema, { structuredContent: { at: '2025-06-18T10:00:00Z' } }).status).toBe('valid');
  });

  it('reports a schema that does not compile instead of throwing', () => {
    const check = checkStructuredOutput({ type: 'object', properties: { a: { $ref: '#/nowhere' } } }, { structuredContent: {} });
    expect(check.status).toBe('schema-error');
  });
});

describe('validateAgainstSchema', () => {
  it('understands 2020-12 schemas', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'array',
      prefixItems: [{ type: 'string' }],
    };
    expect(validateAgainstSchema(schema, ['a']).status).toBe('valid');
    expect(validateAgainstSchema(schema, [1]).status).toBe('invalid');
  });

  it('tolerates unknown keywords', () => {
    expect(validateAgainstSchema({ type: 'object', 'x-vendor': true }, {}).status).toBe('valid');
  });

  it('names unexpected properties', () => {
    const check = validateAgainstSchema({ type: 'object', additionalProperties: false }, { extra: 1 });
    expect(check).toEqual({ status: 'invalid', issues: [{ path: '', message: 'has unexpected property "extra"' }] });
  });
});

describe('formatIssuePath', () => {
  it('reads like a property path', () => {
    expect(formatIssuePath('')).toBe('(root)');
    expect(formatIssuePath('/items/0/name')).toBe('items[0].name');
    expect(formatIssuePath('/a~1b')).toBe('a/b');
  });
});
