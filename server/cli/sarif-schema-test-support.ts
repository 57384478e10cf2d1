/**
 * Tests check SARIF against the official SARIF 2.1.0 schema (issue 19, item 7). No npm package
 * ships it, and the repository keeps no copy of public files: the schema is shared test data in
 * `shared/sarif/` beside the checkout (its README there names its source and licence), found
 * by walking up from here, or named by MCPSCOPE_SARIF_SCHEMA.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

const SHARED_PATH = path.join('shared', 'sarif', 'sarif-schema-2.1.0.json');

function schemaFile(): string {
  const named = process.env.MCPSCOPE_SARIF_SCHEMA;
  if (named) return named;
  for (let dir = fileURLToPath(new URL('.', import.meta.url)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, SHARED_PATH))) return path.join(dir, SHARED_PATH);
    if (path.dirname(dir) === dir) throw new Error(`The SARIF 2.1.0 schema is not here: no ${SHARED_PATH} beside the checkout, and MCPSCOPE_SARIF_SCHEMA is not set.`);
  }
}

function loadSchema(): Record<string, unknown> {
  const text = readFileSync(schemaFile(), 'utf8');
  // Draft-04, read by Ajv's draft-07 engine: the same only while no keyword whose meaning changed
  // between them is used. Its top-level `id` (draft-07's `$id`) only names the base of local refs.
  if (/"exclusiveM(in|ax)imum"\s*:\s*(true|false)/.test(text)) throw new Error('The SARIF schema uses draft-04 boolean exclusive bounds, which Ajv 8 reads differently.');
  const { $schema: _draft04, id: _base, ...schema } = JSON.parse(text) as Record<string, unknown>;
  return schema;
}

let validator: ReturnType<Ajv['compile']> | undefined;

/** The schema's complaints about a SARIF log, as "path message" lines; empty when it is valid. */
export function sarifSchemaErrors(log: unknown): string[] {
  if (!validator) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    validator = ajv.compile(loadSchema());
  }
  return validator(log) ? [] : (validator.errors ?? []).map((error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}
