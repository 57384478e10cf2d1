/**
 * A result's cache hint (2026-07-28, SEP-2549), where the person sees the list or the read it came
 * with: ttlMs, cacheScope, the time the answer goes stale, and "stale" once that time has passed.
 * Nothing at all for a result without a hint (every 2025-era server).
 */
import { useEffect, useState } from 'react';
import { staleAt, type CacheHint } from '../../core/cache-hints';
import { Badge } from '../../ui/Badge';
import { formatClock, formatDuration } from '../tools/call-format';

/** Whether `time` has passed; re-rendered once, when it does, rather than ticking. */
function usePassed(time: number | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const passed = time !== undefined && now >= time;
  useEffect(() => {
    if (time === undefined || passed) return;
    // setTimeout's delay is a 32-bit int: a day-long ttl would fire at once, so wait in steps.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(time - Date.now() + 1, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [time, passed, now]);
  return passed;
}

export function CacheHintBadge({ hint, what }: { hint: CacheHint | undefined; what: string }) {
  const expires = hint ? staleAt(hint) : undefined;
  const stale = usePassed(expires);
  if (!hint) return null;
  const title = `The server's cache hint for this ${what} (MCP 2026-07-28): a client may serve it from cache for ttlMs after it arrived (${formatClock(hint.receivedAt)}); cacheScope "public" means the same answer for every caller, "private" (the default) only for this one.`;
  return (
    <span data-testid="cache-hint" data-stale={stale} className="inline-flex flex-wrap items-center gap-1.5 text-[11px] text-zinc-500" title={title}>
      <span>cache</span>
      {hint.ttlMs !== undefined && <span data-testid="cache-ttl">ttlMs {hint.ttlMs.toLocaleString('en')} ({formatDuration(hint.ttlMs)})</span>}
      {hint.cacheScope !== undefined && <span data-testid="cache-scope">· {hint.cacheScope}</span>}
      {expires !== undefined &&
        (stale ? (
          <Badge tone="warning">
            <span data-testid="cache-stale">stale since {formatClock(expires)}</span>
          </Badge>
        ) : (
          <span data-testid="cache-fresh">· fresh until {formatClock(expires)}</span>
        ))}
      {hint.problem && <span className="text-amber-700 dark:text-amber-400">· {hint.problem}</span>}
    </span>
  );
}

/** The hint as a line above a list; nothing when the listing carries none. */
export function ListCacheHint({ hint, what }: { hint: CacheHint | undefined; what: string }) {
  if (!hint) return null;
  return (
    <div data-testid="list-cache-hint" className="border-b border-zinc-200 px-3 py-1 dark:border-zinc-800">
      <CacheHintBadge hint={hint} what={what} />
    </div>
  );
}
