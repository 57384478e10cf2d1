// `node scripts/train-intent-classifier.mjs`: retrains the intent sentence classifier on dev (issue 22).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./intent-classifier/train.ts');
main();
