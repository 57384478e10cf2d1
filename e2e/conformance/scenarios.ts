/**
 * The client conformance driver's scenarios (issue 7, item 5): what each scenario of
 * `conformance client --suite core` asks a client to do, done through mcpscope's own connection
 * layer: the ConnectionManager the bridge uses (server/connections), with its Streamable HTTP
 * transport, its listing, its tool calls and its answers to the server's requests. No SDK client
 * of our own: a scenario that fails here fails in mcpscope. See docs/conformance.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthSettings } from '../../src/core/auth/types';
import type { CallRecord, ClientRequestAnswer, ClientRequestRecord } from '../../src/core/bridge-api';
import { readElicitationParams } from '../../src/core/elicitation';
import { elicitationContent, elicitationDefaults, validateElicitationContent } from '../../src/core/elicitation-form';
import { readPackageVersion } from '../../server/install-layout';
import { ConnectionManager } from '../../server/connections/manager';
import { whenCallEnds } from '../../server/connections/when-call-ends';
import { whenSettled } from '../../server/connections/when-settled';

/** The suite kills a client after 30 s by default; each step must end well before that. */
const STEP_TIMEOUT_MS = 20_000;

/** The tool each scenario's server offers, and the arguments the scenario expects it called with. */
const TOOL_CALLS: Record<string, { tool: string; arguments: Record<string, unknown> }> = {
  tools_call: { tool: 'add_numbers', arguments: { a: 5, b: 3 } },
  'elicitation-sep1034-client-defaults': { tool: 'test_client_elicitation_defaults', arguments: {} },
  'sse-retry': { tool: 'test_reconnection', arguments: {} },
};

/** The auth scenarios' servers all offer this tool; scope-step-up needs a call to see the 403. */
const AUTH_TOOL = 'test-tool';

/**
 * The answer a person gives who accepts an elicitation form as mcpscope shows it: pre-filled with
 * each field's default (SEP-1034), empty optional fields left out, checked against the server's
 * schema, exactly what ElicitationFormPanel sends when Accept is pressed without edits.
 */
function acceptAsShown(request: ClientRequestRecord): ClientRequestAnswer {
  const view = readElicitationParams(request.params);
  if (view.mode !== 'form') return { result: { action: 'decline' } };
  const content = elicitationContent(view.requestedSchema, elicitationDefaults(view.requestedSchema));
  const valid = validateElicitationContent(view.requestedSchema, content);
  return valid.status === 'valid' ? { result: { action: 'accept', content } } : { result: { action: 'decline' } };
}

function describeCall(call: CallRecord): string {
  if (call.status === 'ok') return 'ok';
  return `${call.status}: ${call.rpcError?.message ?? call.failure?.message ?? call.cancelReason ?? JSON.stringify(call.result ?? null)}`;
}

/** Runs one scenario against `url`. Returns the exit code: 0 when every step went as asked, 1 otherwise. */
export async function runScenario(scenario: string, url: string, log: (line: string) => void): Promise<number> {
  const tracesDir = mkdtempSync(path.join(tmpdir(), 'mcpscope-conformance-'));
  const manager = new ConnectionManager({ tracesDir, version: await readPackageVersion() });
  try {
    const started = manager.connect({ target: { transport: 'http', url, auth: conformanceAuth() } });
    if (!started.ok) return fail(log, `connect: ${started.error.message}`);
    const conn = started.value.id;
    manager.subscribe((event) => {
      if (event.type !== 'client-request' || event.request.conn !== conn || event.request.status !== 'pending') return;
      const answer = event.request.method === 'elicitation/create' ? acceptAsShown(event.request) : { error: { code: -32601, message: 'the conformance driver answers elicitation only' } };
      log(`answering ${event.request.method}: ${JSON.stringify(answer)}`);
      const sent = manager.answerClientRequest(conn, event.request.id, answer);
      if (!sent.ok) log(`answer refused: ${sent.error.message}`);
    });
    const ready = await whenSettled(manager, conn, STEP_TIMEOUT_MS);
    if (ready.state !== 'ready') return fail(log, `connect: ${ready.state}: ${ready.error?.message ?? 'no reason given'}`);
    log(`ready: ${JSON.stringify(ready.lifecycle.serverInfo ?? null)}`);
    const tools = await manager.listTools(conn, true);
    if (!tools.ok) return fail(log, `tools/list: ${tools.error.message}`);
    const names = tools.value.tools.map((tool) => tool.name);
    log(`tools: ${names.join(', ') || '(none)'}`);
    const call = TOOL_CALLS[scenario] ?? (scenario.startsWith('auth/') && names.includes(AUTH_TOOL) ? { tool: AUTH_TOOL, arguments: {} } : undefined);
    if (call) {
      const callStarted = manager.startCall(conn, { ...call, options: { timeoutMs: STEP_TIMEOUT_MS } });
      if (!callStarted.ok) return fail(log, `tools/call ${call.tool}: ${callStarted.error.message}`);
      const ended = await whenCallEnds(manager, conn, callStarted.value.id);
      log(`tools/call ${call.tool}: ${describeCall(ended)} ${JSON.stringify(ended.result ?? null)}`);
      if (ended.status !== 'ok') return 1;
    }
    return 0;
  } finally {
    await manager.shutdown();
    rmSync(tracesDir, { recursive: true, force: true });
  }
}

/**
 * The connection's OAuth settings, as a user of the connect form or the CLI would give them
 * (docs/conformance.md): headless (the suite's authorization endpoints redirect at once), the
 * pre-registered client the suite passes in MCP_CONFORMANCE_CONTEXT, and the Client ID Metadata
 * Document URL `auth/basic-cimd` expects.
 */
function conformanceAuth(): AuthSettings {
  const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? '{}') as { client_id?: unknown; client_secret?: unknown };
  return {
    headless: true,
    clientMetadataUrl: 'https://conformance-test.local/client-metadata.json',
    ...(typeof context.client_id === 'string' ? { clientId: context.client_id } : {}),
    ...(typeof context.client_secret === 'string' ? { clientSecret: context.client_secret } : {}),
  };
}

function fail(log: (line: string) => void, message: string): number {
  log(`failed: ${message}`);
  return 1;
}
