/**
 * The prompts/get or resources/read requests a trace recorded for what the screen shows, oldest
 * first, each as the screen shows a live answer (`children`), its MRTR rounds included.
 */
import type { ReactNode } from 'react';
import type { RecordedRead } from '../../core/trace-session/recorded-reads';

export function RecordedReads({ reads, what, children }: { reads: readonly RecordedRead[]; what: string; children: (read: RecordedRead) => ReactNode }) {
  return (
    <section data-testid="recorded-reads" className="space-y-3 border-t border-zinc-200 pt-3 dark:border-zinc-800">
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">Recorded {what}</h3>
      {reads.length === 0 ? (
        <p className="text-xs text-zinc-500">The trace holds no {what} for this one.</p>
      ) : (
        <ol className="space-y-4">
          {reads.map((read) => (
            <li key={read.id} data-testid="recorded-read" data-target={read.target} className="space-y-1">
              <p className="font-mono text-[11px] break-all text-zinc-500">
                {read.method} {read.target}
                {Object.keys(read.arguments).length > 0 && ` ${JSON.stringify(read.arguments)}`}
              </p>
              {read.outcome ? children(read) : <p className="text-xs text-zinc-500">No answer was recorded.</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
