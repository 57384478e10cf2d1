/**
 * Event streams that may stay quiet (issue 20, item 3). Node's fetch is undici, whose dispatcher
 * gives up on a response body that sends nothing for 300 s (bodyTimeout) with "Body Timeout
 * Error". A server-to-client event stream is quiet for as long as the server has nothing to say:
 * the legacy SSE stream died, and was logged as a client error, every 5 idle minutes. Whether a
 * server still answers is for the request timeouts and the liveness ping (liveness.ts) to tell.
 */
import type { FetchLike } from '@modelcontextprotocol/client';

/**
 * What fetch uses of `init.dispatcher`, an undici Dispatcher: dispatch(), and nothing else
 * (undici, lib/web/fetch). The DOM's RequestInit type, which the e2e build reads, has no such option.
 */
interface Dispatcher {
  dispatch(options: { bodyTimeout?: number | null }, handler: unknown): boolean;
}

/**
 * undici shares its global dispatcher between its copies, Node's bundled one included, under this
 * key. Node does not export undici's Agent, so a request is handed to that dispatcher as it is,
 * with its body timeout lifted: per-request dispatch options override the Agent's own.
 */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

function globalDispatcher(): Dispatcher {
  const dispatcher = (globalThis as Record<symbol, Dispatcher | undefined>)[GLOBAL_DISPATCHER];
  // Set by undici as it loads, which a fetch under way has done.
  if (!dispatcher) throw new Error('undici has no global dispatcher');
  return dispatcher;
}

const withoutBodyTimeout: Dispatcher = {
  dispatch: (options, handler) => globalDispatcher().dispatch({ ...options, bodyTimeout: 0 }, handler),
};

function acceptsEventStream(init: RequestInit | undefined): boolean {
  return new Headers(init?.headers).get('accept')?.includes('text/event-stream') === true;
}

/** `inner`, with no body timeout on a request that accepts an event stream (the SSE GET, a Streamable HTTP request). */
export function untimedEventStreams(inner: FetchLike): FetchLike {
  return function fetchUntimedStreams(url, init) {
    return inner(url, acceptsEventStream(init) ? ({ ...init, dispatcher: withoutBodyTimeout } as RequestInit) : init);
  };
}
