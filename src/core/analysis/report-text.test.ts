import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { formatTextReport } from './report-text';

const finding: Finding = {
  ruleId: 'tool-design/vague-name',
  family: 'tool-design',
  severity: 'low',
  title: 'Vague tool name',
  message: 'do_it says nothing.',
  location: { server: 'demo', path: 'tools/do_it/name' },
  evidence: 'do_it',
  remediation: 'Name it after what it does.',
};

describe('text report with servers that could not be scanned (issue 19, item 4)', () => {
  it('lists them as not scanned, and totals over the servers that were', () => {
    const text = formatTextReport([finding], ['demo'], { unreached: [{ server: 'broken', reason: 'could not connect: The server process exited with code 1.' }] });
    expect(text).toContain('demo: 1 low\n');
    expect(text).toContain('broken: not scanned, could not connect: The server process exited with code 1.\n');
    expect(text.trimEnd().split('\n').pop()).toBe('Total (1 of 2 servers scanned): 1 low');
  });

  it('prints nothing, no totals, when no server was scanned', () => {
    expect(formatTextReport([], [], { unreached: [{ server: 'broken', reason: 'could not connect' }] })).toBe('');
  });

  it('styles the severity label alone, padded as without style', () => {
    const text = formatTextReport([finding], ['demo'], { style: (severity, label) => `<${severity}>${label}</>` });
    expect(text).toContain('  <low>LOW     </> tool-design/vague-name  tools/do_it/name\n');
  });

  it('keeps the plain Total when every server was scanned', () => {
    expect(formatTextReport([], ['demo']).trimEnd().split('\n').pop()).toBe('Total: no findings');
  });
});
