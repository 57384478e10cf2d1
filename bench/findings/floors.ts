/**
 * The regression guard of the findings corpus (corpus.test.ts): recall may only go up and false
 * positives only down. Set to the figures measured at edce117, before issue 22's rule work; raise
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
    overallRecall: 47.3,
    classRecall: {
      'multilingual': 33.3,
      'paraphrase': 46.6,
      'hidden-from-person': 33.3,
      'deep-schema': 46.6,
      'encoding': 73.6,
      'carriers': 40.0,
      'annotation-lies': 33.3,
      'lookalike-names': 20.0,
      'launch': 60.0,
      'sampling': 33.3,
      'classic': 93.3,
    },
    maxFalsePositivesPer100: 4.54,
  },
  holdout: {
    overallRecall: 31.3,
    classRecall: {
      'multilingual': 10.0,
      'paraphrase': 20.0,
      'hidden-from-person': 0.0,
      'deep-schema': 30.0,
      'encoding': 46.1,
      'carriers': 30.0,
      'annotation-lies': 30.0,
      'lookalike-names': 20.0,
      'launch': 16.6,
      'sampling': 40.0,
      'classic': 100.0,
    },
    maxFalsePositivesPer100: 4.9,
  },
};
