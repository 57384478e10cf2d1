/** Play, pause, step and seek through an opened trace, at the recorded pace, 4x, or at once. */
import { useSyncExternalStore } from 'react';
import type { Playback, PlaybackSpeed } from '../../api/trace/playback';
import { Button } from '../../ui/Button';

const SPEEDS: readonly { value: PlaybackSpeed; label: string }[] = [
  { value: 1, label: '1×' },
  { value: 4, label: '4×' },
  { value: 'instant', label: 'instant' },
];

export function PlaybackControls({ playback }: { playback: Playback }) {
  const state = useSyncExternalStore(playback.subscribe, playback.getState);
  return (
    <span className="flex items-center gap-1.5" data-testid="playback" data-position={state.position} data-playing={state.playing}>
      {state.playing ? (
        <Button variant="ghost" data-testid="playback-pause" onClick={() => playback.pause()} aria-label="Pause">
          Pause
        </Button>
      ) : (
        <Button variant="ghost" data-testid="playback-play" onClick={() => playback.play()} aria-label={state.position >= state.total ? 'Play from the start' : 'Play'}>
          ▶ Play
        </Button>
      )}
      <Button variant="ghost" data-testid="playback-step" onClick={() => playback.step()} disabled={state.position >= state.total} title="Next record">
        Step
      </Button>
      <input
        type="range"
        min={0}
        max={state.total}
        value={state.position}
        aria-label="Position in the trace"
        data-testid="playback-seek"
        onChange={(event) => playback.seek(Number(event.target.value))}
        className="w-32 accent-indigo-600"
      />
      <span className="w-20 font-mono text-[11px] tabular-nums">
        {state.position}/{state.total}
      </span>
      <select
        aria-label="Playback speed"
        data-testid="playback-speed"
        value={String(state.speed)}
        onChange={(event) => playback.setSpeed(event.target.value === 'instant' ? 'instant' : (Number(event.target.value) as PlaybackSpeed))}
        className="rounded border border-indigo-200 bg-white px-1 py-0.5 text-[11px] dark:border-indigo-900 dark:bg-zinc-900"
      >
        {SPEEDS.map((speed) => (
          <option key={speed.label} value={String(speed.value)}>
            {speed.label}
          </option>
        ))}
      </select>
    </span>
  );
}
