/** The first 4 KB of a blob as a hex dump with an offset column. */
import { useMemo } from 'react';
import { decodeBase64, hexDumpLines } from '../../core/resource-content';
import { formatBytes } from '../tools/call-format';

const PREVIEW_BYTES = 4096;

export function HexDump({ blob, bytes }: { blob: string; bytes: number }) {
  // Only the previewed prefix is decoded, so a large blob costs no more than a small one.
  const lines = useMemo(() => hexDumpLines(decodeBase64(blob, PREVIEW_BYTES)), [blob]);
  return (
    <div className="space-y-1">
      <pre
        data-testid="hex-dump"
        className="max-h-80 overflow-auto rounded bg-zinc-50 p-2 font-mono text-[11px] leading-4 whitespace-pre text-zinc-800 dark:bg-zinc-900 dark:text-zinc-200"
      >
        {lines.join('\n')}
      </pre>
      {bytes > PREVIEW_BYTES && (
        <p className="text-[11px] text-zinc-500">
          Showing the first {formatBytes(PREVIEW_BYTES)} of {formatBytes(bytes)}. Download for the rest.
        </p>
      )}
    </div>
  );
}
