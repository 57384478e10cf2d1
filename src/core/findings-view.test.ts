import { describe, expect, it } from 'vitest';
import type { LiveFinding } from './findings-api';
import { badgeSummary, findingsUnder, marksAt, SECRET_RULE_ID, unsuppressed } from './findings-view';

function finding(overrides: Partial<LiveFinding> & Pick<LiveFinding, 'ruleId' | 'family' | 'severity'>): LiveFinding {
  return {
    title: 'Title',
    message: 'Message',
    location: { server: 'demo', path: 'tools/add/description' },
    evidence: 'evidence',
    remediation: 'Fix it',
    key: overrides.ruleId,
    conn: 'c1',
    source: 'definitions',
    triage: { status: 'open' },
    ...overrides,
  };
}

describe('findings for display', () => {
  const tag = finding({ ruleId: 'hidden-content/unicode-tags', family: 'hidden-content', severity: 'critical', evidence: 'Ignore all', location: { path: 'tools/add/description', span: { start: 10, end: 20 } } });
  const override = finding({ ruleId: 'injected-instructions/override', family: 'injected-instructions', severity: 'high', location: { path: 'tools/add/description', span: { start: 12, end: 18 } } });
  const pseudoTag = finding({ ruleId: 'injected-instructions/pseudo-tag', family: 'injected-instructions', severity: 'high', location: { path: 'tools/add/description', span: { start: 0, end: 5 } } });
  const other = finding({ ruleId: 'tool-design/x', family: 'tool-design', severity: 'info', location: { path: 'tools/address/description' } });

  it('finds what lies under a tool, not under a tool whose name merely starts the same', () => {
    expect(findingsUnder([tag, other], 'tools/add')).toEqual([tag]);
  });

  it('counts open findings and names the worst; acknowledged ones are counted apart, suppressed ones hidden', () => {
    const acknowledged = { ...override, triage: { status: 'acknowledged' as const, reason: 'known' } };
    const suppressed = { ...pseudoTag, triage: { status: 'suppressed' as const, reason: 'fine' } };
    expect(badgeSummary(unsuppressed([tag, acknowledged, suppressed, other]))).toEqual({ open: 2, acknowledged: 1, worst: 'critical' });
    expect(badgeSummary([])).toEqual({ open: 0, acknowledged: 0, worst: undefined });
  });

  it('marks each text span once, worst first, with hidden content decoded', () => {
    const marks = marksAt([override, tag, pseudoTag, other], 'tools/add/description');
    expect(marks).toEqual([
      { start: 0, end: 5, severity: 'high', kind: 'highlight', label: 'Title: Message' },
      { start: 10, end: 20, severity: 'critical', kind: 'hidden', label: 'Title: Message', decoded: 'Ignore all' },
    ]);
  });

  it('masks a secret found in an output', () => {
    const secret = finding({ ruleId: SECRET_RULE_ID, family: 'output', severity: 'high', location: { path: 'results/5/content/0/text', span: { start: 3, end: 43 } } });
    expect(marksAt([secret], 'results/5/content/0/text')[0]?.kind).toBe('secret');
  });
});
