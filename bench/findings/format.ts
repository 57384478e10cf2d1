/**
 * The eval's printed report. The holdout split prints counts only: it stands in for an evaluator's
 * unseen set, and missed ids or rule names would let one tune rules to its strings.
 */
import { CLASSES } from './corpus';
import { recall, type ClassFigures, type SplitFigures } from './evaluate';

function percent(value: number): string {
  return `${value.toFixed(0)}%`.padStart(5);
}

function classLine(name: string, figures: ClassFigures): string {
  return `  ${name.padEnd(20)} ${`${figures.found}/${figures.planted}`.padStart(7)} ${percent(recall(figures))} ${percent(recall(figures, true))}`;
}

/** "rule ×count, …", most frequent first; empty when no rule counted. */
function ruleCounts(rules: Readonly<Record<string, number>>): string {
  const sorted = Object.entries(rules).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return sorted.map(([rule, count]) => `${rule} ×${count}`).join(', ');
}

export function formatSplit(figures: SplitFigures, detailed: boolean): string[] {
  const { benign } = figures;
  const lines = [
    `${figures.split}: found = a finding >= medium on the target (not tool-design); false positive = high/critical on a benign item`,
    `  ${'class'.padEnd(20)} ${'found'.padStart(7)} recall >=high`,
    ...CLASSES.map((name) => classLine(name, figures.classes[name])),
    classLine('overall', figures.overall),
    `  benign: ${benign.falsePositives} of ${benign.items} items with a high/critical finding = ${benign.per100.toFixed(2)} per 100`,
    `  benign items with a medium finding: ${benign.mediumItems}; per rule: ${ruleCounts(benign.mediumRules) || 'none'}`,
  ];
  if (!detailed) return lines;
  if (benign.falsePositives > 0) lines.push(`  false positives by rule: ${ruleCounts(benign.rules)}`);
  for (const where of benign.where) lines.push(`    ${where}`);
  for (const name of CLASSES) {
    const { missed } = figures.classes[name];
    if (missed.length > 0) lines.push(`  missed ${name}: ${missed.join(' ')}`);
  }
  return lines;
}

/** Figures for --json; the holdout's missed ids and false-positive places are left out for the same reason. */
export function figuresForJson(figures: SplitFigures, detailed: boolean): unknown {
  const summarise = (entry: ClassFigures) => ({
    planted: entry.planted,
    found: entry.found,
    foundHigh: entry.foundHigh,
    recall: recall(entry),
    highRecall: recall(entry, true),
    ...(detailed ? { missed: entry.missed } : {}),
  });
  const { items, falsePositives, per100, rules, where, mediumItems, mediumRules, mediumWhere } = figures.benign;
  return {
    split: figures.split,
    overall: summarise(figures.overall),
    classes: Object.fromEntries(CLASSES.map((name) => [name, summarise(figures.classes[name])])),
    benign: { items, falsePositives, per100, mediumItems, mediumRules, ...(detailed ? { rules, where, mediumWhere } : {}) },
  };
}
