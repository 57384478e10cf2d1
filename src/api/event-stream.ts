/**
 * The bridge's event stream, read with fetch (not EventSource, so the token travels in a header,
 * never in a URL) and parsed with eventsource-parser. Framework-free: the React hook in
 * useEventStream.ts only wires it to the query cache and the message store.
 *
 * On every (re)connect, `onOpen` resynchronises (re-fetch snapshots, backfill the log). Events
 * that arrive meanwhile are held back and delivered after it, in order, so nothing is lost
 * between the snapshot and the live stream; duplicates are the consumer's to drop (by seq).
 */
import { createParser } from 'eventsource-parser';
import type { BridgeEvent } from '../core/bridge-api';
import type { BridgeClient } from './bridge-client';

export type StreamStatus =
  | { status: 'connecting' }
  | { status: 'open' }
  | { status: 'retrying'; attempt: number; retryInMs: number; error: string };

export interface EventStreamOptions {
  client: BridgeClient;
  onEvent: (event: BridgeEvent) => void;
  onOpen: () => Promise<void>;
  onStatus: (status: StreamStatus) => void;
}

/** 0.5 s, 1 s, 2 s ... capped at 10 s: quick after a blip, gentle while the bridge is down. */
export function retryDelay(attempt: number): number {
  return Math.min(10_000, 500 * 2 ** Math.max(0, attempt - 1));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Starts reading; returns a function that stops for good. */
export function startEventStream(options: EventStreamOptions): () => void {
  const stop = new AbortController();
  void runForever(options, stop.signal);
  return () => stop.abort();
}

async function runForever(options: EventStreamOptions, stopped: AbortSignal): Promise<void> {
  let attempt = 0;
  options.onStatus({ status: 'connecting' });
  while (!stopped.aborted) {
    // One controller per attempt, so a failed resync can drop its half-open stream.
    const attemptController = new AbortController();
    const abortAttempt = () => attemptController.abort();
    stopped.addEventListener('abort', abortAttempt, { once: true });
    try {
      await readOnce(options, attemptController, () => {
        attempt = 0;
        options.onStatus({ status: 'open' });
      });
      if (stopped.aborted) return;
      throw new Error('the bridge closed the event stream');
    } catch (error) {
      if (stopped.aborted) return;
      attemptController.abort();
      attempt += 1;
      const retryInMs = retryDelay(attempt);
      options.onStatus({ status: 'retrying', attempt, retryInMs, error: describeError(error) });
      await sleep(retryInMs, stopped);
    } finally {
      stopped.removeEventListener('abort', abortAttempt);
    }
  }
}

/** Reads one stream until it ends or fails; calls `onSynced` once the resync is done. */
async function readOnce(options: EventStreamOptions, attempt: AbortController, onSynced: () => void): Promise<void> {
  const response = await options.client.openEventStream(attempt.signal);
  if (!response.ok || !response.body) {
    throw new Error(response.status === 401 || response.status === 403
      ? `the bridge refused the token (HTTP ${response.status}); open the URL mcpscope printed`
      : `event stream failed with HTTP ${response.status}`);
  }

  let held: BridgeEvent[] | null = [];
  const parser = createParser({
    onEvent: (message) => {
      let event: BridgeEvent;
      try {
        event = JSON.parse(message.data) as BridgeEvent;
      } catch {
        return; // not ours to crash on; the next event may well be fine
      }
      if (held) held.push(event);
      else options.onEvent(event);
    },
  });

  const synced = options.onOpen().then(() => {
    const backlog = held ?? [];
    held = null;
    for (const event of backlog) options.onEvent(event);
    onSynced();
  });
  // If the resync fails, fail this attempt: aborting the fetch ends the read below, and the
  // caller retries from scratch.
  let resyncFailed: { error: unknown } | null = null;
  synced.catch((error: unknown) => {
    resyncFailed = { error };
    attempt.abort();
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    await synced;
  } catch (error) {
    throw resyncFailed ? (resyncFailed as { error: unknown }).error : error;
  }
}
