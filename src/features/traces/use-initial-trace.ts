/**
 * A trace the page opens by itself, once, at start: the one `mcpscope open <trace>` serves, or the
 * one embedded in an exported HTML viewer. It is then shown like a picked file.
 */
import { useEffect, useState } from 'react';
import type { AnalyzeTrace } from '../../api/trace/analysis';
import type { LoadedTrace } from '../../api/trace/load-trace';
import type { TraceText } from '../../core/traces/open-progressively';
import { loadTraceLoader, traceFromText } from './read-trace-file';

export type InitialTraceState = { status: 'none' } | { status: 'loading' } | { status: 'opened' } | { status: 'failed'; message: string };

/** Where the start-up trace comes from; it throws with a message for the person when it cannot be had. */
export type InitialTraceSource = (signal: AbortSignal) => Promise<TraceText>;

/**
 * The rest of a long trace is read while the page is idle: the head's screens, and a tab the
 * person opens meanwhile, render first (issue 6, B5: the timeline waited behind the reading).
 * Safari has no requestIdleCallback; there the next task will do.
 */
const whenIdle = () =>
  new Promise<void>((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0)));

/**
 * The code that reads a trace is fetched only by a page that opens one, beside the trace's text;
 * a live page does without it (issue 24, B9).
 */
const loadTraceOpener = () => Promise.all([import('../../core/traces/open-progressively'), import('../../api/trace/carried-analysis')]);

/**
 * `show` gets the trace once (a long one as soon as its head is read, growing in place after);
 * what the page shows after that (closing it too) is the caller's. It gets null when the rest of a
 * long trace turns out not to be readable: the trace fails to open then, as it would have at once.
 */
export function useInitialTrace(source: InitialTraceSource | null, analyze: AnalyzeTrace, show: (loaded: LoadedTrace | null) => void): InitialTraceState {
  const [state, setState] = useState<InitialTraceState>(source ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!source) return;
    const stop = new AbortController();
    let shown = false;
    const onHead = (loaded: LoadedTrace) => {
      shown = true;
      setState({ status: 'opened' });
      show(loaded);
    };
    // Fetched beside the trace, not after its first megabyte arrives (issue 6, B5 first paint).
    void loadTraceLoader();
    const opener = loadTraceOpener();
    // Its failure is reported below, once the trace's text is here too.
    opener.catch(() => undefined);
    void (async () => {
      try {
        const text = await source(stop.signal);
        const [{ openProgressively }, { carriedAnalysis }] = await opener;
        const opened = await openProgressively(text, {
          // An export carries its findings: shown as they are, whatever this page can analyse.
          open: (whole) => traceFromText(whole, text.fileName, text.analysis ? carriedAnalysis(text.analysis) : analyze),
          onHead,
          onGrown: (loaded) => loaded.playback.grew(),
          signal: stop.signal,
          nextTurn: whenIdle,
        });
        if (stop.signal.aborted) return;
        if (!opened.ok) {
          setState({ status: 'failed', message: opened.error.message });
          if (shown) show(null);
        } else if (!shown) onHead(opened.value);
        // A head already shown has grown in place: no new state here, which would re-render the
        // page root and start the trace's screens over (AppRoot keys them by the records' count).
      } catch (error) {
        if (!stop.signal.aborted) setState({ status: 'failed', message: (error as Error).message });
      }
    })();
    return () => stop.abort();
    // analyze and onOpened are stable (a state value and a state setter), not reasons to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);
  return state;
}
