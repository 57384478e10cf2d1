/**
 * The session `call` and `list` hold (issue 20): one server (--stdio, --url or an mcp.json entry)
 * connected as scan connects it, with
 * the connection layer the UI uses (both protocol eras, OAuth tokens), kept for one request and
 * shut down. Nothing is recorded: the trace goes to a directory removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CALL_OPTIONS, type ClientRequestAnswer, type ClientRequestRecord } from '../../src/core/bridge-api';
import { elicitationAnswer, samplingRejection } from '../../src/core/client-requests';
import { describeTarget } from '../../src/core/target';
import { authStorePath } from '../config/folders';
import { ConnectionManager } from '../connections/manager';
import { whenSettled } from '../connections/when-settled';
import { readPackageVersion } from '../install-layout';
import { serverRequest } from './config-entry';
import type { OneServerOptions } from './parse-one-server';
import type { CliIo } from './serve';
import { withProtocol } from './target-flags';

/** Exit codes shared with scan (DESIGN.md): 1 the server answered with a failure, 3 no answer at all. */
export const EXIT = { ok: 0, failed: 1, usage: 2, connect: 3 } as const;

export type UseServer = (manager: ConnectionManager, conn: string) => Promise<number>;

/**
 * Connects, runs `use` on the ready connection and answers with its exit code, or 3 when the
 * server could not be reached; 2 when --config names no server to connect.
 */
export async function withOneServer(command: string, options: OneServerOptions, io: CliIo, use: UseServer): Promise<number> {
  const request = await serverRequest(options.server, (line) => io.stderr(`mcpscope ${command}: ${line}`));
  if (!request.ok) {
    io.stderr(`mcpscope ${command}: ${request.error.message}`);
    return EXIT.usage;
  }
  const tracesDir = mkdtempSync(path.join(tmpdir(), `mcpscope-${command}-`));
  // No browser here: OAuth signs in headlessly, with the tokens the bridge keeps (issue 7, item 4).
  const manager = new ConnectionManager({ tracesDir, version: await readPackageVersion(), auth: { storePath: authStorePath(), headlessByDefault: true, warn: io.stderr } });
  try {
    const { name, target } = request.value;
    const label = name === undefined ? describeTarget(target) : `${name} (${describeTarget(target)})`;
    io.progress(`mcpscope ${command}: connecting to ${label}…`);
    const timeouts = { ...DEFAULT_CALL_OPTIONS, timeoutMs: options.timeoutMs };
    const started = manager.connect(withProtocol({ ...request.value, settings: { timeouts } }, options.protocol));
    if (!started.ok) {
      io.stderr(`mcpscope ${command}: could not connect to ${label}: ${started.error.message}`);
      return EXIT.connect;
    }
    const ready = await whenSettled(manager, started.value.id, options.timeoutMs);
    if (ready.state !== 'ready') {
      io.stderr(`mcpscope ${command}: could not connect to ${label}: ${ready.error?.message ?? `still ${ready.state} after ${options.timeoutMs} ms`}`);
      return EXIT.connect;
    }
    const unsubscribe = refuseServerRequests(manager, ready.id, (line) => io.stderr(`mcpscope ${command}: ${line}`));
    try {
      return await use(manager, ready.id);
    } finally {
      unsubscribe();
    }
  } finally {
    await manager.shutdown();
    rmSync(tracesDir, { recursive: true, force: true });
  }
}

/**
 * A sampling or elicitation request waits for a person, and a one-shot command has none: it is
 * answered at once (elicitation declined, sampling refused) so the request that caused it ends
 * instead of waiting for its timeout.
 */
function refuseServerRequests(manager: ConnectionManager, conn: string, warn: (line: string) => void): () => void {
  const refuse = (request: ClientRequestRecord) => {
    if (request.conn !== conn || request.status !== 'pending') return;
    warn(`the server sent ${request.method}; there is no one to answer it here, so it was ${request.method === 'elicitation/create' ? 'declined' : 'refused'}`);
    manager.answerClientRequest(conn, request.id, noOneToAsk(request));
  };
  return manager.subscribe((event) => {
    if (event.type === 'client-request') refuse(event.request);
  });
}

function noOneToAsk(request: ClientRequestRecord): ClientRequestAnswer {
  // An elicitation has an answer for "the user said no" (spec: elicitation, response actions);
  // a sampling request does not, so it gets the error a client that declines sends.
  return request.method === 'elicitation/create' ? elicitationAnswer('decline') : samplingRejection('User rejected sampling request: no one to ask on the command line');
}
