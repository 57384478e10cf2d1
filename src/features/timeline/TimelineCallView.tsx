import type { TimelineCall } from '../../core/timeline/model';
import { ARROW_DY } from './TimelineItemView';

const TONES: Record<TimelineCall['outcome'], string> = {
  open: 'stroke-indigo-500 fill-indigo-700 dark:stroke-indigo-400 dark:fill-indigo-300',
  ok: 'stroke-violet-500 fill-violet-700 dark:stroke-violet-400 dark:fill-violet-300',
  error: 'stroke-red-500 fill-red-700 dark:stroke-red-400 dark:fill-red-300',
  abandoned: 'stroke-zinc-400 fill-zinc-500 dark:stroke-zinc-500 dark:fill-zinc-400',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** "prompts/get trip_brief · 1 round, 2 attempts · answered" */
export function describeCall(call: TimelineCall): string {
  const ended = call.outcome === 'ok' ? 'answered' : call.outcome === 'open' ? 'waiting' : call.outcome === 'error' ? 'failed' : 'ended with the session';
  return `${call.method} ${call.target} · ${plural(call.rounds ?? 0, 'round')}, ${plural(call.attempts, 'attempt')} · ${ended}`;
}

/**
 * An MRTR call (MCP 2026-07-28): a bracket left of the client lane from its first request to its
 * final answer, so the attempts and the input_required answers between them read as one call.
 * Clicking it selects the first request.
 */
export function TimelineCallView({ call, x, bottom, onSelect }: { call: TimelineCall; x: number; bottom: number; onSelect: (seq: number) => void }) {
  const top = call.y1 + ARROW_DY;
  const end = (call.y2 ?? bottom) + ARROW_DY;
  const left = x - 14;
  const tone = TONES[call.outcome];
  const label = describeCall(call);
  return (
    <g data-testid="timeline-call" data-call-seq={call.callSeq} data-method={call.method} data-attempts={call.attempts} data-outcome={call.outcome} className="cursor-pointer" onClick={() => onSelect(call.callSeq)}>
      <title>{label}</title>
      <path d={`M ${left + 6} ${top} H ${left} V ${end} H ${left + 6}`} style={{ fill: 'none' }} strokeWidth={2} className={tone} strokeDasharray={call.outcome === 'open' ? '4 3' : undefined} />
      <text x={left - 4} y={top + 4} textAnchor="end" className={`text-[10px] font-medium ${tone}`} strokeWidth={0}>
        {`MRTR · ${plural(call.rounds ?? 0, 'round')}`}
      </text>
    </g>
  );
}
