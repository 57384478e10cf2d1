/**
 * A trace file's text -> a trace the page can show: the importers pick the format, and the trace
 * client answers the screens from it. Loaded on demand (read-trace-file.ts imports it lazily),
 * so the importers and the session rebuild cost nothing until someone opens a trace.
 */
import { err, ok, type Result } from '../../core/result';
import { openTrace } from '../../core/traces/open-trace';
import type { Trace } from '../../core/traces/trace';
import type { BridgeClient } from '../bridge-client';
import type { AnalyzeTrace } from './analysis';
import type { TraceFollow } from './follow-trace';
import { Playback } from './playback';
import { createTraceClient } from './trace-client';

export interface LoadedTrace {
  fileName: string;
  trace: Trace;
  client: BridgeClient;
  /** How far into the recording the screens are; the client answers from it. */
  playback: Playback;
  /** Set for a trace from the bridge's library: a note on a record goes into its file. */
  annotate?: (about: number, text: string) => Promise<void>;
  /** Set while a library trace is still being recorded: it grows as the recorder writes (follow-trace.ts). */
  follow?: TraceFollow;
  /** A record the message log opens when the trace is shown: the one a note was just written about. */
  showSeq?: number;
}

export function loadTrace(text: string, fileName: string, analyze: AnalyzeTrace): Result<LoadedTrace> {
  const trace = openTrace(text, fileName);
  if (!trace.ok) return err('bad_request', `${fileName}: ${trace.error.message}`);
  const playback = new Playback(trace.value.records);
  const client = createTraceClient({ fileName, trace: trace.value }, analyze, () => playback.getState().position);
  return ok({ fileName, trace: trace.value, client, playback });
}
