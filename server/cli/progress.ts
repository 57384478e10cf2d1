/**
 * Progress for the steps a person waits through (issue 19, item 4): connecting, listing, each
 * server of a --config scan, replay steps, the UI build. Plain lines on stderr, and only when
 * stderr is a terminal and --quiet was not given: a script or a CI log gets the results alone,
 * and stdout never carries progress.
 */
export type Progress = (step: string) => void;

export interface ProgressStream {
  /** Undefined when the stream is a pipe or a file, as on Node's process.stderr. */
  isTTY?: boolean | undefined;
}

/** `write` prints one line (cli.ts masks credentials in it, as in every stderr line). */
export function createProgress(stream: ProgressStream, options: { quiet: boolean; write: (line: string) => void }): Progress {
  if (options.quiet || stream.isTTY !== true) return () => undefined;
  return (step) => options.write(step);
}
