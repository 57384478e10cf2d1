/**
 * A trace the page opens by itself, once, at start: the one `mcpscope open <trace>` serves, or the
 * one embedded in an exported HTML viewer. It is then shown like a picked file.
 */
import { useEffect, useState } from 'react';
import type { AnalyzeTrace } from '../../api/trace/analysis';
import type { LoadedTrace } from '../../api/trace/load-trace';
import { traceFromText } from './read-trace-file';

export type InitialTraceState = { status: 'none' } | { status: 'loading' } | { status: 'opened' } | { status: 'failed'; message: string };

/** Where the start-up trace comes from; it throws with a message for the person when it cannot be had. */
export type InitialTraceSource = () => Promise<{ text: string; fileName: string }>;

const OPENED_TRACE_PATH = '/api/opened-trace';

/** The trace `mcpscope open` serves (with the page's token); see server/http/routes/opened-trace.ts. */
export function bridgeTraceSource(token: string): InitialTraceSource {
  return async () => {
    const response = await fetch(OPENED_TRACE_PATH, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`Could not load the trace from mcpscope: the bridge answered HTTP ${response.status}`);
    return { text: await response.text(), fileName: decodeURIComponent(response.headers.get('X-Trace-File-Name') ?? 'trace') };
  };
}

/** `onOpened` gets the trace once; what the page shows after that (closing it too) is the caller's. */
export function useInitialTrace(source: InitialTraceSource | null, analyze: AnalyzeTrace, onOpened: (loaded: LoadedTrace) => void): InitialTraceState {
  const [state, setState] = useState<InitialTraceState>(source ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!source) return;
    let cancelled = false;
    void (async () => {
      try {
        const { text, fileName } = await source();
        const opened = await traceFromText(text, fileName, analyze);
        if (cancelled) return;
        setState(opened.ok ? { status: 'opened' } : { status: 'failed', message: opened.error.message });
        if (opened.ok) onOpened(opened.value);
      } catch (error) {
        if (!cancelled) setState({ status: 'failed', message: (error as Error).message });
      }
    })();
    return () => {
      cancelled = true;
    };
    // analyze and onOpened are stable (a state value and a state setter), not reasons to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);
  return state;
}
