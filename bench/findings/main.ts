/**
 * `npm run eval` (issue 22): recall per class and false positives per 100 benign items, for the dev
 * and holdout splits of bench/findings/corpus. A measurement, so it always exits 0.
 *
 *   --json          machine-readable figures
 *   --split <name>  only dev or only holdout
 */
import { parseArgs } from 'node:util';
import { SPLITS, type Split } from './corpus';
import { evaluateSplit, type SplitFigures } from './evaluate';
import { figuresForJson, formatSplit } from './format';
import { loadSplit } from './load';

/** Only dev prints what it missed and where its false positives are (see format.ts). */
const DETAILED: Readonly<Record<Split, boolean>> = { dev: true, holdout: false };

export function evaluateCorpus(splits: readonly Split[] = SPLITS): SplitFigures[] {
  return splits.map((split) => evaluateSplit(loadSplit(split)));
}

/** The eval's report lines, for `npm run bench` to print beside the other figures. */
export function findingsReport(): string[] {
  return evaluateCorpus().flatMap((figures) => formatSplit(figures, DETAILED[figures.split]));
}

export function main(argv: string[]): void {
  const { values } = parseArgs({ args: argv, options: { json: { type: 'boolean' }, split: { type: 'string' } } });
  const splits = SPLITS.filter((split) => !values.split || values.split === split);
  const figures = evaluateCorpus(splits);
  if (values.json) {
    console.log(JSON.stringify(figures.map((entry) => figuresForJson(entry, DETAILED[entry.split])), null, 2));
    return;
  }
  for (const entry of figures) console.log([...formatSplit(entry, DETAILED[entry.split]), ''].join('\n'));
}
