/**
 * The form of a form-mode elicitation (spec 2025-11-25 client/elicitation): a flat object of
 * primitives with defaults (SEP-1034) and single/multi-select enums, titled via oneOf/anyOf
 * const+title (SEP-1330), validated with ajv. Its own module because ajv is only loaded with the
 * form, not with the first page.
 */
import { validateAgainstSchema, type SchemaValidation } from './schema-validation';
import { isObject } from './is-object';
import { toPointer } from './json-pointer';

function properties(schema: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const props = schema.properties;
  if (!isObject(props)) return {};
  return Object.fromEntries(Object.entries(props).filter((entry): entry is [string, Record<string, unknown>] => isObject(entry[1])));
}

/** The content a fresh form starts with: each property's `default` (SEP-1034). */
export function elicitationDefaults(schema: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(properties(schema))) if (prop.default !== undefined) out[name] = prop.default;
  return out;
}

/** `enum` + legacy `enumNames` (deprecated by SEP-1330) -> `oneOf` const/title, which the form renders with titles. */
function titledEnum(prop: Record<string, unknown>): Record<string, unknown> {
  const { enum: values, enumNames, ...rest } = prop;
  if (!Array.isArray(values) || !Array.isArray(enumNames)) return prop;
  return { ...rest, oneOf: values.map((value: unknown, i) => ({ const: value, title: typeof enumNames[i] === 'string' ? enumNames[i] : String(value) })) };
}

function isConstOptions(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every((option) => isObject(option) && 'const' in option);
}

/**
 * The schema the form is generated from. The answer is still validated against the schema the
 * server sent; this one only changes how fields render: titled enums become selects, and
 * multi-select arrays get `uniqueItems` so the form offers checkboxes instead of a free list.
 */
export function toElicitationFormSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const props = properties(schema);
  const converted = Object.fromEntries(
    Object.entries(props).map(([name, prop]) => {
      let next = titledEnum(prop);
      if (next.type === 'array' && isObject(next.items)) {
        const items = next.items;
        if (Array.isArray(items.enum) || isConstOptions(items.anyOf) || isConstOptions(items.oneOf)) next = { ...next, uniqueItems: true };
      }
      return [name, next];
    }),
  );
  return { ...schema, type: 'object', properties: converted };
}

/**
 * Drops fields the person left empty: an empty optional field is "not given", not "". Required
 * ones stay so the validator reports them.
 */
export function elicitationContent(schema: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => value !== undefined && (value !== '' || required.has(name))));
}

/**
 * Validated against the server's own schema, formats included (email, uri, date, date-time).
 * A missing required field is reported on the field itself, where the person will look for it.
 */
export function validateElicitationContent(schema: Record<string, unknown>, content: Record<string, unknown>): SchemaValidation {
  const result = validateAgainstSchema(schema, content);
  if (result.status !== 'invalid') return result;
  return {
    status: 'invalid',
    issues: result.issues.map((issue) => {
      const missing = /^must have required property '(.+)'$/.exec(issue.message);
      return missing && issue.path === '' ? { path: toPointer([missing[1]!]), message: 'is required' } : issue;
    }),
  };
}
