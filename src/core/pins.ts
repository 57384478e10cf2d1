/**
 * Messages pinned to the top of the message log (issue 20), by connection: the seqs of each
 * connection's pinned records. Pure, so the log and its storage share one reading of it.
 */
import { isObject } from './is-object';

export type Pins = Readonly<Record<string, readonly number[]>>;

export const NO_PINS: Pins = {};

export function togglePin(pins: Pins, conn: string, seq: number): Pins {
  const current = pins[conn] ?? [];
  const next = current.includes(seq) ? current.filter((pinned) => pinned !== seq) : [...current, seq].sort((a, b) => a - b);
  const { [conn]: _previous, ...others } = pins;
  return next.length === 0 ? others : { ...others, [conn]: next };
}

/** Every pinned seq, oldest record first. A seq is unique across connections (src/core/wire.ts). */
export function pinnedSeqs(pins: Pins): number[] {
  return Object.values(pins).flat().sort((a, b) => a - b);
}

/** Pins as stored; anything else (a hand-edited or older value) reads as no pins rather than failing the log. */
export function readPins(text: string | null): Pins {
  if (text === null) return NO_PINS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return NO_PINS;
  }
  if (!isObject(parsed)) return NO_PINS;
  const pins: Record<string, number[]> = {};
  for (const [conn, seqs] of Object.entries(parsed)) {
    if (Array.isArray(seqs)) pins[conn] = seqs.filter((seq): seq is number => Number.isInteger(seq));
  }
  return pins;
}
