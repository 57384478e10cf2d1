/**
 * The `mcpscope` command (DESIGN.md, CLI contract). bin/mcpscope.js loads it: through tsx in a
 * checkout, bundled (dist/server/cli.js) when installed.
 * Exit codes: 0 ok, 1 failure (scan: findings at or above --fail-on; check: a check failed; call: the
 * tool answered isError or a JSON-RPC error), 2 usage error, 3 could not connect.
 */
import { colorEnabled } from './cli/colors';
import { parseCommandLine } from './cli/parse-args';
import { takeQuiet } from './cli/parse-global';
import { createProgress } from './cli/progress';
import { readPackageVersion } from './install-layout';
import type { CliIo } from './cli/serve';
import { commandHelp, overviewHelp } from './cli/usage';
import { maskSecrets } from '../src/core/target';

const USAGE_ERROR = 2;

// Messages and errors may echo a command line or a URL the person gave, credentials and all
// (issue 17, finding 2). stdout stays as is: the ready line carries the URL the person opens.
const stderr = (line: string) => process.stderr.write(`${maskSecrets(line)}\n`);

async function main(args: string[]): Promise<void> {
  const { quiet, argv } = takeQuiet(args);
  const io: CliIo = {
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr,
    progress: createProgress(process.stderr, { quiet, write: stderr }),
    color: colorEnabled(process.stdout, process.env),
    exit: (code) => process.exit(code),
  };
  const parsed = parseCommandLine(argv, { env: process.env, cwd: process.cwd() });
  if (!parsed.ok) {
    const help = parsed.command === undefined ? 'mcpscope --help' : `mcpscope help ${parsed.command}`;
    io.stderr(`mcpscope: ${parsed.usageError}\nRun "${help}" for usage.`);
    io.exit(USAGE_ERROR);
  }
  const { command } = parsed;
  switch (command.kind) {
    case 'help':
      process.stdout.write(command.topic === null ? overviewHelp() : commandHelp(command.topic));
      return;
    case 'version':
      io.stdout(await readPackageVersion());
      return;
    case 'scan': {
      const { scan } = await import('./cli/scan');
      return io.exit(await scan(command.options, io));
    }
    case 'check': {
      const { check } = await import('./cli/check');
      return io.exit(await check(command.options, io));
    }
    case 'replay': {
      const { replay } = await import('./cli/replay');
      return io.exit(await replay(command.options, io));
    }
    case 'export': {
      const { exportTrace } = await import('./cli/export');
      return io.exit(await exportTrace(command.options, io));
    }
    case 'record': {
      const { record } = await import('./cli/record');
      return io.exit(await record(command.options, io));
    }
    case 'call': {
      const { call } = await import('./cli/call');
      return io.exit(await call(command.options, io));
    }
    case 'list': {
      const { list } = await import('./cli/list');
      return io.exit(await list(command.options, io));
    }
    case 'mock': {
      const { mock } = await import('./cli/mock');
      return io.exit(await mock(command.options, io));
    }
    case 'serve': {
      // Loaded lazily: usage errors and --help answer without loading the SDK, Express and Vite.
      const { serve } = await import('./cli/serve');
      await serve(command.options, io);
    }
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  stderr(`mcpscope: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
