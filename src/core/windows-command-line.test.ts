import { describe, expect, it } from 'vitest';
import { joinWindowsCommandLine, splitWindowsCommandLine } from './windows-command-line';

describe('joinWindowsCommandLine', () => {
  it('quotes only what needs it, and splits back to the same words', () => {
    const words = ['C:\\Program Files\\nodejs\\node.exe', 'C:\\srv\\server.js', 'say "hi"', 'C:\\out dir\\', 'a\\"b', '', 'x&y', '--flag'];
    const line = joinWindowsCommandLine(words);
    expect(line).toBe('"C:\\Program Files\\nodejs\\node.exe" C:\\srv\\server.js "say \\"hi\\"" "C:\\out dir\\\\" "a\\\\\\"b" "" "x&y" --flag');
    expect(splitWindowsCommandLine(line)).toEqual({ ok: true, value: words });
  });
});
