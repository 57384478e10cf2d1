/**
 * `mcpscope scan`: connect to one server (or every server of an mcp.json, together, so
 * cross-server shadowing and collisions are found), list everything, run the analysis engine,
 * print findings as text, JSON ({ "findings": [...] }, exactly the Finding shape) or SARIF 2.1.0.
 * Returns the exit code: 0 ok, 1 a finding at or above --fail-on, 2 usage error, 3 could not connect.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeLaunch, analyzeSurfaces, ruleCatalogue } from '../../src/core/analysis/analyze';
import { atLeast, compareFindings, type Finding } from '../../src/core/analysis/finding';
import type { ServerSurface } from '../../src/core/analysis/inputs';
import { formatTextReport } from '../../src/core/analysis/report-text';
import { toSarif } from '../../src/core/analysis/sarif';
import type { ConnectRequest, ConnectionSummary } from '../../src/core/bridge-api';
import { collectSurface, surfaceName } from '../analysis/surface';
import { readMcpConfigFile } from '../config/config-file';
import { ConnectionManager } from '../connections/manager';
import type { ScanOptions } from './parse-scan';
import { readPackageVersion, REPO_ROOT } from './repo';
import type { CliIo } from './serve';

const EXIT = { ok: 0, findings: 1, usage: 2, connect: 3 } as const;

interface Scanned {
  surface: ServerSurface;
  request: ConnectRequest;
}

export async function scan(options: ScanOptions, io: CliIo): Promise<number> {
  const requests = await scanRequests(options, io);
  if (requests === null) return EXIT.usage;
  const version = await readPackageVersion(REPO_ROOT);
  // A scan keeps no trace: the session files go to a directory removed afterwards.
  const tracesDir = mkdtempSync(path.join(tmpdir(), 'mcpscope-scan-'));
  const manager = new ConnectionManager({ tracesDir, version });
  try {
    const outcomes = await Promise.all(requests.map((request) => connectAndCollect(manager, request, options.timeoutMs)));
    const scanned = outcomes.filter((outcome): outcome is Scanned => typeof outcome !== 'string');
    for (const failure of outcomes.filter((outcome): outcome is string => typeof outcome === 'string')) io.stderr(`mcpscope scan: ${failure}`);
    const findings = analyze(scanned);
    io.stdout(render(findings, scanned, options, version).trimEnd());
    if (scanned.length < requests.length) return EXIT.connect;
    return options.failOn !== null && findings.some((finding) => atLeast(finding.severity, options.failOn!)) ? EXIT.findings : EXIT.ok;
  } finally {
    await manager.shutdown();
    rmSync(tracesDir, { recursive: true, force: true });
  }
}

async function scanRequests(options: ScanOptions, io: CliIo): Promise<ConnectRequest[] | null> {
  if (options.config === null) return options.target ? [{ target: options.target }] : [];
  const config = await readMcpConfigFile(options.config);
  if (!config.ok) {
    io.stderr(`mcpscope scan: ${config.error.message}`);
    return null;
  }
  for (const warning of config.value.warnings) io.stderr(`mcpscope scan: ${options.config}: ${warning}`);
  return config.value.servers;
}

function analyze(scanned: readonly Scanned[]): Finding[] {
  const findings = analyzeSurfaces(scanned.map((entry) => entry.surface));
  for (const { surface, request } of scanned) {
    if (request.target.transport === 'stdio') findings.push(...analyzeLaunch({ server: surface.server, command: request.target.command, args: request.target.args }));
  }
  return findings.sort(compareFindings);
}

function render(findings: readonly Finding[], scanned: readonly Scanned[], options: ScanOptions, version: string): string {
  if (options.format === 'json') return JSON.stringify({ findings }, null, 2);
  if (options.format === 'sarif') {
    const configUri = options.config === null ? undefined : path.relative(process.cwd(), options.config).split(path.sep).join('/');
    return JSON.stringify(toSarif(findings, { version, rules: ruleCatalogue(), ...(configUri ? { configUri } : {}) }), null, 2);
  }
  return formatTextReport(findings, scanned.map((entry) => entry.surface.server));
}

/** A surface, or why there is none (a line for stderr). */
async function connectAndCollect(manager: ConnectionManager, request: ConnectRequest, timeoutMs: number): Promise<Scanned | string> {
  const started = manager.connect(request);
  const label = request.name ?? (request.target.transport === 'stdio' ? [request.target.command, ...request.target.args].join(' ') : request.target.url);
  if (!started.ok) return `${label}: ${started.error.message}`;
  const ready = await settled(manager, started.value.id, timeoutMs);
  if (ready.state !== 'ready') return `${label}: could not connect (${ready.error?.message ?? ready.state})`;
  await quietLists(manager, ready.id);
  const surface = await collectSurface(manager, ready, request.name);
  if (!surface.ok) return `${surfaceName(ready, request.name)}: listing failed: ${surface.error.message}`;
  return { surface: surface.value, request };
}

/** A server may still change its lists right after initializing (server-everything adds tools then). */
const LIST_QUIET_MS = 500;
const LIST_QUIET_MAX_MS = 3_000;

/** Resolves once the connection's lists have not changed for LIST_QUIET_MS (at most LIST_QUIET_MAX_MS). */
function quietLists(manager: ConnectionManager, id: string): Promise<void> {
  return new Promise((resolve) => {
    let quiet = setTimeout(finish, LIST_QUIET_MS);
    const limit = setTimeout(finish, LIST_QUIET_MAX_MS);
    const unsubscribe = manager.subscribe((event) => {
      if (event.type !== 'list-change' || event.change.conn !== id) return;
      clearTimeout(quiet);
      quiet = setTimeout(finish, LIST_QUIET_MS);
    });
    function finish() {
      clearTimeout(quiet);
      clearTimeout(limit);
      unsubscribe();
      resolve();
    }
  });
}

/** Resolves with the connection once it is ready, failed or closed, or when `timeoutMs` runs out. */
function settled(manager: ConnectionManager, id: string, timeoutMs: number): Promise<ConnectionSummary> {
  return new Promise((resolve) => {
    const current = () => {
      const summary = manager.get(id);
      if (!summary.ok) throw new Error(summary.error.message);
      return summary.value;
    };
    const done = (summary: ConnectionSummary) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(summary);
    };
    const timer = setTimeout(() => done({ ...current(), error: { code: 'timed_out', message: `not ready after ${timeoutMs} ms` } }), timeoutMs);
    const unsubscribe = manager.subscribe((event) => {
      if (event.type === 'connection' && event.connection.id === id && ['ready', 'failed', 'closed'].includes(event.connection.state)) done(event.connection);
    });
    const now = current();
    if (['ready', 'failed', 'closed'].includes(now.state)) done(now);
  });
}
