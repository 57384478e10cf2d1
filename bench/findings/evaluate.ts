/**
 * Runs the findings engine over a split of the corpus and counts what it finds (issue 22). Pure:
 * the same corpus and engine give the same figures.
 *
 * - A planted case is FOUND when some finding of at least medium severity, of any family but
 *   tool-design (advice on how a tool is written, not an attack), is located on the case's target
 *   server, or on its request, answer or launch. "High recall" asks for at least high.
 * - A benign item (one definition, an instructions text, or a launch config) is a FALSE POSITIVE
 *   when a high or critical finding is located on it. All benign surfaces of a split are analysed
 *   together, as if connected at once, so one server "shadowing" another shows too.
 */
import { analyzeClientRequest, analyzeLaunch, analyzeServerAnswer, analyzeSurfaces, analyzeToolOutcome } from '../../src/core/analysis/analyze';
import { atLeast, type Finding } from '../../src/core/analysis/finding';
import type { ServerSurface } from '../../src/core/analysis/inputs';
import { CLASSES, type CaseClass, type PlantedCase, type PlantedInput, type Split, type SplitCorpus } from './corpus';

export interface ClassFigures {
  planted: number;
  found: number;
  foundHigh: number;
  /** Ids of the cases not found. */
  missed: string[];
}

export interface BenignFigures {
  items: number;
  /** Items with a high or critical finding, plus high findings on a benign server that no item claims. */
  falsePositives: number;
  per100: number;
  /** Rule id to the number of benign items it put a high or critical finding on. */
  rules: Record<string, number>;
  /** "server path (rule)" of each false positive, for reading them. */
  where: string[];
  /**
   * Rule id to the number of benign items it put a medium finding on. Not a false positive by the
   * eval's measure, but noise a user sees and learns to ignore (issue 22).
   */
  mediumRules: Record<string, number>;
  /** Benign items with at least one medium finding, whatever the rule. */
  mediumItems: number;
  /** "server path (rule)" of each medium on a benign item, for reading them. */
  mediumWhere: string[];
}

export interface SplitFigures {
  split: Split;
  classes: Record<CaseClass, ClassFigures>;
  overall: ClassFigures;
  benign: BenignFigures;
}

/** The findings a planted case's input produces, and the server they must be on (surfaces only). */
function caseFindings(input: PlantedInput): { findings: Finding[]; server?: string } {
  if ('surfaces' in input) return { findings: analyzeSurfaces(input.surfaces), server: input.target };
  if ('launch' in input) return { findings: analyzeLaunch(input.launch) };
  if ('clientRequest' in input) return { findings: analyzeClientRequest(input.clientRequest) };
  if ('toolOutcome' in input) return { findings: analyzeToolOutcome(input.toolOutcome) };
  return { findings: analyzeServerAnswer(input.serverAnswer) };
}

/** The findings that make a planted case found: at least medium, not tool-design, on the target. */
function countingFindings(planted: PlantedCase): Finding[] {
  const { findings, server } = caseFindings(planted.case);
  return findings.filter((finding) => finding.family !== 'tool-design' && atLeast(finding.severity, 'medium') && (server === undefined || finding.location.server === server));
}

function emptyFigures(): ClassFigures {
  return { planted: 0, found: 0, foundHigh: 0, missed: [] };
}

function tally(figures: ClassFigures, planted: PlantedCase, counting: readonly Finding[]): void {
  figures.planted += 1;
  if (counting.length > 0) figures.found += 1;
  else figures.missed.push(planted.id);
  if (counting.some((finding) => atLeast(finding.severity, 'high'))) figures.foundHigh += 1;
}

/** The path prefix of every benign item a surface holds, e.g. `tools/read_file`, `instructions`. */
export function surfaceItems(surface: ServerSurface): string[] {
  const named = (definitions: readonly Readonly<Record<string, unknown>>[] | undefined, kind: string, key: string): string[] =>
    (definitions ?? []).map((definition, index) => `${kind}/${typeof definition[key] === 'string' ? definition[key] : `#${index}`}`);
  return [
    ...(surface.instructions ? ['instructions'] : []),
    ...named(surface.tools, 'tools', 'name'),
    ...named(surface.prompts, 'prompts', 'name'),
    ...named(surface.resources, 'resources', 'uri'),
    ...named(surface.resourceTemplates, 'resourceTemplates', 'uriTemplate'),
  ];
}

/** The item a finding's path falls under; the longest wins, since a resource URI may extend another. */
function owningItem(items: readonly string[], findingPath: string): string | undefined {
  let best: string | undefined;
  for (const item of items) {
    if ((findingPath === item || findingPath.startsWith(`${item}/`)) && (!best || item.length > best.length)) best = item;
  }
  return best;
}

/** A medium finding counts as noise on a benign item; tool-design advice is not an alarm. */
function isMediumNoise(finding: Finding): boolean {
  return finding.severity === 'medium' && finding.family !== 'tool-design';
}

/** One count per benign item (or per unclaimed path) and rule, whatever number of findings sit on it. */
class ItemTally {
  private readonly rulesByItem = new Map<string, Set<string>>();

  add(item: string, ruleId: string): void {
    const rules = this.rulesByItem.get(item) ?? new Set<string>();
    rules.add(ruleId);
    this.rulesByItem.set(item, rules);
  }

  perRule(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const rules of this.rulesByItem.values()) for (const ruleId of rules) counts[ruleId] = (counts[ruleId] ?? 0) + 1;
    return counts;
  }

  where(): string[] {
    return [...this.rulesByItem].flatMap(([item, rules]) => [...rules].map((ruleId) => `${item} (${ruleId})`));
  }

  get items(): number {
    return this.rulesByItem.size;
  }
}

function evaluateBenign(corpus: SplitCorpus): BenignFigures {
  const files = Object.values(corpus.benign);
  const surfaces = files.flatMap((file) => file.surfaces ?? []);
  const launches = files.flatMap((file) => file.launches ?? []);
  const itemsByServer = new Map(surfaces.map((surface) => [surface.server, surfaceItems(surface)]));
  // One false positive per item (or per unclaimed path), whatever number of findings sit on it.
  const flagged = new Map<string, string>();
  const mediums = new ItemTally();
  for (const finding of analyzeSurfaces(surfaces)) {
    const server = finding.location.server ?? '';
    if (!itemsByServer.has(server)) continue;
    const item = owningItem(itemsByServer.get(server) ?? [], finding.location.path) ?? finding.location.path;
    const key = `${server} ${item}`;
    if (isMediumNoise(finding)) mediums.add(key, finding.ruleId);
    if (atLeast(finding.severity, 'high') && !flagged.has(key)) flagged.set(key, finding.ruleId);
  }
  for (const { id, launch } of launches) {
    const findings = analyzeLaunch(launch);
    const high = findings.find((finding) => atLeast(finding.severity, 'high'));
    if (high) flagged.set(`launch ${id}`, high.ruleId);
    for (const finding of findings.filter(isMediumNoise)) mediums.add(`launch ${id}`, finding.ruleId);
  }
  const items = [...itemsByServer.values()].reduce((sum, list) => sum + list.length, 0) + launches.length;
  const rules: Record<string, number> = {};
  for (const ruleId of flagged.values()) rules[ruleId] = (rules[ruleId] ?? 0) + 1;
  const falsePositives = flagged.size;
  return {
    items,
    falsePositives,
    per100: items === 0 ? 0 : (100 * falsePositives) / items,
    rules,
    where: [...flagged].map(([key, ruleId]) => `${key} (${ruleId})`),
    mediumRules: mediums.perRule(),
    mediumItems: mediums.items,
    mediumWhere: mediums.where(),
  };
}

export function evaluateSplit(corpus: SplitCorpus): SplitFigures {
  const classes = Object.fromEntries(CLASSES.map((name) => [name, emptyFigures()])) as Record<CaseClass, ClassFigures>;
  const overall = emptyFigures();
  for (const planted of corpus.cases) {
    const counting = countingFindings(planted);
    tally(classes[planted.class], planted, counting);
    tally(overall, planted, counting);
  }
  return { split: corpus.split, classes, overall, benign: evaluateBenign(corpus) };
}

/** Found as a percentage of planted; an empty class counts as 0 so it cannot hide. */
export function recall(figures: ClassFigures, high = false): number {
  return figures.planted === 0 ? 0 : (100 * (high ? figures.foundHigh : figures.found)) / figures.planted;
}
