// `npm run bench`: benchmarks print figures here, never in unit tests (the brief: speed and size
// belong in benchmarks). The performance issue adds the budgets they must meet.
import { cpus } from 'node:os';
import { register } from 'tsx/esm/api';

register();
console.log(`mcpscope bench: ${cpus().length} cores, Node ${process.version}`);
const { runAnalysisBench } = await import('./analysis.ts');
runAnalysisBench((line) => console.log(line));
