/**
 * Preparing a tool's inputSchema for @rjsf: its validator is ajv draft-07, which throws on a
 * `$schema` it does not know (e.g. 2020-12). The form only needs the structure, and the argument
 * editor validates with the right dialect itself (src/core/schema-validation.ts).
 */
import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';

export function toFormSchema(schema: Record<string, unknown>): RJSFSchema {
  const { $schema: _dialect, ...rest } = schema;
  // MCP requires type: "object" at the root; servers sometimes omit it and rjsf needs it.
  return { type: 'object', ...rest };
}

/** The arguments a fresh form starts with: every `default` in the schema, nested ones included. */
export function schemaDefaults(schema: Record<string, unknown>): Record<string, unknown> {
  const formSchema = toFormSchema(schema);
  const defaults: unknown = getDefaultFormState(validator, formSchema, undefined, formSchema);
  return defaults !== null && typeof defaults === 'object' && !Array.isArray(defaults)
    ? (defaults as Record<string, unknown>)
    : {};
}
