/**
 * The bridge's analysis of server definitions, on a worker thread. 5,000 tool definitions take
 * about 9 s of CPU to analyse, one more to count in tokens and one more to pin (SHA-256 in
 * JavaScript). On the main thread, even in slices, a single rule over every tool held the event
 * loop for up to a second, and the page's request for the tool list waited behind it
 * (docs/performance.md, B3). On their own thread they take as long, and the bridge goes on
 * answering meanwhile.
 */
import { Worker } from 'node:worker_threads';
import type { ServerSurface } from '../../src/core/analysis/inputs';
import { err, ok, type Result } from '../../src/core/result';
import { builtEntryPath, STARTS_BUILT_ENTRIES } from '../install-layout';
import type { AnalysisAnswers, AnalysisJob } from './analysis-jobs';
import { loadEngine } from './load-engine';
import type { NumberedAnswer, NumberedJob } from './analysis-worker';

/**
 * An idle thread ends after this long: it holds about 110 MB (its own V8 heap, tsx and the
 * tokenizer), and jobs come in bursts (a connect's analysis, drift and token count; a large
 * result). The next job starts a new one, in about a second of that thread's time.
 */
const DEFAULT_IDLE_MS = 5_000;

/**
 * Definitions a job may hold and still be done on the main thread: analysing one takes about
 * 2 ms here, so 50 hold the event loop about 0.1 s. A large result (a tool-outcome job) always
 * goes to the thread; only results too large to send the page whole are sent as jobs.
 */
const INLINE_DEFINITIONS = 50;

function definitionCount(job: AnalysisJob): number {
  const ofSurface = (surface: ServerSurface) => surface.tools.length + (surface.prompts?.length ?? 0) + (surface.resources?.length ?? 0) + (surface.resourceTemplates?.length ?? 0);
  switch (job.kind) {
    case 'surfaces':
      return job.surfaces.reduce((sum, surface) => sum + ofSurface(surface), 0);
    case 'tool-tokens':
      return job.tools.length;
    case 'pin':
    case 'drift':
      return ofSurface(job.surface);
    case 'tool-outcome':
      return Number.POSITIVE_INFINITY;
  }
}

/** Built (STARTS_BUILT_ENTRIES), the worker entry is plain JavaScript; from the sources it needs tsx (typescript-worker.mjs). */
function newAnalysisWorker(): Worker {
  if (STARTS_BUILT_ENTRIES) return new Worker(builtEntryPath('analysis-worker'));
  const entry = new URL('./analysis-worker.ts', import.meta.url);
  return new Worker(new URL('./typescript-worker.mjs', import.meta.url), { workerData: { entry: entry.href } });
}

export class AnalysisThread {
  private worker: Worker | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly idleMs = DEFAULT_IDLE_MS) {}
  private nextJobId = 1;
  /** Each job's answer, with the worker it was given to: a worker that dies fails only its own jobs. */
  private readonly pending = new Map<number, { worker: Worker; resolve: (answer: Result<unknown>) => void }>();

  /**
   * The job's answer. A small job is worked out here: a thread is worth its memory and its start
   * only for work that would hold the event loop. Should the thread fail (it could not load, or
   * died), the job is worked out here too: findings and token costs are owed either way.
   */
  async work<J extends AnalysisJob>(job: J): Promise<AnalysisAnswers[J['kind']]> {
    if (definitionCount(job) <= INLINE_DEFINITIONS) return (await loadEngine()).runAnalysisJob(job) as AnalysisAnswers[J['kind']];
    const answer = await this.run(job);
    if (answer.ok) return answer.value;
    console.error(`mcpscope: ${answer.error.message}; analysing on the main thread instead`);
    return (await loadEngine()).runAnalysisJob(job) as AnalysisAnswers[J['kind']];
  }

  /** The job's answer from the thread, or why there is none. */
  run<J extends AnalysisJob>(job: J): Promise<Result<AnalysisAnswers[J['kind']]>> {
    const worker = this.started();
    clearTimeout(this.idleTimer);
    const id = this.nextJobId++;
    // Referenced only while it has work: an idle analysis thread must not keep the CLI running.
    if (this.pending.size === 0) worker.ref();
    return new Promise((resolve) => {
      this.pending.set(id, { worker, resolve: resolve as (answer: Result<unknown>) => void });
      worker.postMessage({ id, job } satisfies NumberedJob);
    });
  }

  /**
   * Stops the thread: the bridge is shutting down, or the thread has been idle. Jobs in flight are
   * dropped, never answered: doing them on the main thread instead, as for a thread that failed,
   * would hold up the exit.
   */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    clearTimeout(this.idleTimer);
    this.worker = undefined;
    for (const [id, job] of [...this.pending]) if (job.worker === worker) this.pending.delete(id);
    await worker.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = newAnalysisWorker();
    worker.unref();
    worker.on('message', (answer: NumberedAnswer) => {
      this.settle(answer.id, 'error' in answer ? err('internal', `analysis failed: ${answer.error}`) : ok(answer.value));
    });
    // A worker that fails to load or dies takes its jobs with it; the next job starts a new one.
    const failed = (message: string) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, job] of [...this.pending]) if (job.worker === worker) this.settle(id, err('internal', message));
    };
    worker.on('error', (error) => failed(`the analysis thread failed: ${error.message}`));
    worker.on('exit', (code) => failed(`the analysis thread exited (code ${code})`));
    this.worker = worker;
    return worker;
  }

  private settle(id: number, answer: Result<unknown>): void {
    const job = this.pending.get(id);
    if (!job) return;
    this.pending.delete(id);
    if (this.pending.size === 0 && this.worker) {
      this.worker.unref();
      this.idleTimer = setTimeout(() => void this.close(), this.idleMs).unref();
    }
    job.resolve(answer);
  }
}
