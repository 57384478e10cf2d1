/**
 * JSON Schema validation with ajv, shared by the argument editor (inputSchema) and the result view
 * (outputSchema). Servers publish schemas of either dialect: the MCP spec allows any, and SDKs emit
 * draft-07 or 2020-12, so the dialect is chosen from `$schema`.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { pointerTokens } from './json-pointer';

export interface SchemaIssue {
  /** JSON Pointer into the validated data, '' for the root. */
  path: string;
  message: string;
}

export type SchemaValidation =
  | { status: 'valid' }
  | { status: 'invalid'; issues: SchemaIssue[] }
  /** The schema itself could not be compiled; the data was not checked. */
  | { status: 'schema-error'; message: string };

function createAjv(dialect: 'draft-07' | '2020-12'): Ajv {
  // strict: false because servers put unknown keywords (x-*, examples, titles in odd places) in
  // their schemas; a debugger must report on the data, not refuse the schema.
  const options = { allErrors: true, strict: false, validateFormats: true };
  const ajv = dialect === '2020-12' ? new Ajv2020(options) : new Ajv(options);
  addFormats(ajv);
  return ajv;
}

// One instance per dialect; compiled validators are cached per schema object so re-renders are cheap.
const instances = new Map<string, Ajv>();
const compiled = new WeakMap<object, ValidateFunction | Error>();

function dialectOf(schema: Record<string, unknown>): 'draft-07' | '2020-12' {
  const declared = schema.$schema;
  return typeof declared === 'string' && /2020-12|2019-09/.test(declared) ? '2020-12' : 'draft-07';
}

function compile(schema: Record<string, unknown>): ValidateFunction | Error {
  const cached = compiled.get(schema);
  if (cached) return cached;
  const dialect = dialectOf(schema);
  let ajv = instances.get(dialect);
  if (!ajv) {
    ajv = createAjv(dialect);
    instances.set(dialect, ajv);
  }
  let result: ValidateFunction | Error;
  try {
    // Drop $id so two tools sharing an $id do not collide in ajv's schema registry.
    const { $id: _ignored, ...anonymous } = schema;
    result = ajv.compile(anonymous);
  } catch (error) {
    result = error instanceof Error ? error : new Error(String(error));
  }
  compiled.set(schema, result);
  return result;
}

function describe(error: ErrorObject): SchemaIssue {
  let message = error.message ?? 'is invalid';
  if (error.keyword === 'additionalProperties') {
    message = `has unexpected property "${String((error.params as { additionalProperty?: unknown }).additionalProperty)}"`;
  } else if (error.keyword === 'enum') {
    message = `must be one of ${JSON.stringify((error.params as { allowedValues?: unknown }).allowedValues)}`;
  }
  return { path: error.instancePath, message };
}

export function validateAgainstSchema(schema: Record<string, unknown>, data: unknown): SchemaValidation {
  const validate = compile(schema);
  if (validate instanceof Error) return { status: 'schema-error', message: validate.message };
  if (validate(data)) return { status: 'valid' };
  return { status: 'invalid', issues: (validate.errors ?? []).map(describe) };
}

/** "/a/0/b" -> "a[0].b", for messages a developer reads; the root reads as "(root)". */
export function formatIssuePath(path: string): string {
  if (path === '') return '(root)';
  return pointerTokens(path).reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}
