import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { formatTextReport } from './report-text';
import type { RuleDefinition } from './rule';
import { toSarif } from './sarif';

const rule: RuleDefinition = {
  id: 'annotations/read-only-contradiction',
  family: 'annotations',
  severity: 'high',
  title: 'Read-only claim contradicts the tool',
  summary: 'A tool that claims readOnlyHint but deletes.',
  remediation: 'Set readOnlyHint to false.',
};

const finding: Finding = {
  ruleId: rule.id,
  family: rule.family,
  severity: 'high',
  title: rule.title,
  message: 'delete_files claims readOnlyHint: true (server-claimed) but its description says it permanently deletes files.',
  location: { server: 'demo', path: 'tools/delete_files/annotations' },
  evidence: 'readOnlyHint: true',
  remediation: rule.remediation,
};

describe('text report', () => {
  it('groups by server, worst first, and lists clean servers too', () => {
    const info: Finding = { ...finding, ruleId: 'tool-design/missing-description', family: 'tool-design', severity: 'info', location: { server: 'demo', path: 'tools/x/description' } };
    const text = formatTextReport([info, finding], ['demo', 'clean']);
    expect(text).toMatch(/^demo: 1 high, 1 info\n {2}HIGH {5}annotations\/read-only-contradiction {2}tools\/delete_files\/annotations/);
    expect(text.indexOf('HIGH')).toBeLessThan(text.indexOf('INFO'));
    expect(text).toContain('clean: no findings');
    expect(text).toContain('Total: 1 high, 1 info');
  });
});

describe('SARIF', () => {
  it('is a 2.1.0 log whose results point at their rules, with levels and a stable fingerprint', () => {
    const log = toSarif([finding], { version: '1.2.3', rules: [rule] });
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0]!;
    expect(run.tool.driver).toMatchObject({ name: 'mcpscope', version: '1.2.3', rules: [{ id: rule.id, defaultConfiguration: { level: 'error' } }] });
    const result = run.results![0]!;
    expect(result).toMatchObject({ ruleId: rule.id, ruleIndex: 0, level: 'error', message: { text: finding.message } });
    expect(result.locations![0]!.logicalLocations![0]!.fullyQualifiedName).toBe('demo/tools/delete_files/annotations');
    expect(toSarif([finding], { version: '1.2.3', rules: [rule] }).runs[0]!.results![0]!.partialFingerprints).toEqual(result.partialFingerprints);
    const other = toSarif([{ ...finding, evidence: 'changed' }], { version: '1.2.3', rules: [rule] }).runs[0]!.results![0]!;
    expect(other.partialFingerprints).not.toEqual(result.partialFingerprints);
  });
});
