/** A picked, dropped or served trace, read and loaded; every failure is a message for the person. */
import type { AnalyzeTrace } from '../../api/trace/analysis';
import type { LoadedTrace } from '../../api/trace/load-trace';
import { err, type Result } from '../../core/result';

/** Larger files are refused before reading: the browser would have to hold the text and the records. */
const MAX_TRACE_BYTES = 512 * 1024 * 1024;

/** Opens trace files; what the top bar, the start page and `mcpscope open` share. */
export interface TraceLoader {
  load(file: File): Promise<Result<LoadedTrace>>;
  /** A trace's text from elsewhere (the bridge's trace library). */
  loadText(text: string, fileName: string): Promise<Result<LoadedTrace>>;
  show(loaded: LoadedTrace): void;
}

/** The trace loader is its own chunk; a page that knows it will open a trace fetches it early. */
export const loadTraceLoader = () => import('../../api/trace/load-trace');

export async function traceFromText(text: string, fileName: string, analyze: AnalyzeTrace): Promise<Result<LoadedTrace>> {
  const { loadTrace } = await loadTraceLoader();
  return loadTrace(text, fileName, analyze);
}

export async function readTraceFile(file: File, analyze: AnalyzeTrace): Promise<Result<LoadedTrace>> {
  if (file.size > MAX_TRACE_BYTES) return err('bad_request', `${file.name} is ${Math.round(file.size / 1024 / 1024)} MB; traces up to ${MAX_TRACE_BYTES / 1024 / 1024} MB can be opened here`);
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return err('bad_request', `could not read ${file.name}: ${(error as Error).message}`);
  }
  return traceFromText(text, file.name, analyze);
}
