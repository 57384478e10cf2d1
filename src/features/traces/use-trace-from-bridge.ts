/**
 * `mcpscope open <trace>` serves the trace file from the bridge and opens the page with
 * `#token=…&trace=1`; this fetches it once, with the token, and opens it like a picked file.
 */
import { useEffect, useState } from 'react';
import type { AnalyzeTrace } from '../../api/trace/analysis';
import type { LoadedTrace } from '../../api/trace/load-trace';
import { traceFromText } from './read-trace-file';

export type TraceFromBridge = { status: 'none' } | { status: 'loading' } | { status: 'opened' } | { status: 'failed'; message: string };

export const OPENED_TRACE_PATH = '/api/opened-trace';

/** `onOpened` gets the trace once; what the page shows after that (closing it too) is the caller's. */
export function useTraceFromBridge(token: string | null, wanted: boolean, analyze: AnalyzeTrace, onOpened: (loaded: LoadedTrace) => void): TraceFromBridge {
  const [state, setState] = useState<TraceFromBridge>(wanted && token ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!wanted || !token) return;
    let cancelled = false;
    void (async () => {
      try {
        const response = await fetch(OPENED_TRACE_PATH, { headers: { Authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`the bridge answered HTTP ${response.status}`);
        const fileName = decodeURIComponent(response.headers.get('X-Trace-File-Name') ?? 'trace');
        const opened = await traceFromText(await response.text(), fileName, analyze);
        if (cancelled) return;
        setState(opened.ok ? { status: 'opened' } : { status: 'failed', message: opened.error.message });
        if (opened.ok) onOpened(opened.value);
      } catch (error) {
        if (!cancelled) setState({ status: 'failed', message: `Could not load the trace from mcpscope: ${(error as Error).message}` });
      }
    })();
    return () => {
      cancelled = true;
    };
    // analyze and onOpened are stable (a state value and a state setter), not reasons to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, wanted]);
  return state;
}
