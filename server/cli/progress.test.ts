import { describe, expect, it } from 'vitest';
import { createProgress } from './progress';

function lines(isTTY: boolean | undefined, quiet: boolean): string[] {
  const written: string[] = [];
  const progress = createProgress({ isTTY }, { quiet, write: (line) => written.push(line) });
  progress('connecting to demo…');
  progress('demo: 10 tools');
  return written;
}

describe('progress', () => {
  it('prints each step on a terminal', () => {
    expect(lines(true, false)).toEqual(['connecting to demo…', 'demo: 10 tools']);
  });

  it('is silent when stderr is a pipe or a file, and with --quiet', () => {
    expect(lines(undefined, false)).toEqual([]);
    expect(lines(false, false)).toEqual([]);
    expect(lines(true, true)).toEqual([]);
  });
});
