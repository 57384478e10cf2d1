/**
 * The mcpscope of the spec file a worker is running. A worker runs many files one after another;
 * the tests of one file share an mcpscope (they run in order and build on each other), but a file
 * must never inherit what another did to its mcpscope: a demo whose tools evolved, connections
 * added or removed. So each file (and each set of arguments within it) gets a fresh one, and the
 * previous one stops as soon as a test of another file starts.
 */
import { startMcpscope, type RunningMcpscope, type StartOptions } from './mcpscope-process';

interface Current {
  file: string;
  key: string;
  running: RunningMcpscope;
}

export class McpscopePerFile {
  private current: Current | undefined;

  async get(file: string, args: string[], options: Pick<StartOptions, 'fromSources'>): Promise<RunningMcpscope> {
    const key = JSON.stringify([file, args, options.fromSources ?? false]);
    if (this.current?.key !== key) {
      await this.stop();
      this.current = { file, key, running: await startMcpscope(args, options) };
    }
    return this.current.running;
  }

  /** Stops the mcpscope of any file but `file`. */
  async leaveAllBut(file: string): Promise<void> {
    if (this.current && this.current.file !== file) await this.stop();
  }

  async stop(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    if (!current) return;
    await current.running.stop();
  }
}
