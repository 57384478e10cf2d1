/** Play, pause, step, restart and "show final state" for a recorded app, with the speed. */
import type { AppPlaybackState, RecordedAppSession } from './recorded-app-session';
import { Button } from '../../../ui/Button';

const SPEEDS = [0.5, 1, 4] as const;

export interface AppPlaybackControlsProps {
  session: RecordedAppSession;
  state: AppPlaybackState;
  onRestart: () => void;
}

export function AppPlaybackControls({ session, state, onRestart }: AppPlaybackControlsProps) {
  const ended = state.status === 'ended';
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-[11px]" data-testid="app-playback" data-status={state.status} data-delivered={state.delivered}>
      {state.status === 'playing' ? (
        <Button variant="ghost" data-testid="app-playback-pause" onClick={() => session.pause()}>
          Pause
        </Button>
      ) : (
        <Button variant="ghost" data-testid="app-playback-play" disabled={ended} onClick={() => session.play()}>
          ▶ Play
        </Button>
      )}
      <Button variant="ghost" data-testid="app-playback-step" disabled={ended || state.waitingForApp} onClick={() => session.step()} title="Post the next recorded host message">
        Step
      </Button>
      <Button variant="ghost" data-testid="app-playback-restart" onClick={onRestart} title="Load the app again and play from the start">
        Restart
      </Button>
      <Button variant="ghost" data-testid="app-playback-final" disabled={ended} onClick={() => session.finish()} title="Post every remaining recorded message now">
        Show final state
      </Button>
      <select
        aria-label="App playback speed"
        data-testid="app-playback-speed"
        value={state.speed}
        onChange={(event) => session.setSpeed(Number(event.target.value))}
        className="rounded border border-zinc-300 bg-white px-1 py-0.5 dark:border-zinc-700 dark:bg-zinc-900"
      >
        {SPEEDS.map((speed) => (
          <option key={speed} value={speed}>
            {speed}×
          </option>
        ))}
      </select>
      <span className="font-mono tabular-nums text-zinc-600 dark:text-zinc-400" data-testid="app-playback-position">
        {state.delivered}/{state.total} host messages
      </span>
      {state.waitingForApp && <span className="text-zinc-500">waiting for the app to initialize…</span>}
    </div>
  );
}
