import { describe, expect, it } from 'vitest';
import { asksForHelp, takeQuiet } from './parse-global';

describe('takeQuiet', () => {
  it('takes --quiet or -q out wherever it stands', () => {
    expect(takeQuiet(['scan', '--quiet', '--stdio', 'node s.js'])).toEqual({ quiet: true, argv: ['scan', '--stdio', 'node s.js'] });
    expect(takeQuiet(['-q'])).toEqual({ quiet: true, argv: [] });
    expect(takeQuiet(['replay', 't.jsonl', '--url', 'http://x/mcp', '-q'])).toEqual({ quiet: true, argv: ['replay', 't.jsonl', '--url', 'http://x/mcp'] });
  });

  it('leaves a server\'s own flags alone: inside a --stdio value, and after --', () => {
    expect(takeQuiet(['record', '--stdio', 'server --quiet -q'])).toEqual({ quiet: false, argv: ['record', '--stdio', 'server --quiet -q'] });
    expect(takeQuiet(['scan', '--stdio', '--', 'server', '-q'])).toEqual({ quiet: false, argv: ['scan', '--stdio', '--', 'server', '-q'] });
  });

  it('leaves a grouped -qh to the command, which refuses it', () => {
    expect(takeQuiet(['scan', '-qh'])).toEqual({ quiet: false, argv: ['scan', '-qh'] });
  });
});

describe('asksForHelp', () => {
  it('finds --help or -h among other flags, not inside values or after --', () => {
    expect(asksForHelp(['--stdio', 'node s.js', '--help'])).toBe(true);
    expect(asksForHelp(['-h'])).toBe(true);
    expect(asksForHelp(['--stdio', 'node s.js -h'])).toBe(false);
    expect(asksForHelp(['--stdio', '--', 'node', '--help'])).toBe(false);
  });
});
