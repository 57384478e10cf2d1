/**
 * POST /api/replay (src/core/replay-api.ts): the CLI's replay (server/replay/replay-trace.ts) on
 * the bridge's own connections, for a library trace or one opened in the page, against a target or
 * a saved connection. Only this token-guarded route starts the replay's process, argv without a
 * shell, like POST /api/connections.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import type { ConnectionTarget } from '../../../src/core/bridge-api';
import { unconfirmedTraceEnv } from '../../../src/core/replay/code-loading-env';
import type { ReplayResult } from '../../../src/core/replay-api';
import { err, ok, type Result } from '../../../src/core/result';
import { describeTarget } from '../../../src/core/target';
import { openTrace } from '../../../src/core/traces/open-trace';
import type { Trace } from '../../../src/core/traces/trace';
import { savedConnectionsStore, type SavedConnectionsStore } from '../../config/saved-connections';
import type { BridgeBackend } from '../../connections/backend';
import { recordingTraces, TraceLibrary } from '../../log/trace-library';
import { replayTrace } from '../../replay/replay-trace';
import { parseReplayRequest, type ParsedReplayRequest } from './replay-schema';
import { sendResult } from './respond';

export interface ReplayRoutesOptions {
  /** Default: connections.json in the user's config directory, as for the saved-connection routes. */
  store?: SavedConnectionsStore;
}

async function readTrace(library: TraceLibrary, source: ParsedReplayRequest['trace']): Promise<Result<{ name: string; trace: Trace }>> {
  let name: string;
  let text: string;
  if ('library' in source) {
    const file = await library.fileOf(source.library);
    if (!file.ok) return file;
    name = source.library;
    const read = await readFile(file.value, 'utf8').catch((error: NodeJS.ErrnoException) => error);
    if (read instanceof Error) return err('not_found', `cannot read ${name}: ${read.code ?? read.message}`);
    text = read;
  } else {
    ({ fileName: name, text } = source);
  }
  const trace = openTrace(text, name);
  if (!trace.ok) return err('bad_request', `${name}${trace.error.line ? `:${trace.error.line}` : ''}: ${trace.error.message}`);
  return ok({ name, trace: trace.value });
}

/**
 * A saved connection's real target: the page only ever sees it masked. A typed target may not
 * carry a code-loading variable copied from the trace unless the person confirmed it by name: the
 * page holds those back, and a crafted POST gets no further (issue 17, finding 4).
 */
async function resolveTarget(store: SavedConnectionsStore, request: ParsedReplayRequest, trace: Trace): Promise<Result<ConnectionTarget>> {
  const { server } = request;
  if ('target' in server) {
    const unconfirmed = unconfirmedTraceEnv(trace.header.target, server.target, request.confirmEnv);
    if (unconfirmed.length === 0) return ok(server.target);
    return err('bad_request', `Not started: ${unconfirmed.join(', ')} from the trace change${unconfirmed.length === 1 ? 's' : ''} which code the server runs; confirm ${unconfirmed.length === 1 ? 'it' : 'them'} by name to replay with ${unconfirmed.length === 1 ? 'it' : 'them'}.`);
  }
  const saved = await store.load();
  if (!saved.ok) return saved;
  const entry = saved.value.connections.find((connection) => connection.name === server.saved);
  return entry ? ok(entry.target) : err('not_found', `No saved connection named "${server.saved}".`);
}

/**
 * The replay's own recording, renamed so the Traces screen says what it is ("Replay of <trace>,
 * <its first name's time>"); it keeps its first name when that fails (a name taken, too long).
 */
async function nameRecording(library: TraceLibrary, tracePath: string, traceName: string): Promise<string> {
  const recorded = path.basename(tracePath);
  const stem = traceName.replace(/\.[^.]*$/, '').slice(0, 120);
  const when = recorded.split('_')[0];
  const renamed = `Replay of ${stem}, ${when}.jsonl`;
  const done = await library.rename(recorded, renamed);
  return done.ok ? renamed : recorded;
}

export function replayRoutes(backend: BridgeBackend, options: ReplayRoutesOptions = {}): Router {
  const library = new TraceLibrary(backend.tracesDir, () => recordingTraces(backend.list()));
  const store = options.store ?? savedConnectionsStore();
  const router = Router();

  router.post('/replay', async (req, res) => {
    const request = parseReplayRequest(req.body);
    if (!request.ok) return sendResult(res, request);
    const trace = await readTrace(library, request.value.trace);
    if (!trace.ok) return sendResult(res, trace);
    const target = await resolveTarget(store, request.value, trace.value.trace);
    if (!target.ok) return sendResult(res, target);
    const { ignore, timeoutMs } = request.value;
    const replayed = await replayTrace(backend, trace.value.trace, { target: target.value, ignore, timeoutMs, name: `Replay of ${trace.value.name}` });
    if (!replayed.ok) return sendResult(res, replayed);
    const { report, tracePath } = replayed.value;
    const recordedAs = tracePath ? await nameRecording(library, tracePath, trace.value.name) : undefined;
    const result: ReplayResult = { trace: trace.value.name, server: describeTarget(target.value), ...report, ...(recordedAs ? { recordedAs } : {}) };
    sendResult(res, ok(result));
  });

  return router;
}
