/**
 * The B3 tool set (issue 6): thousands of tools whose input schemas look like real servers' ones,
 * with nested objects, arrays, enums, bounds and a description on every property, so the list,
 * the filter and the form are measured on realistic definitions rather than empty `{}` schemas.
 */
import * as z from 'zod';

const DOMAINS = ['issues', 'invoices', 'calendar', 'files', 'tickets', 'orders', 'contacts', 'builds', 'alerts', 'articles'];
const VERBS = ['search', 'get', 'create', 'update', 'archive', 'export', 'summarize', 'sync'];

export interface BenchTool {
  name: string;
  title: string;
  description: string;
  inputSchema: z.ZodRawShape;
}

function schemaFor(index: number): z.ZodRawShape {
  const domain = DOMAINS[index % DOMAINS.length]!;
  return {
    query: z.string().min(1).max(500).describe(`Free-text query over ${domain}; quoted phrases match exactly`),
    filters: z
      .object({
        status: z.enum(['open', 'closed', 'pending', 'archived']).describe('Only items in this state'),
        owner: z.string().optional().describe('User id or email of the owner'),
        createdAfter: z.string().optional().describe('ISO-8601 date; items created on or after it'),
        labels: z.array(z.string()).max(20).optional().describe('Every label must be present'),
      })
      .partial()
      .describe('Narrow the results; every given field must match'),
    page: z
      .object({
        limit: z.number().int().min(1).max(100).default(25).describe('Items per page'),
        cursor: z.string().optional().describe('Opaque cursor from the previous page'),
      })
      .optional()
      .describe('Pagination'),
    sort: z.enum(['relevance', 'newest', 'oldest', 'priority']).default('relevance').describe('Result order'),
    includeArchived: z.boolean().default(false).describe(`Also search archived ${domain}`),
  };
}

export function manyTools(count: number): BenchTool[] {
  return Array.from({ length: count }, (_, index) => {
    const domain = DOMAINS[index % DOMAINS.length]!;
    const verb = VERBS[Math.floor(index / DOMAINS.length) % VERBS.length]!;
    const name = `${verb}_${domain}_${index}`;
    return {
      name,
      title: `${verb[0]!.toUpperCase()}${verb.slice(1)} ${domain} (#${index})`,
      description:
        `${verb[0]!.toUpperCase()}${verb.slice(1)}s ${domain} in workspace ${index % 37}. Returns at most one page of results ` +
        `as JSON with ids, titles and timestamps; call again with the returned cursor for more. Read-only unless the verb changes data.`,
      inputSchema: schemaFor(index),
    };
  });
}
