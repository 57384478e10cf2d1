import { describe, expect, it } from 'vitest';
import { readElicitationParams, urlElicitationsInError } from './elicitation';
import { elicitationContent, elicitationDefaults, toElicitationFormSchema, validateElicitationContent } from './elicitation-form';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 10, default: 'Ada' },
    email: { type: 'string', format: 'email' },
    site: { type: 'string', format: 'uri' },
    born: { type: 'string', format: 'date' },
    at: { type: 'string', format: 'date-time' },
    age: { type: 'integer', minimum: 0, maximum: 150 },
    ok: { type: 'boolean', default: true },
    color: { type: 'string', enum: ['r', 'g'], enumNames: ['Red', 'Green'] },
    size: { type: 'string', oneOf: [{ const: 's', title: 'Small' }, { const: 'l', title: 'Large' }] },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
  },
  required: ['name', 'email'],
};

describe('elicitation', () => {
  it('reads form and url params', () => {
    expect(readElicitationParams({ message: 'm', requestedSchema: schema })).toMatchObject({ mode: 'form', message: 'm' });
    expect(readElicitationParams({ mode: 'url', message: 'go', url: 'https://x', elicitationId: 'e1' })).toEqual({
      mode: 'url',
      message: 'go',
      url: 'https://x',
      elicitationId: 'e1',
    });
  });

  it('reads the URL elicitations of a -32042 error, skipping anything else', () => {
    const data = { elicitations: [{ mode: 'url', message: 'sign in', url: 'https://auth.example.com', elicitationId: 'e2' }, { mode: 'form', message: 'x' }, 'junk'] };
    expect(urlElicitationsInError(data)).toEqual([{ mode: 'url', message: 'sign in', url: 'https://auth.example.com', elicitationId: 'e2' }]);
    expect(urlElicitationsInError({ elicitations: 'no' })).toEqual([]);
    expect(urlElicitationsInError(undefined)).toEqual([]);
  });

  it('pre-fills defaults (SEP-1034)', () => {
    expect(elicitationDefaults(schema)).toEqual({ name: 'Ada', ok: true });
  });

  it('turns enumNames into titled oneOf and marks multi-selects unique (SEP-1330)', () => {
    const form = toElicitationFormSchema(schema) as { properties: Record<string, Record<string, unknown>> };
    expect(form.properties.color).toEqual({ type: 'string', oneOf: [{ const: 'r', title: 'Red' }, { const: 'g', title: 'Green' }] });
    expect(form.properties.tags?.uniqueItems).toBe(true);
    expect(form.properties.size).toEqual(schema.properties.size);
  });

  it('validates formats and ranges against the server schema', () => {
    const good = { name: 'Ada', email: 'ada@example.com', site: 'https://a.b', born: '1815-12-10', at: '2025-01-01T00:00:00Z', age: 36, color: 'r', size: 's', tags: ['a'] };
    expect(validateElicitationContent(schema, good)).toEqual({ status: 'valid' });
    const bad = validateElicitationContent(schema, { name: 'A', email: 'nope', site: 'x', born: '1815-13-40', at: 'noon', age: 200, color: 'x' });
    expect(bad.status === 'invalid' && bad.issues.map((i) => i.path).sort()).toEqual(['/age', '/at', '/born', '/color', '/email', '/name', '/site']);
  });

  it('reports a missing required field on the field', () => {
    expect(validateElicitationContent(schema, { email: 'a@b.c' })).toEqual({ status: 'invalid', issues: [{ path: '/name', message: 'is required' }] });
  });

  it('drops empty optional fields but keeps required ones for the validator', () => {
    expect(elicitationContent(schema, { name: '', email: 'a@b.c', site: '', age: undefined })).toEqual({ name: '', email: 'a@b.c' });
  });
});
