/**
 * Checks a CallToolResult's structuredContent against the tool's outputSchema
 * (spec 2025-06-18 server/tools, "Output Schema": servers MUST return conforming structured
 * results; clients SHOULD validate). A failure is the *server's output* breaking its own schema,
 * never an invalid-params error, and the result is always kept for display.
 */
import { validateAgainstSchema, type SchemaIssue } from './schema-validation';

export type OutputCheck =
  /** The tool declares no outputSchema: nothing to check. */
  | { status: 'no-schema' }
  | { status: 'valid' }
  | { status: 'invalid'; issues: SchemaIssue[] }
  /** The tool declares an outputSchema but the result has no structuredContent (spec: MUST provide). */
  | { status: 'missing' }
  /** The outputSchema does not compile, so the output could not be checked. */
  | { status: 'schema-error'; message: string };

export function checkStructuredOutput(
  outputSchema: Record<string, unknown> | undefined,
  result: Record<string, unknown>,
): OutputCheck {
  if (!outputSchema) return { status: 'no-schema' };
  if (!('structuredContent' in result) || result.structuredContent === undefined) return { status: 'missing' };
  return validateAgainstSchema(outputSchema, result.structuredContent);
}
