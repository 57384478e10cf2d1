// The entry of a worker thread whose code is TypeScript, used when the bridge runs from its sources
// through tsx (bin/mcpscope.js in a checkout; the installed package runs the built worker). tsx's
// loader, registered on the main thread, does not reach worker threads on Node 20, and `--import
// tsx` in a worker's execArgv comes too late for its entry. So this plain module registers tsx in
// the worker, then loads the real entry it was given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
