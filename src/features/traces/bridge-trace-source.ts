/**
 * The trace `mcpscope open` serves, read as two byte ranges: its head first, and the rest only
 * when the page reads on (issue 6, B5; server/http/routes/opened-trace.ts).
 */
import { TRACE_HEAD_CHARS } from '../../core/traces/trace-head-size';
import type { InitialTraceSource } from './use-initial-trace';

const OPENED_TRACE_PATH = '/api/opened-trace';

/** A response body's bytes, piece by piece as they arrive. */
async function* bytesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** The total of a `Content-Range: bytes 0-262143/39188621` answer. */
function totalBytes(contentRange: string | null): number | undefined {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? undefined : Number(total);
}

/**
 * The trace's text as it arrives: the first answer, then, only once the reader asks for more,
 * the rest of a file the first answered in part. One decoder for both, so a character cut
 * between the two answers is joined.
 */
async function* traceText(first: Response, rest: (from: number) => Promise<Response>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let received = 0;
  for await (const bytes of bytesOf(first.body!)) {
    received += bytes.length;
    yield decoder.decode(bytes, { stream: true });
  }
  const total = totalBytes(first.headers.get('Content-Range'));
  if (first.status === 206 && total !== undefined && received < total) {
    const second = await rest(received);
    if (second.status !== 206 || !second.body) throw new Error(`Could not load the rest of the trace from mcpscope: the bridge answered HTTP ${second.status}`);
    for await (const bytes of bytesOf(second.body)) yield decoder.decode(bytes, { stream: true });
  }
  yield decoder.decode();
}

/**
 * The trace `mcpscope open` serves (with the page's token); see server/http/routes/opened-trace.ts.
 * Its head is asked for first and the rest only when it is read: a 39 MB body received at once
 * kept the page busy for most of a second before the head could be shown (issue 6, B5).
 */
export function bridgeTraceSource(token: string): InitialTraceSource {
  return async (signal) => {
    const read = (range: string) => fetch(OPENED_TRACE_PATH, { headers: { Authorization: `Bearer ${token}`, Range: `bytes=${range}` }, signal });
    const first = await read(`0-${TRACE_HEAD_CHARS - 1}`);
    if (!first.ok || !first.body) throw new Error(`Could not load the trace from mcpscope: the bridge answered HTTP ${first.status}`);
    return { chunks: traceText(first, (from) => read(`${from}-`)), fileName: decodeURIComponent(first.headers.get('X-Trace-File-Name') ?? 'trace') };
  };
}
