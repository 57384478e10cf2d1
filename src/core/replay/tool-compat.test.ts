import { describe, expect, it } from 'vitest';
import { compareToolLists, type ToolChange } from './tool-compat';

type Schema = Record<string, unknown>;

function tool(properties: Schema, required: string[] = [], extra: Schema = {}): Schema {
  return { name: 'get_weather', description: 'Weather for a city', inputSchema: { type: 'object', properties, required }, ...extra };
}

const city = { type: 'string', description: 'Any city name' };

function kinds(before: Schema, after: Schema): Pick<ToolChange, 'compatibility' | 'kind' | 'parameter'>[] {
  return compareToolLists([before], [after]).map(({ compatibility, kind, parameter }) => ({ compatibility, kind, ...(parameter ? { parameter } : {}) }));
}

describe('compareToolLists', () => {
  it('finds nothing when only key order differs', () => {
    expect(compareToolLists([tool({ city }, ['city'])], [{ inputSchema: { required: ['city'], properties: { city }, type: 'object' }, description: 'Weather for a city', name: 'get_weather' }])).toEqual([]);
  });

  it.each<[string, Schema, Schema, Pick<ToolChange, 'compatibility' | 'kind' | 'parameter'>]>([
    ['a new required parameter', tool({ city }), tool({ city, units: { type: 'string' } }, ['units']), { compatibility: 'breaking', kind: 'parameter-required', parameter: 'units' }],
    ['a parameter that became required', tool({ city }), tool({ city }, ['city']), { compatibility: 'breaking', kind: 'parameter-required', parameter: 'city' }],
    ['a removed parameter', tool({ city, units: { type: 'string' } }), tool({ city }), { compatibility: 'breaking', kind: 'parameter-removed', parameter: 'units' }],
    ['string narrowed to an enum', tool({ units: { type: 'string' } }), tool({ units: { type: 'string', enum: ['c', 'f'] } }), { compatibility: 'breaking', kind: 'type-narrowed', parameter: 'units' }],
    ['a nullable type made non-null', tool({ city: { type: ['string', 'null'] } }), tool({ city: { type: 'string' } }), { compatibility: 'breaking', kind: 'type-narrowed', parameter: 'city' }],
    ['a removed enum value', tool({ units: { enum: ['c', 'f', 'k'] } }), tool({ units: { enum: ['c', 'f'] } }), { compatibility: 'breaking', kind: 'enum-value-removed', parameter: 'units' }],
    ['a changed type', tool({ days: { type: 'string' } }), tool({ days: { type: 'integer' } }), { compatibility: 'breaking', kind: 'type-changed', parameter: 'days' }],
    ['a new required parameter in a nested object', tool({ where: { type: 'object', properties: { city } } }), tool({ where: { type: 'object', properties: { city, country: { type: 'string' } }, required: ['country'] } }), { compatibility: 'breaking', kind: 'parameter-required', parameter: 'where.country' }],
    ['a new optional parameter', tool({ city }), tool({ city, units: { type: 'string' } }), { compatibility: 'additive', kind: 'parameter-added', parameter: 'units' }],
    ['a parameter no longer required', tool({ city }, ['city']), tool({ city }), { compatibility: 'additive', kind: 'parameter-optional', parameter: 'city' }],
    ['a widened type', tool({ days: { type: 'integer' } }), tool({ days: { type: ['integer', 'string'] } }), { compatibility: 'additive', kind: 'type-widened', parameter: 'days' }],
    ['an added enum value', tool({ units: { enum: ['c'] } }), tool({ units: { enum: ['c', 'f'] } }), { compatibility: 'additive', kind: 'enum-value-added', parameter: 'units' }],
    ['a changed parameter description', tool({ city }), tool({ city: { ...city, description: 'A city' } }), { compatibility: 'additive', kind: 'description-changed', parameter: 'city' }],
    ['a changed tool description', tool({ city }), tool({ city }, [], { description: 'Weather, now in colour' }), { compatibility: 'additive', kind: 'description-changed' }],
    ['changed annotations', tool({ city }), tool({ city }, [], { annotations: { readOnlyHint: true } }), { compatibility: 'additive', kind: 'definition-changed' }],
  ])('classifies %s', (_, before, after, expected) => {
    expect(kinds(before, after)).toEqual([expected]);
  });

  it('classifies a removed tool as breaking and a new one as additive, breaking first', () => {
    const changes = compareToolLists([{ name: 'old_tool' }, tool({ city })], [tool({ city }), { name: 'get_forecast' }]);
    expect(changes).toEqual([
      { tool: 'old_tool', compatibility: 'breaking', kind: 'tool-removed', message: 'tool removed' },
      { tool: 'get_forecast', compatibility: 'additive', kind: 'tool-added', message: 'new tool' },
    ]);
  });

  it('spells out the change for people', () => {
    const [change] = compareToolLists([tool({ city })], [tool({ city, units: { type: 'string' } }, ['units'])]);
    expect(change).toMatchObject({ tool: 'get_weather', message: "new required parameter 'units'" });
  });
});
