import type { ProcessExit } from '../../core/wire';

/** "exited with code 1", "killed by SIGKILL": how a server process ended, in words. */
export function describeExit(exit: ProcessExit): string {
  if (exit.signal) return `killed by ${exit.signal}`;
  if (exit.code !== null) return `exited with code ${exit.code}`;
  return 'exited';
}
