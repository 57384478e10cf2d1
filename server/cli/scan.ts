/**
 * `mcpscope scan`: connect to one server (or every server of an mcp.json, together, so
 * cross-server shadowing and collisions are found), list everything, run the analysis engine,
 * read the ui:// resources of its MCP Apps, print findings as text, JSON ({ "findings": [...],
 * "apps": [...] }, findings exactly the Finding shape) or SARIF 2.1.0, and list the apps.
 * Returns the exit code: 0 ok, 1 a finding at or above --fail-on, 2 usage error, 3 could not connect.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeLaunch, analyzeServerAnswer, analyzeSurfaces, ruleCatalogue } from '../../src/core/analysis/analyze';
import { appSummaries, formatAppsText, type AppSummary } from '../../src/core/apps/app-summary';
import { atLeast, compareFindings, type Finding } from '../../src/core/analysis/finding';
import type { ServerSurface } from '../../src/core/analysis/inputs';
import { formatTextReport, type Unreached } from '../../src/core/analysis/report-text';
import { toSarif } from '../../src/core/analysis/sarif';
import type { ConnectRequest } from '../../src/core/bridge-api';
import { surfaceName } from '../../src/core/server-surface';
import { collectSurface } from '../analysis/surface';
import { readMcpConfigFile } from '../config/config-file';
import { authStorePath } from '../config/folders';
import { ConnectionManager } from '../connections/manager';
import { whenListsQuiet } from '../connections/quiet-lists';
import { whenSettled } from '../connections/when-settled';
import { colors, severityStyle } from './colors';
import type { ScanOptions } from './parse-scan';
import type { Progress } from './progress';
import { readAppResources, type AppReads } from './scan-apps';
import { scanSarifOptions } from './scan-sarif';
import { withProtocol } from './target-flags';
import { readPackageVersion } from '../install-layout';
import type { CliIo } from './serve';

const EXIT = { ok: 0, findings: 1, usage: 2, connect: 3 } as const;

interface Scanned {
  id: string;
  surface: ServerSurface;
  request: ConnectRequest;
  apps: AppReads;
}

interface Compared {
  findings: Finding[];
  /** Lines for stderr: a listing as another client that failed. */
  failures: string[];
}

export async function scan(options: ScanOptions, io: CliIo): Promise<number> {
  const requests = (await scanRequests(options, io))?.map((request) => withProtocol(request, options.protocol)) ?? null;
  if (requests === null) return EXIT.usage;
  const version = await readPackageVersion();
  // A scan keeps no trace: the session files go to a directory removed afterwards.
  const tracesDir = mkdtempSync(path.join(tmpdir(), 'mcpscope-scan-'));
  // No browser here: OAuth signs in headlessly, with the tokens the bridge keeps (issue 7, item 4).
  const manager = new ConnectionManager({ tracesDir, version, auth: { storePath: authStorePath(), headlessByDefault: true, warn: io.stderr } });
  try {
    const progress = (line: string) => io.progress(`mcpscope scan: ${line}`);
    const outcomes = await Promise.all(requests.map((request) => connectAndCollect(manager, request, options.timeoutMs, progress)));
    const scanned = outcomes.filter((outcome): outcome is Scanned => 'surface' in outcome);
    const unreached = outcomes.filter((outcome): outcome is Unreached => 'reason' in outcome);
    for (const { server, reason } of unreached) io.stderr(`mcpscope scan: ${server}: ${reason}`);
    const compared = await Promise.all(scanned.map((entry) => listAsClients(manager, entry, options, progress)));
    for (const failure of compared.flatMap((entry) => entry.failures)) io.stderr(`mcpscope scan: ${failure}`);
    const findings = [...analyze(scanned), ...compared.flatMap((entry) => entry.findings)].sort(compareFindings);
    const failures = [...unreached.map(({ server, reason }) => `${server}: ${reason}`), ...compared.flatMap((entry) => entry.failures)];
    const apps = scanned.flatMap(({ surface, apps: reads }) => appSummaries(surface.server, surface.tools, surface.resources ?? [], reads.items));
    const report = (await render(findings, apps, scanned, unreached, failures, options, version, io)).trimEnd();
    if (report !== '') io.stdout(report);
    if (failures.length > 0) return EXIT.connect;
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
  for (const { surface, request, apps } of scanned) {
    for (const answer of apps.answers) findings.push(...analyzeServerAnswer(answer));
    if (request.target.transport === 'stdio') findings.push(...analyzeLaunch({ server: surface.server, command: request.target.command, args: request.target.args, ...(request.target.env ? { env: request.target.env } : {}) }));
  }
  return findings;
}

/**
 * --as-client: the server listed once more as each of those clients (client-info-probe.ts), one
 * after another, since a connection runs one probe at a time.
 */
async function listAsClients(manager: ConnectionManager, entry: Scanned, options: ScanOptions, progress: Progress): Promise<Compared> {
  const compared: Compared = { findings: [], failures: [] };
  for (const clientInfo of options.asClients) {
    progress(`${entry.surface.server}: listing again as ${clientInfo.name}…`);
    const result = await manager.compareAsClient(entry.id, clientInfo, { givenName: entry.request.name, timeoutMs: options.timeoutMs });
    if (result.ok) compared.findings.push(...result.value.findings);
    else compared.failures.push(`${entry.surface.server}: ${result.error.message}`);
  }
  return compared;
}

async function render(findings: readonly Finding[], apps: readonly AppSummary[], scanned: readonly Scanned[], unreached: readonly Unreached[], failures: readonly string[], options: ScanOptions, version: string, io: CliIo): Promise<string> {
  if (options.format === 'json') return JSON.stringify({ findings, apps }, null, 2);
  if (options.format === 'sarif') return JSON.stringify(toSarif(findings, await scanSarifOptions(options, failures, { version, rules: ruleCatalogue() }, process.cwd())), null, 2);
  const style = severityStyle(colors(io.color));
  const appLines = formatAppsText(apps);
  return [...appLines, ...(appLines.length > 0 ? [''] : []), formatTextReport(findings, scanned.map((entry) => entry.surface.server), { unreached, style })].join('\n');
}

/** A surface, or which server has none and why. */
async function connectAndCollect(manager: ConnectionManager, request: ConnectRequest, timeoutMs: number, progress: Progress): Promise<Scanned | Unreached> {
  const label = request.name ?? (request.target.transport === 'stdio' ? [request.target.command, ...request.target.args].join(' ') : request.target.url);
  progress(`connecting to ${label}…`);
  const started = manager.connect(request);
  if (!started.ok) return { server: label, reason: `could not connect: ${started.error.message}` };
  const ready = await whenSettled(manager, started.value.id, timeoutMs);
  if (ready.state !== 'ready') return { server: label, reason: `could not connect: ${ready.error?.message ?? `still ${ready.state} after ${timeoutMs} ms`}` };
  progress(`${label}: listing tools, prompts and resources…`);
  await whenListsQuiet((changed) =>
    manager.subscribe((event) => {
      if (event.type === 'list-change' && event.change.conn === ready.id) changed();
    }),
  );
  const surface = await collectSurface(manager, ready, request.name);
  if (!surface.ok) return { server: surfaceName(ready, request.name), reason: `listing failed: ${surface.error.message}` };
  progress(`${label}: ${surfaceCounts(surface.value)}`);
  return { id: ready.id, surface: surface.value, request, apps: await readAppResources(manager, ready.id, surface.value, progress) };
}

function surfaceCounts(surface: ServerSurface): string {
  const count = (items: readonly unknown[] | undefined, noun: string) => `${items?.length ?? 0} ${noun}${items?.length === 1 ? '' : 's'}`;
  return [count(surface.tools, 'tool'), count(surface.prompts, 'prompt'), count(surface.resources, 'resource'), count(surface.resourceTemplates, 'resource template')].join(', ');
}
