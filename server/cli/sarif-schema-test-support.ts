/**
 * Tests check SARIF against the SARIF 2.1.0 JSON schema (issue 19, item 7), the copy Microsoft's
 * SARIF SDK for JavaScript ships (@microsoft/jest-sarif, a devDependency): 2.1.0-rtm.5, the
 * schema of the 2.1.0 release; the OASIS errata since then only loosen a few types. It is a
 * draft-04 schema, so it is read by Ajv's draft-04 engine (ajv-draft-04), not guessed at by the
 * draft-07 one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AjvDraft04 from 'ajv-draft-04';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const SCHEMA_FILE = createRequire(import.meta.url).resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');

let validator: ValidateFunction | undefined;

/** The schema's complaints about a SARIF log, as "path message" lines; empty when it is valid. */
export function sarifSchemaErrors(log: unknown): string[] {
  if (!validator) {
    // The schema's `language` pattern, /^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$/, has a stray `]`
    // that only a non-unicode RegExp accepts, as JSON Schema validators of its day read it.
    const ajv = new AjvDraft04({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    validator = ajv.compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object);
  }
  return validator(log) ? [] : (validator.errors ?? []).map((error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}
