/**
 * `mcpscope mock <trace> [--http <port>]`: serves a recorded server (issue 5, item 6). Over stdio
 * stdout carries JSON-RPC only, so every diagnostic goes to stderr; with --http the one stdout line
 * is the URL, for scripts. Returns the exit code once serving ends: when the client closes stdin,
 * or on a signal.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { MockResponder, recordedSession, type RecordedSession } from '../../src/core/mock';
import { MODERN_PROTOCOL_VERSION } from '../../src/core/protocol-era';
import { openTrace } from '../../src/core/traces';
import { serveMockHttp } from '../mock/mock-http';
import { MockSession } from '../mock/mock-session';
import type { MockOptions } from './parse-mock';
import type { CliIo } from './serve';

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export async function mock(options: MockOptions, io: CliIo): Promise<number> {
  const log = (line: string) => io.stderr(`mcpscope mock: ${line}`);
  io.progress(`mcpscope mock: reading ${options.trace}…`);
  const recorded = await loadRecordedSession(options.trace, log);
  if (!recorded.ok) {
    log(recorded.message);
    return EXIT.usage;
  }
  const session = recorded.value;
  const newResponder = () => new MockResponder(session, { supportedProtocolVersions: SUPPORTED_PROTOCOL_VERSIONS });
  const era = session.era === 'modern' ? `${MODERN_PROTOCOL_VERSION}, no initialize` : '2025 era, initialize first';
  const what = `${path.basename(options.trace)} (${session.exchanges.length} recorded requests, ${era})`;
  if (options.httpPort === null) {
    log(`serving ${what} over stdio`);
    return serveStdio(newResponder(), log);
  }
  let server;
  try {
    server = await serveMockHttp({ port: options.httpPort, era: session.era, newResponder, log });
  } catch (error) {
    log(`cannot listen on 127.0.0.1:${options.httpPort}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
  log(`serving ${what} over ${session.era === 'modern' ? 'stateless ' : ''}Streamable HTTP`);
  io.stdout(`mcpscope mock at ${server.url}`);
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => resolve());
  });
  await server.close();
  return EXIT.ok;
}

async function loadRecordedSession(file: string, log: (line: string) => void): Promise<{ ok: true; value: RecordedSession } | { ok: false; message: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, message: `cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}` };
  }
  const trace = openTrace(text, path.basename(file));
  if (!trace.ok) return { ok: false, message: trace.error.message };
  for (const warning of trace.value.warnings) log(warning);
  const session = recordedSession(trace.value);
  return session.ok ? session : { ok: false, message: `${path.basename(file)}: ${session.error.message}` };
}

/** Ends when the client closes stdin, which is how MCP stdio clients shut a server down (spec, lifecycle). */
async function serveStdio(responder: MockResponder, log: (line: string) => void): Promise<number> {
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    const session = new MockSession({ transport, responder, log, onClose: resolve });
    process.stdin.once('end', () => void transport.close());
    session.start().catch((error: unknown) => log(`cannot read stdin: ${String(error)}`));
  });
  await closed;
  return EXIT.ok;
}
