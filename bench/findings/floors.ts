/**
 * The regression guard of the findings corpus (corpus.test.ts): recall may only go up and false
 * positives only down. Set to the figures measured when issue 22's first rule work was merged; raise
 * them as rules land, so a change that buys recall with false positives shows as a failing test.
 * Percentages, rounded toward the safe side; `npm run eval` prints the current figures.
 */
import type { CaseClass, Split } from './corpus';

export interface SplitFloors {
  /** Found / planted over all classes, in percent. */
  overallRecall: number;
  classRecall: Record<CaseClass, number>;
  /** Benign items with a high or critical finding, per 100 items. */
  maxFalsePositivesPer100: number;
}

export const FLOORS: Record<Split, SplitFloors> = {
  dev: {
    overallRecall: 100.0,
    classRecall: {
      'multilingual': 100.0,
      'paraphrase': 100.0,
      'hidden-from-person': 100.0,
      'deep-schema': 100.0,
      'encoding': 100.0,
      'carriers': 100.0,
      'annotation-lies': 100.0,
      'lookalike-names': 100.0,
      'launch': 100.0,
      'sampling': 100.0,
      'classic': 100.0,
    },
    maxFalsePositivesPer100: 0.0,
  },
  holdout: {
    overallRecall: 93.9,
    classRecall: {
      'multilingual': 100.0,
      'paraphrase': 90.0,
      'hidden-from-person': 100.0,
      'deep-schema': 80.0,
      'encoding': 100.0,
      'carriers': 80.0,
      'annotation-lies': 80.0,
      'lookalike-names': 100.0,
      'launch': 100.0,
      'sampling': 100.0,
      'classic': 100.0,
    },
    maxFalsePositivesPer100: 0.55,
  },
};
