/**
 * The findings corpus (issue 22, "Measure yourselves honestly"): planted problems in the styles
 * published attacks use, and benign items from real servers plus hand-written look-alikes. This
 * module holds the shapes and their validation; reading the files is load.ts's business.
 */
import type { ClientRequestInput, LaunchInput, ServerAnswerInput, ServerSurface, ToolOutcomeInput } from '../../src/core/analysis/inputs';

/** One file per class in each split; the names are fixed so figures compare across sessions. */
export const CLASSES = [
  'multilingual',
  'paraphrase',
  'hidden-from-person',
  'deep-schema',
  'encoding',
  'carriers',
  'annotation-lies',
  'lookalike-names',
  'launch',
  'sampling',
  'classic',
] as const;
export type CaseClass = (typeof CLASSES)[number];

export const SPLITS = ['dev', 'holdout'] as const;
export type Split = (typeof SPLITS)[number];

/**
 * A launch as a config file states it. `env` is not in LaunchInput yet (issue 22 adds it); the
 * harness passes it through so the rules see it once they read it.
 */
export type CorpusLaunch = LaunchInput & { env?: Record<string, string> };

/** What the engine is run on; a surfaces case names the server the planted problem is on. */
export type PlantedInput =
  | { surfaces: ServerSurface[]; target: string }
  | { launch: CorpusLaunch }
  | { clientRequest: ClientRequestInput }
  | { toolOutcome: ToolOutcomeInput }
  | { serverAnswer: ServerAnswerInput };

export interface PlantedCase {
  id: string;
  class: CaseClass;
  /** The published write-up whose style the case follows, or "hand-written". */
  source: string;
  /** What is planted, in one line. */
  note: string;
  case: PlantedInput;
}

/** A benign file: real servers' listings (source = package@version) or hand-written look-alikes. */
export interface BenignFile {
  source: string;
  note?: string;
  /** Every definition and every instructions text is one benign item. */
  surfaces?: ServerSurface[];
  /** Each launch config is one benign item. */
  launches?: { id: string; note?: string; launch: CorpusLaunch }[];
}

export interface SplitCorpus {
  split: Split;
  cases: PlantedCase[];
  /** Keyed by file name, for messages. */
  benign: Record<string, BenignFile>;
}

const INPUT_KEYS = ['surfaces', 'launch', 'clientRequest', 'toolOutcome', 'serverAnswer'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function caseProblems(entry: unknown, fileClass: string): string[] {
  if (!isRecord(entry)) return ['a case is not an object'];
  const id = typeof entry.id === 'string' && entry.id.length > 0 ? entry.id : undefined;
  const label = id ?? '(no id)';
  const problems: string[] = [];
  if (!id) problems.push(`${label}: no id`);
  if (entry.class !== fileClass) problems.push(`${label}: class ${String(entry.class)} in the ${fileClass} file`);
  for (const key of ['source', 'note'] as const) if (typeof entry[key] !== 'string' || entry[key] === '') problems.push(`${label}: no ${key}`);
  const input = entry.case;
  const keys = isRecord(input) ? INPUT_KEYS.filter((key) => key in input) : [];
  if (!isRecord(input) || keys.length !== 1) return [...problems, `${label}: case must have exactly one of ${INPUT_KEYS.join(', ')}`];
  if ('surfaces' in input) {
    const surfaces = Array.isArray(input.surfaces) ? input.surfaces : [];
    if (!surfaces.every((surface) => isRecord(surface) && typeof surface.server === 'string' && Array.isArray(surface.tools))) problems.push(`${label}: every surface needs a server name and a tools list`);
    if (!surfaces.some((surface) => isRecord(surface) && surface.server === input.target)) problems.push(`${label}: target ${String(input.target)} is none of its surfaces`);
  }
  return problems;
}

function benignProblems(name: string, file: BenignFile, servers: Set<string>): string[] {
  const problems: string[] = [];
  if (typeof file.source !== 'string' || file.source === '') problems.push(`benign ${name}: no source`);
  if (!file.surfaces && !file.launches) problems.push(`benign ${name}: neither surfaces nor launches`);
  for (const surface of file.surfaces ?? []) {
    if (!Array.isArray(surface.tools)) problems.push(`benign ${name}: ${surface.server} has no tools list`);
    // All benign surfaces of a split are analysed together, so a name must say which one it is.
    if (servers.has(surface.server)) problems.push(`benign ${name}: server name ${surface.server} is used twice in the split`);
    servers.add(surface.server);
  }
  for (const launch of file.launches ?? []) if (typeof launch.launch?.command !== 'string' || !Array.isArray(launch.launch.args)) problems.push(`benign ${name}: launch ${launch.id} needs command and args`);
  return problems;
}

/**
 * What is wrong with a split's files: shapes, duplicate ids, a class missing. `files` maps each
 * class file's name (without .json) to its parsed contents.
 */
export function corpusProblems(files: Record<string, unknown>, benign: Record<string, BenignFile>): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const name of Object.keys(files)) if (!(CLASSES as readonly string[]).includes(name)) problems.push(`${name}.json is not a class`);
  for (const name of CLASSES) {
    const entries = files[name];
    if (!Array.isArray(entries) || entries.length === 0) {
      problems.push(`class ${name} has no cases`);
      continue;
    }
    for (const entry of entries as unknown[]) {
      problems.push(...caseProblems(entry, name));
      const id = isRecord(entry) && typeof entry.id === 'string' ? entry.id : undefined;
      if (id && ids.has(id)) problems.push(`${id}: duplicate id`);
      if (id) ids.add(id);
    }
  }
  const servers = new Set<string>();
  for (const [name, file] of Object.entries(benign)) problems.push(...benignProblems(name, file, servers));
  return problems;
}
