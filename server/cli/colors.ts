/**
 * Colour for text meant for a person (issue 19, item 4): on when stdout is a terminal, off when
 * it is a pipe or a file, NO_COLOR (https://no-color.org: set and not empty) turns it off
 * everywhere, FORCE_COLOR turns it on for a pipe. picocolors' own detection is not used: it also
 * colours under CI=true, and scripts and tests there read our stdout.
 */
import { createColors } from 'picocolors';
import type { Colors } from 'picocolors/types';
import type { Severity } from '../../src/core/analysis/finding';
import type { SeverityStyle } from '../../src/core/analysis/report-text';
import type { CheckStatus } from '../../src/core/check/types';

export function colorEnabled(stream: { isTTY?: boolean | undefined }, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false') return true;
  return stream.isTTY === true;
}

export function colors(enabled: boolean): Colors {
  return createColors(enabled);
}

/** The worst in red, the rest in fading colours: the eye finds what to fix first. */
export function severityStyle(c: Colors): SeverityStyle {
  const paint: Record<Severity, (text: string) => string> = {
    critical: (text) => c.bold(c.red(text)),
    high: c.red,
    medium: c.yellow,
    low: c.cyan,
    info: c.dim,
  };
  return (severity, label) => paint[severity](label);
}

export function checkStatusStyle(c: Colors): (status: CheckStatus, label: string) => string {
  const paint: Record<CheckStatus, (text: string) => string> = { pass: c.green, fail: (text) => c.bold(c.red(text)), 'not-applicable': c.dim, 'not-run': c.yellow };
  return (status, label) => paint[status](label);
}
