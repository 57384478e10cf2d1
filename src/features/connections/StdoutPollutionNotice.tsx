/**
 * What a stdio server wrote on stdout that is not JSON-RPC (issue 17, finding 9), quoted, with
 * the rule it broke and the fix. When initialize got no answer it is the likely cause; otherwise
 * it is a warning: a host that is less forgiving than mcpscope may fail on it.
 */
import type { StdoutPollution } from '../../core/bridge-api';

export function StdoutPollutionNotice({ pollution, likelyCause }: { pollution: StdoutPollution; likelyCause: boolean }) {
  const more = pollution.count - pollution.lines.length;
  const tone = likelyCause
    ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200'
    : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200';
  return (
    <div role={likelyCause ? undefined : 'status'} data-testid="stdout-pollution" data-likely-cause={likelyCause} className={`space-y-1.5 rounded border px-3 py-2 text-xs ${tone}`}>
      <p className="font-semibold">
        {likelyCause ? 'The server wrote to stdout what is not a JSON-RPC message, which is the likely cause:' : 'The server writes to stdout what is not a JSON-RPC message:'}
      </p>
      <pre
        data-testid="stdout-pollution-lines"
        className="max-h-32 overflow-auto rounded bg-zinc-950 p-2 font-mono text-[11px] leading-4 [overflow-wrap:anywhere] whitespace-pre-wrap text-zinc-200"
      >
        {pollution.lines.join('\n')}
      </pre>
      {more > 0 && <p>and {more} more such {more === 1 ? 'line' : 'lines'} (see the message log)</p>}
      <p>
        In stdio MCP, stdout is reserved for JSON-RPC: “The server MUST NOT write anything to its stdout that is not a valid MCP message” (spec,
        transports, stdio). Have the server log to stderr instead{likelyCause ? '' : '; mcpscope skipped these lines, other hosts may fail on them'}.
      </p>
    </div>
  );
}
