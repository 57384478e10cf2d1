/**
 * Tool definitions and listings.
 *
 *   GET    /api/connections/:id/tools?fresh=1    -> ToolListing          (every page; see ListChange for fresh)
 *   GET    /api/connections/:id/tools?view=summary -> ToolSummaryListing (the same, without schemas: the list's view)
 *   GET    /api/connections/:id/tools/:name      -> ToolDefinition       (one tool, whole)
 */
import { err, ok, type Result } from '../result';
import type { Listing } from './lists';

/** A tool definition as the server sent it; unknown fields are kept. */
export interface ToolDefinition {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: ToolAnnotations;
  _meta?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
  [key: string]: unknown;
}

export interface ToolListing {
  tools: ToolDefinition[];
  /** How many tools/list pages were fetched. */
  pages: number;
  fetchedAt: number;
  /** See Listing.unrecorded. */
  unrecorded?: true;
}

/**
 * A tool as the tool list shows it: its definition without the schemas, which only the selected
 * tool's form needs. A server with 5,000 tools lists 7.7 MB, nearly all schemas, and the page
 * took longer to parse them than to draw the list (issue 6, B3).
 */
export interface ToolSummary {
  name: string;
  title?: string;
  description?: string;
  annotations?: ToolAnnotations;
  /** Set when the definition declares an outputSchema. */
  hasOutputSchema?: true;
  [key: string]: unknown;
}

export interface ToolSummaryListing extends Omit<ToolListing, 'tools'> {
  tools: ToolSummary[];
}

export function toToolSummaryListing(listing: ToolListing): ToolSummaryListing {
  const tools = listing.tools.map(({ inputSchema: _input, outputSchema, ...rest }): ToolSummary => (outputSchema === undefined ? rest : { ...rest, hasOutputSchema: true }));
  return { ...listing, tools };
}

/** The first listed tool of that name: the list selects tools by name. */
export function findTool(listing: ToolListing, name: string): Result<ToolDefinition> {
  const tool = listing.tools.find((candidate) => candidate.name === name);
  return tool ? ok(tool) : err('not_found', `the server lists no tool named ${JSON.stringify(name)}`);
}

/** Malformed tools stay in the list; the SPA shows what is wrong with them. */
export function toToolListing({ items, pages, fetchedAt, unrecorded }: Listing): ToolListing {
  return { tools: items as ToolDefinition[], pages, fetchedAt, ...(unrecorded ? { unrecorded } : {}) };
}
