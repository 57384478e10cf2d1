/**
 * One played-back app view, without timers or a DOM (issue 21, item 4): what to post to the app
 * next, and what to answer when it asks. The feature's session (src/features/apps/playback)
 * drives it with the recorded timing and a real iframe.
 */
import { classifyMessage } from '../jsonrpc';
import type { WireMessage } from '../wire';
import { RecordedAnswers } from './playback-answers';
import { INITIALIZED_METHOD, playbackCues, type PlaybackCue } from './playback-schedule';
import type { RecordedAppView } from './playback-views';

export class AppPlayer {
  readonly cues: readonly PlaybackCue[];
  private readonly answers: RecordedAnswers;
  /** How many cues were posted to the app. */
  position = 0;
  /** Whether the live app sent ui/notifications/initialized. */
  initialized = false;
  /** The methods of the app's requests the recording could not answer, in the order asked. */
  readonly unanswered: string[] = [];

  constructor(view: RecordedAppView) {
    this.cues = playbackCues(view.messages);
    this.answers = new RecordedAnswers(view.messages);
  }

  get ended(): boolean {
    return this.position >= this.cues.length;
  }

  /** Whether the next cue may be posted now: there is one, and the app is ready for it. */
  get ready(): boolean {
    const cue = this.cues[this.position];
    return cue !== undefined && (!cue.afterInitialized || this.initialized);
  }

  /** A message from the live app; returns what to post back (the answer to a request). */
  fromApp(msg: WireMessage): WireMessage[] {
    const shape = classifyMessage(msg);
    if (shape.type === 'notification' && shape.method === INITIALIZED_METHOD) this.initialized = true;
    if (shape.type !== 'request') return [];
    const answer = this.answers.answer(shape.method, shape.id);
    if ('error' in answer) this.unanswered.push(shape.method);
    return [answer];
  }

  /** The next cue's message, counted as posted; undefined when none may be posted now. */
  take(): WireMessage | undefined {
    if (!this.ready) return undefined;
    return this.cues[this.position++]!.msg;
  }
}
