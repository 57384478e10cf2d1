import { describe, expect, it } from 'vitest';
import { checkStatusStyle, colorEnabled, colors, severityStyle } from './colors';

const tty = { isTTY: true };
const pipe = { isTTY: undefined };

describe('colorEnabled', () => {
  it('colours a terminal, not a pipe', () => {
    expect(colorEnabled(tty, {})).toBe(true);
    expect(colorEnabled(pipe, {})).toBe(false);
  });

  it('honours NO_COLOR (set and not empty) over everything, and FORCE_COLOR for a pipe', () => {
    expect(colorEnabled(tty, { NO_COLOR: '1' })).toBe(false);
    expect(colorEnabled(tty, { NO_COLOR: '' })).toBe(true);
    expect(colorEnabled(pipe, { FORCE_COLOR: '1' })).toBe(true);
    expect(colorEnabled(tty, { NO_COLOR: '1', FORCE_COLOR: '1' })).toBe(false);
    expect(colorEnabled(tty, { FORCE_COLOR: '0' })).toBe(true);
    expect(colorEnabled(pipe, { FORCE_COLOR: '0' })).toBe(false);
  });

  it('is not turned on by CI=true, where scripts read stdout', () => {
    expect(colorEnabled(pipe, { CI: 'true' })).toBe(false);
  });
});

describe('severity and status colours', () => {
  it('paint the label red for the worst, dim for info, and not at all without colour', () => {
    expect(severityStyle(colors(true))('critical', 'CRITICAL')).toBe('\u001b[1m\u001b[31mCRITICAL\u001b[39m\u001b[22m');
    expect(severityStyle(colors(true))('info', 'INFO')).toBe('\u001b[2mINFO\u001b[22m');
    expect(severityStyle(colors(false))('critical', 'CRITICAL')).toBe('CRITICAL');
    expect(checkStatusStyle(colors(true))('pass', 'PASS')).toBe('\u001b[32mPASS\u001b[39m');
    expect(checkStatusStyle(colors(false))('fail', 'FAIL')).toBe('FAIL');
  });
});
