/**
 * The checks `mcpscope check` runs, with the spec section each enforces (issue 18, item 7). The
 * ids are stable: CI gates on them and SARIF names them.
 */
import type { CheckTransport } from './types';

const SPEC = 'https://modelcontextprotocol.io/specification/2026-07-28';

export interface CheckDefinition {
  id: string;
  title: string;
  section: string;
  /** The transports the check means something on; on the others it is not applicable. */
  transports: readonly CheckTransport[];
  /** What to change when it fails. */
  remediation: string;
}

export const CHECKS = [
  {
    id: 'discover',
    title: 'server/discover is answered and well formed',
    section: `${SPEC}/server/discover`,
    transports: ['http', 'stdio'],
    remediation: 'Answer server/discover with resultType "complete", supportedVersions (a non-empty list naming 2026-07-28), a capabilities object and serverInfo in _meta.',
  },
  {
    id: 'result-type',
    title: 'Every result carries resultType',
    section: `${SPEC}/basic#result-responses`,
    transports: ['http', 'stdio'],
    remediation: 'Put resultType ("complete" or "input_required") on every result sent to a 2026-07-28 client.',
  },
  {
    id: 'http-get-delete-405',
    title: 'GET and DELETE on the MCP endpoint answer 405',
    section: `${SPEC}/basic/transports/streamable-http#earlier-streamable-http-revisions`,
    transports: ['http'],
    remediation: 'Answer GET and DELETE on the MCP endpoint with 405 Method Not Allowed: 2026-07-28 has no GET stream and no sessions.',
  },
  {
    id: 'header-mismatch',
    title: 'A header that contradicts the body is refused with -32020',
    section: `${SPEC}/basic/transports/streamable-http#server-validation`,
    transports: ['http'],
    remediation: 'Compare Mcp-Method, Mcp-Name and MCP-Protocol-Version with the body and answer 400 with JSON-RPC error -32020 (HeaderMismatch) when they differ.',
  },
  {
    id: 'cache-hints',
    title: 'Cacheable results carry sane cache hints',
    section: `${SPEC}/server/utilities/caching`,
    transports: ['http', 'stdio'],
    remediation: 'Give server/discover, the list results and resources/read a ttlMs (an integer >= 0) and a cacheScope of "public" or "private".',
  },
  {
    id: 'no-server-requests',
    title: 'No server-to-client request is pushed to a 2026-07-28 client',
    section: `${SPEC}/basic/transports/streamable-http#receiving-messages`,
    transports: ['http', 'stdio'],
    remediation: 'Ask for elicitation, sampling and roots by returning an input_required result (MRTR), never by sending a request of your own.',
  },
  {
    id: 'request-state-tamper',
    title: 'A tampered requestState is refused',
    section: `${SPEC}/basic/patterns/mrtr#server-requirements-basic-workflow`,
    transports: ['http', 'stdio'],
    remediation: 'Integrity-protect requestState (an HMAC such as the SDK\'s createRequestStateCodec, or AEAD) and reject state that fails verification.',
  },
  {
    id: 'same-tool-both-eras',
    title: 'A tool answers the same in both eras',
    section: `${SPEC}/basic/versioning#backward-compatibility-with-initialization-based-versions`,
    transports: ['http', 'stdio'],
    remediation: 'Serve 2025-11-25 and 2026-07-28 clients from the same handlers, so one tool call gives one answer whichever era asks.',
  },
  {
    id: 'legacy-clients-served',
    title: 'Older (2025-11-25) clients are still served',
    section: `${SPEC}/basic/versioning#backward-compatibility-with-initialization-based-versions`,
    transports: ['http', 'stdio'],
    remediation: 'Keep answering initialize from 2025-era clients (the SDK entries do by default) unless the server is meant to be modern-only.',
  },
] as const satisfies readonly CheckDefinition[];

export type CheckId = (typeof CHECKS)[number]['id'];

/** The official server conformance suite's scenarios (2025-11-25) are reported as `conformance/<scenario>`. */
export const CONFORMANCE_PREFIX = 'conformance/';
export const CONFORMANCE_SECTION = 'https://github.com/modelcontextprotocol/conformance';
