/**
 * How the bridge launches the bundled demo server: the current Node binary by absolute path, so it
 * works from any working directory and never goes through a shell. From the sources it runs
 * main.ts through tsx's loader; installed (or with MCPSCOPE_RUN_BUILT=1), the demo entry built
 * next to the CLI.
 */
import { fileURLToPath } from 'node:url';
import type { StdioTarget } from '../../src/core/bridge-api';
import { builtEntryPath, STARTS_BUILT_ENTRIES } from '../install-layout';

/** The demo's own settings (main.ts), e.g. MCPSCOPE_DEMO_EVOLVED. */
const DEMO_VARIABLE = /^MCPSCOPE_DEMO_/;

/**
 * `environment`: the bridge's. A stdio server gets only a few safe variables of it (the SDK's
 * getDefaultEnvironment), so `MCPSCOPE_DEMO_EVOLVED=1 npx mcpscope` never reached the demo
 * (issue 20, item 7): the demo's own variables are handed on in the target instead.
 */
export function demoServerTarget(extraArgs: string[] = [], environment: NodeJS.ProcessEnv = process.env): StdioTarget {
  const entry = STARTS_BUILT_ENTRIES ? [builtEntryPath('demo')] : ['--import', import.meta.resolve('tsx'), fileURLToPath(new URL('./main.ts', import.meta.url))];
  const demoVariables = Object.entries(environment).filter((variable): variable is [string, string] => DEMO_VARIABLE.test(variable[0]) && variable[1] !== undefined);
  const target: StdioTarget = { transport: 'stdio', command: process.execPath, args: [...entry, ...extraArgs] };
  return demoVariables.length > 0 ? { ...target, env: Object.fromEntries(demoVariables) } : target;
}
