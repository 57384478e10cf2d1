/**
 * What the analysis engine reads: everything a server hands a model, plus our own launch command.
 * Definitions are taken as the server sent them (malformed ones included), so every field is
 * `unknown` until a rule has checked its type.
 */
import type { RequestId } from '../jsonrpc';

type Definition = Readonly<Record<string, unknown>>;

/** One server's listings and instructions, as one connection sees them. */
export interface ServerSurface {
  /** The name findings use in `location.server`: serverInfo.name, else the connection's name. */
  server: string;
  /** Other names the server goes by (the connection's name, serverInfo.title), for shadowing checks. */
  aliases?: readonly string[];
  /**
   * Which server this is, when `server` has to tell apart two connections to the same one:
   * surfaces with the same origin are never "another server" to each other. Defaults to `server`.
   */
  origin?: string;
  instructions?: string;
  tools: readonly Definition[];
  prompts?: readonly Definition[];
  resources?: readonly Definition[];
  resourceTemplates?: readonly Definition[];
}

/** The server's answer to one of our requests: a result, or a JSON-RPC error. */
export interface ServerAnswerInput {
  server: string;
  requestId: RequestId;
  /** The result as received; absent when the server answered with a JSON-RPC error. */
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
  /**
   * The server's resources/list entries, when known: an app's CSP is read from the resources/read
   * content item, with the listed entry as fallback (ext-apps McpUiToolMeta.csp).
   */
  resources?: readonly Definition[];
}

/**
 * One record of an app's conversation with its host (issue 21, src/core/wire.ts): a message the
 * app posted, or a request the iframe's CSP blocked.
 */
export type AppConversationInput =
  | { server: string; seq: number; kind: 'message'; method: string; params: unknown }
  | { server: string; seq: number; kind: 'csp-violation'; uri: string; directive: string; blockedUri: string };

/** The answer to one tools/call: a CallToolResult (isError or not) or a JSON-RPC error. */
export interface ToolOutcomeInput extends ServerAnswerInput {
  tool: string;
}

/** A request the server sent us and a person will see. */
export interface ClientRequestInput {
  server: string;
  requestId: RequestId;
  method: 'sampling/createMessage' | 'elicitation/create';
  params: Readonly<Record<string, unknown>>;
}

/** The stdio command mcpscope is asked to start (split into argv, never through a shell). */
export interface LaunchInput {
  server?: string;
  command: string;
  args: readonly string[];
  /** The environment the connection adds to the process (values may be masked in traces: names still count). */
  env?: Readonly<Record<string, string>>;
}
