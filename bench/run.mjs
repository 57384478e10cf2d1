// `npm run bench`: the benchmark suite of the performance issue lands here. Until then it says so
// rather than printing figures nobody measured.
import { cpus } from 'node:os';

console.log(`mcpscope bench: ${cpus().length} cores`);
console.log('No benchmarks are implemented yet (see the performance issue).');
