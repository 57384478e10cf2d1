/**
 * Time limits scale with how busy the machine is when the run starts (issue 17, finding 10): CI
 * runs on a developer's 2-core machine that may be doing other work, where everything, a server
 * starting or a page rendering, takes proportionally longer. The factor is 1 on an idle machine
 * and at most 3; a limit scaled by it still fails a run where the awaited thing never happens.
 */
import { cpus, loadavg } from 'node:os';

export const slowdown = Math.min(3, Math.max(1, loadavg()[0]! / cpus().length));

export function scaled(ms: number): number {
  return Math.round(ms * slowdown);
}
