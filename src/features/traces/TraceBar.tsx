/**
 * Says, at the top of every screen, that the page shows a recording and not a live server: which
 * file, what it was read as, what the reader had to tolerate or skip (each bad line with its
 * number), and how to get back.
 */
import { useState } from 'react';
import type { Trace } from '../../core/traces/trace';
import { TRACE_SOURCE_LABELS } from '../../core/traces/trace';
import type { TraceFollow } from '../../api/trace/follow-trace';
import type { Playback } from '../../api/trace/playback';
import { Button } from '../../ui/Button';
import { ExportTraceButton } from '../export/ExportTraceButton';
import { LiveTraceStatus } from './LiveTraceStatus';
import { PlaybackControls } from './PlaybackControls';
import { ReplayButton } from '../replay/ReplayButton';

/** A crafted file can hold thousands of bad lines (issue 17, finding 7): the first ones say enough. */
const MAX_WARNINGS_SHOWN = 200;

export interface TraceBarProps {
  fileName: string;
  trace: Trace;
  playback: Playback;
  /** Set while the trace is still being recorded and grows live. */
  follow?: TraceFollow;
  onClose: () => void;
}

export function TraceBar({ fileName, trace, playback, follow, onClose }: TraceBarProps) {
  const [showWarnings, setShowWarnings] = useState(false);
  const { warnings } = trace;
  return (
    <div data-testid="trace-bar" className="shrink-0 border-b border-indigo-200 bg-indigo-50 px-3 py-1.5 text-xs text-indigo-950 dark:border-indigo-900 dark:bg-indigo-950/40 dark:text-indigo-100">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Recorded trace</span>
        <span className="min-w-0 truncate font-mono" title={fileName} data-testid="trace-file-name">
          {fileName}
        </span>
        <span className="text-indigo-800/80 dark:text-indigo-200/80">
          {/* A live trace's count grows: LiveTraceStatus shows that one. */}
          {TRACE_SOURCE_LABELS[trace.source]}
          {follow ? '' : ` · ${trace.records.length} records`} · read-only
        </span>
        {warnings.length > 0 && (
          <button type="button" className="underline" data-testid="trace-warnings-toggle" onClick={() => setShowWarnings(!showWarnings)}>
            {warnings.length} warning{warnings.length === 1 ? '' : 's'}
          </button>
        )}
        <span className="ml-auto" />
        {follow ? <LiveTraceStatus follow={follow} playback={playback} /> : <PlaybackControls playback={playback} />}
        <ExportTraceButton source={{ kind: 'opened', fileName, trace }} variant="ghost" />
        <ReplayButton source={{ trace, fileName }} name={fileName} recordedTarget={trace.header.target} overTrace variant="ghost" />
        <Button variant="ghost" onClick={onClose} data-testid="close-trace">
          Close trace
        </Button>
      </div>
      {showWarnings && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="trace-warnings">
          {warnings.slice(0, MAX_WARNINGS_SHOWN).map((warning, index) => (
            <li key={index} className="break-words">
              {warning}
            </li>
          ))}
          {warnings.length > MAX_WARNINGS_SHOWN && <li>and {warnings.length - MAX_WARNINGS_SHOWN} more</li>}
        </ul>
      )}
    </div>
  );
}
