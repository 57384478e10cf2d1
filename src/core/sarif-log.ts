/**
 * What `scan` and `check` SARIF share (issue 19, item 7): the log around the results, and where
 * a result about a server is placed. GitHub code scanning rejects a whole upload when one result
 * lacks `physicalLocation.artifactLocation.uri` ("locationFromSarifResult: expected artifact
 * location"), so every result gets one:
 * - the server's entry in the mcp.json the servers came from (`--config`), with its lines;
 * - with no file (`--stdio`, `--url`), a placeholder `mcp-server/<name>` at line 1: the alert
 *   names the server but shows no code. The logical location names the server either way.
 */
import type { Location, Log, Notification, ReportingDescriptor, Result as SarifResult, Run } from 'sarif';
import type { TextRegion } from './mcp-config-locations';

export const INFORMATION_URI = 'https://github.com/mcpscope/mcpscope';

/** Every analysis rule, a section per family. The installed package does not ship docs/, so help and SARIF link here. */
export const RULES_DOC_URL = `${INFORMATION_URI}/blob/main/docs/rules.md`;

/** GitHub resolves a relative URI against the repository root; SARIF names that base %SRCROOT%. */
export const SOURCE_ROOT = '%SRCROOT%';

/** The file results are placed in. */
export interface SarifArtifact {
  /** Relative to the source root when `relative`, else an absolute file: URI (a file outside it). */
  uri: string;
  relative: boolean;
}

/** Where results about servers go: the mcp.json's entries, when the servers came from one. */
export interface SarifPlacement {
  config?: { artifact: SarifArtifact; entries: ReadonlyMap<string, TextRegion> };
  /** The source root as a file: URI ending in "/", for consumers other than GitHub. */
  sourceRoot?: string;
}

/** A name safe in a URI path and in automationDetails.id: "node server.js" → "node-server.js". */
export function slug(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'server';
}

/** A stable fingerprint without a crypto dependency: FNV-1a, in hex. */
export function fingerprint(key: string): string {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A result's one location: the server's entry (or placeholder), and its logical name. */
export function serverLocation(server: string, logicalName: string, placement: SarifPlacement): Location {
  const config = placement.config;
  const region = config?.entries.get(server) ?? { startLine: 1 };
  const artifact = config?.artifact ?? { uri: `mcp-server/${slug(server)}`, relative: true };
  return {
    physicalLocation: {
      artifactLocation: { uri: artifact.uri, ...(artifact.relative ? { uriBaseId: SOURCE_ROOT } : {}) },
      region,
    },
    logicalLocations: [{ fullyQualifiedName: logicalName, kind: 'member' }],
  };
}

export interface SarifRunParts {
  driver: { name: string; version: string; rules: ReportingDescriptor[] };
  /** GitHub's category for the upload: two scans with different ids keep separate alerts. */
  automationId: string;
  results: SarifResult[];
  /** Why a server could not be reached or listed; any one makes the run unsuccessful. */
  failures: readonly string[];
  placement: SarifPlacement;
}

export function sarifLog(parts: SarifRunParts): Log {
  const notifications: Notification[] = parts.failures.map((text) => ({ level: 'error', message: { text } }));
  const run: Run = {
    tool: { driver: { ...parts.driver, informationUri: INFORMATION_URI } },
    automationDetails: { id: parts.automationId },
    invocations: [{ executionSuccessful: notifications.length === 0, ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}) }],
    ...(parts.placement.sourceRoot ? { originalUriBaseIds: { [SOURCE_ROOT]: { uri: parts.placement.sourceRoot } } } : {}),
    columnKind: 'utf16CodeUnits',
    results: parts.results,
  };
  return { $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0', runs: [run] };
}
