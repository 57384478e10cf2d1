/**
 * How the bridge launches the bundled demo server: the current Node binary with tsx's loader,
 * both by absolute path, so it works from any working directory and never goes through a shell.
 */
import { fileURLToPath } from 'node:url';
import type { StdioTarget } from '../../src/core/bridge-api';

export const DEMO_SERVER_ENTRY = fileURLToPath(new URL('./main.ts', import.meta.url));

export function demoServerTarget(extraArgs: string[] = []): StdioTarget {
  const tsxLoader = import.meta.resolve('tsx');
  return { transport: 'stdio', command: process.execPath, args: ['--import', tsxLoader, DEMO_SERVER_ENTRY, ...extraArgs] };
}
