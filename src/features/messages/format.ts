/** Formatting for the message log's columns. Pure and DOM-free (unit-tested in Node). */
import { maskSecrets } from '../../core/target';
import { INVALID_TIME, isValidTime } from '../../core/wall-time';

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Local wall-clock time as hh:mm:ss.mmm: what lines up with the server's own logs. */
export function formatClock(t: number): string {
  if (!isValidTime(t)) return INVALID_TIME;
  const d = new Date(t);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

/** A duration as hh:mm:ss.mmm: the time since the log's first record. */
export function formatElapsed(ms: number): string {
  const clamped = Math.max(0, Math.round(ms));
  const hours = Math.floor(clamped / 3_600_000);
  const minutes = Math.floor(clamped / 60_000) % 60;
  const seconds = Math.floor(clamped / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(clamped % 1000, 3)}`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatLatency(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(2)} s`;
  return `${Math.floor(ms / 60_000)} m ${Math.round((ms % 60_000) / 1000)} s`;
}

/** A row is one line: what it quotes is cut to this, before it is scanned. */
const ROW_TEXT_CHARS = 2_000;

/**
 * A row's quoted text (a stray stdout line, stderr, a lifecycle detail, a client error) with its
 * secrets masked, as the detail masks them (issue 17, finding 2). The row has no reveal: the
 * detail it opens has. The engine's synchronous part: rows are drawn as they scroll.
 */
export function maskedRowText(text: string): string {
  return maskSecrets(text.length > ROW_TEXT_CHARS ? `${text.slice(0, ROW_TEXT_CHARS)}…` : text);
}
