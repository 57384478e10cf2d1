/**
 * When a played-back app receives what the host sent it (issue 21, item 4): the host's own
 * messages to the app (tool input, tool result, host context changes, teardown…) with their
 * recorded timing. Answers to the app's requests are not cues: the app gets them when it asks
 * (playback-answers.ts).
 */
import { classifyMessage } from '../jsonrpc';
import type { AppMessageRecord, WireMessage } from '../wire';

/** The notification an app sends once it has its ui/initialize answer (Apps spec, lifecycle). */
export const INITIALIZED_METHOD = 'ui/notifications/initialized';

export interface PlaybackCue {
  msg: WireMessage;
  /** ms after the view's first recorded message. */
  at: number;
  /**
   * Sent, when recorded, after the app said it was initialized: the host must not send it
   * earlier (spec: notifications follow ui/notifications/initialized), so playback waits for the
   * live app to say so too.
   */
  afterInitialized: boolean;
}

/**
 * The host and its sandbox proxy talk in `ui/notifications/sandbox-*` (proxy ready, the app's
 * HTML, what its CSP blocked): recorded live, but never the app's to receive. Playback has no proxy.
 */
export const SANDBOX_METHOD_PREFIX = 'ui/notifications/sandbox-';

export function playbackCues(messages: readonly AppMessageRecord[]): PlaybackCue[] {
  const start = messages[0]?.t ?? 0;
  let initialized = false;
  const cues: PlaybackCue[] = [];
  for (const record of messages) {
    const shape = classifyMessage(record.msg);
    if (record.dir === 'from-app') {
      if (shape.type === 'notification' && shape.method === INITIALIZED_METHOD) initialized = true;
    } else if (shape.type === 'request' || (shape.type === 'notification' && !shape.method.startsWith(SANDBOX_METHOD_PREFIX))) {
      cues.push({ msg: record.msg, at: Math.max(0, record.t - start), afterInitialized: initialized });
    }
  }
  return cues;
}

/** ms to wait, at `speed` (2 = twice as fast), between cue `index - 1` (or the start) and cue `index`. */
export function cueDelay(cues: readonly PlaybackCue[], index: number, speed: number): number {
  const cue = cues[index];
  if (!cue) return 0;
  const previous = index === 0 ? 0 : cues[index - 1]!.at;
  return Math.max(0, cue.at - previous) / speed;
}
