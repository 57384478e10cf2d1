/** The worker thread side of AnalysisThread: runs each job it is sent and answers with its result or its error. */
import { parentPort } from 'node:worker_threads';
import { runAnalysisJob, type AnalysisJob } from './analysis-jobs';
import { lowerThisThreadPriority } from './thread-priority';

export interface NumberedJob {
  id: number;
  job: AnalysisJob;
}

export type NumberedAnswer = { id: number; value: unknown } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('analysis-worker runs only as a worker thread');
// Where it cannot be lowered (not Linux), the analysis runs at the bridge's priority, as before.
lowerThisThreadPriority();

port.on('message', ({ id, job }: NumberedJob) => {
  let answer: NumberedAnswer;
  try {
    answer = { id, value: runAnalysisJob(job) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
