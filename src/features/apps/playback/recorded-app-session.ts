/**
 * Plays one recorded app view into a live iframe (issue 21, item 4): posts the host's recorded
 * messages with their recorded timing (AppPlayer decides what and when may go), answers the
 * app's own requests from the recording, and notifies React of its state (useSyncExternalStore).
 * One session per rendered frame: restarting the playback renders a new frame and a new session.
 */
import { PostMessageTransport, SANDBOX_PROXY_READY_METHOD, SANDBOX_RESOURCE_READY_METHOD, SIZE_CHANGED_METHOD } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { isObject } from '../../../core/is-object';
import { AppPlayer } from '../../../core/apps/playback-player';
import { cueDelay, SANDBOX_METHOD_PREFIX } from '../../../core/apps/playback-schedule';
import type { RecordedAppView } from '../../../core/apps/playback-views';
import type { WireMessage } from '../../../core/wire';

export type AppPlaybackStatus = 'playing' | 'paused' | 'ended';

export interface AppPlaybackState {
  status: AppPlaybackStatus;
  /** Host messages posted so far, of `total`. */
  delivered: number;
  total: number;
  speed: number;
  /** Whether the next message waits for the app to say it is initialized. */
  waitingForApp: boolean;
  /** Methods the app asked for that the recording could not answer. */
  unanswered: readonly string[];
  /** The height the live app last asked for (ui/notifications/size-changed), in CSS px. */
  height: number | undefined;
}

export class RecordedAppSession {
  private readonly player: AppPlayer;
  private readonly transport: PostMessageTransport;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private playing = true;
  /** Deliver everything without waiting ("show final state"). */
  private rushing = false;
  private speed = 1;
  private height: number | undefined;
  private state: AppPlaybackState;

  /**
   * `proxiedHtml`: the frame is mcpscope's sandbox proxy (the inspector the bridge serves, whose own
   * CSP would stop a srcdoc app's inline code), which asks for the app's document before it renders
   * it, and forwards the app's messages after.
   */
  constructor(
    view: RecordedAppView,
    frame: Window,
    private readonly proxiedHtml?: string,
  ) {
    this.player = new AppPlayer(view);
    this.state = this.computeState();
    // ext-apps' own transport: it checks each message comes from this frame and is JSON-RPC.
    this.transport = new PostMessageTransport(frame, frame);
    this.transport.onmessage = (message) => this.received(message);
  }

  async start(): Promise<void> {
    await this.transport.start();
    this.schedule();
  }

  dispose(): void {
    this.cancelTimer();
    void this.transport.close();
    this.listeners.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): AppPlaybackState => this.state;

  play(): void {
    this.playing = true;
    this.schedule();
  }

  pause(): void {
    this.playing = false;
    this.cancelTimer();
    this.changed();
  }

  /** Posts the next host message now, if the app is ready for it. */
  step(): void {
    this.pause();
    this.deliver();
  }

  /** Posts every remaining host message as soon as the app is ready: the state the recording ended in. */
  finish(): void {
    this.rushing = true;
    this.cancelTimer();
    this.play();
  }

  setSpeed(speed: number): void {
    this.speed = speed;
    this.cancelTimer();
    this.schedule();
  }

  private received(message: WireMessage): void {
    if (typeof message.method === 'string' && message.method.startsWith(SANDBOX_METHOD_PREFIX)) return this.fromProxy(message.method);
    if (message.method === SIZE_CHANGED_METHOD && isObject(message.params) && typeof message.params.height === 'number') this.height = message.params.height;
    for (const reply of this.player.fromApp(message)) void this.transport.send(reply as JSONRPCMessage);
    // The app's ui/notifications/initialized may be what the next message waited for.
    this.schedule();
  }

  /** The proxy's own notices; what its CSP blocked is no part of a playback. */
  private fromProxy(method: string): void {
    if (method !== SANDBOX_PROXY_READY_METHOD || this.proxiedHtml === undefined) return;
    // Nothing declared: the proxy's restrictive default, and the document's own offline CSP within it.
    const resourceReady = { jsonrpc: '2.0', method: SANDBOX_RESOURCE_READY_METHOD, params: { html: this.proxiedHtml, csp: {} } };
    void this.transport.send(resourceReady as JSONRPCMessage);
  }

  private deliver(): void {
    const message = this.player.take();
    if (message) void this.transport.send(message as JSONRPCMessage);
    this.changed();
  }

  /** Sets the timer for the next message, unless one is set or nothing may go yet. */
  private schedule(): void {
    if (this.timer === undefined && this.playing && this.player.ready) {
      const delay = this.rushing ? 0 : cueDelay(this.player.cues, this.player.position, this.speed);
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.deliver();
        this.schedule();
      }, delay);
    }
    this.changed();
  }

  private cancelTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private computeState(): AppPlaybackState {
    const { player } = this;
    const status: AppPlaybackStatus = player.ended ? 'ended' : this.playing ? 'playing' : 'paused';
    return { status, delivered: player.position, total: player.cues.length, speed: this.speed, waitingForApp: !player.ended && !player.ready, unanswered: [...player.unanswered], height: this.height };
  }

  private changed(): void {
    const next = this.computeState();
    const same = (Object.keys(next) as (keyof AppPlaybackState)[]).every((key) => key === 'unanswered' ? next.unanswered.join() === this.state.unanswered.join() : next[key] === this.state[key]);
    if (same) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
