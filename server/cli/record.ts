/**
 * `mcpscope record` (issue 5, item 7): sits between a real MCP host and a server and records the
 * session as a trace. With --stdio our stdout is the protocol, so it carries only the server's
 * output; with --url the one stdout line is the local URL, for scripts (as `mcpscope mock --http`).
 * Returns the exit code: the server's with --stdio, 0 after a signal with --url.
 */
import { describeTarget } from '../../src/core/target';
import { recordHttp } from '../record/http-proxy';
import { openRecording } from '../record/recording';
import { runStdioShim } from '../record/stdio-shim';
import type { RecordOptions } from './parse-record';
import { readPackageVersion } from '../install-layout';
import type { CliIo } from './serve';

export async function record(options: RecordOptions, io: CliIo): Promise<number> {
  const log = (line: string) => io.stderr(`mcpscope record: ${line}`);
  const recording = openRecording(options.out, options.target, await readPackageVersion(), options.tracesDir);
  if (!recording.ok) {
    log(recording.error.message);
    return 1;
  }
  log(`recording to ${recording.value.path}`);
  io.progress(`mcpscope record: ${options.target.transport === 'stdio' ? 'starting' : 'forwarding to'} ${describeTarget(options.target)}…`);
  try {
    if (options.target.transport === 'stdio') {
      return await runStdioShim(options.target, recording.value, { input: process.stdin, output: process.stdout, errors: process.stderr });
    }
    return await recordHttp({ url: options.target.url, port: options.port, recording: recording.value, log, announce: io.stdout });
  } finally {
    recording.value.close();
  }
}
