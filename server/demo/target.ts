/**
 * How the bridge launches the bundled demo server: the current Node binary by absolute path, so it
 * works from any working directory and never goes through a shell. From the sources it runs
 * main.ts through tsx's loader; installed, the demo entry built next to the CLI.
 */
import { fileURLToPath } from 'node:url';
import type { StdioTarget } from '../../src/core/bridge-api';
import { builtEntryPath, RUNS_FROM_SOURCES } from '../install-layout';

export function demoServerTarget(extraArgs: string[] = []): StdioTarget {
  const entry = RUNS_FROM_SOURCES ? ['--import', import.meta.resolve('tsx'), fileURLToPath(new URL('./main.ts', import.meta.url))] : [builtEntryPath('demo')];
  return { transport: 'stdio', command: process.execPath, args: [...entry, ...extraArgs] };
}
