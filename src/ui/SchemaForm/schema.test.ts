import { describe, expect, it } from 'vitest';
import { schemaDefaults, toFormSchema } from './schema';

describe('schemaDefaults', () => {
  it('collects top-level and nested defaults', () => {
    const schema = {
      type: 'object',
      properties: {
        steps: { type: 'integer', default: 10 },
        label: { type: 'string' },
        nested: { type: 'object', properties: { loud: { type: 'boolean', default: false } } },
      },
    };
    expect(schemaDefaults(schema)).toEqual({ steps: 10, nested: { loud: false } });
  });

  it('is empty when nothing has a default', () => {
    expect(schemaDefaults({ type: 'object', properties: { a: { type: 'string' } } })).toEqual({});
  });

  it('copes with 2020-12 schemas', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { city: { type: 'string', default: 'Lisbon' } },
    };
    expect(schemaDefaults(schema)).toEqual({ city: 'Lisbon' });
  });
});

describe('toFormSchema', () => {
  it('drops $schema and fills in the object type', () => {
    expect(toFormSchema({ $schema: 'x', properties: {} })).toEqual({ type: 'object', properties: {} });
  });
});
