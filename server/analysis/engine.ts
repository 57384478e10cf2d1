/**
 * The findings engine as the bridge loads it: the rules, their lexicons and the tokenizer's rank
 * table, 3 MB of the built bundle and about a second of CPU to compile and evaluate on a loaded
 * machine. Only load-engine.ts names it, through a dynamic import, so the bridge starts its first
 * servers without it (issue 24, B12).
 */
export { analyzeAppRecord, analyzeClientRequest, analyzeLaunch, analyzeServerAnswer, analyzeToolOutcome } from '../../src/core/analysis/analyze';
export { runAnalysisJob } from './analysis-jobs';
