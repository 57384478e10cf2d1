import { describe, expect, it } from 'vitest';
import type { LiveFinding } from './findings-api';
import { badgeSummary, clientRequestPath, findingsOfClientRequest, findingsOfDefinition, findingsUnder, findingsUnderEach, listedFindings, marksAt, SECRET_RULE_ID, unsuppressed } from './findings-view';

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

  it('groups the findings of many tools in one pass, exactly as asking tool by tool would', () => {
    const at = (path: string) => finding({ ruleId: `r/${path}`, family: 'tool-design', severity: 'info', location: { path } });
    const findings = [tag, other, at('tools/add'), at('tools/a/b/description'), at('tools/a/inputSchema/x'), at('prompts/add/description'), at('tools/gone/description')];
    const names = ['add', 'address', 'a', 'a/b', 'quiet'];
    const grouped = findingsUnderEach(findings, 'tools', names);
    for (const name of names) expect(grouped.get(name) ?? []).toEqual(findingsUnder(findings, `tools/${name}`));
    // A tool without findings gets no entry; a finding of a tool not listed is dropped.
    expect([...grouped.keys()].sort()).toEqual(['a', 'a/b', 'add', 'address']);
  });

  it('counts open findings and names the worst; acknowledged ones are counted apart, suppressed ones hidden', () => {
    const acknowledged = { ...override, triage: { status: 'acknowledged' as const, reason: 'known' } };
    const suppressed = { ...pseudoTag, triage: { status: 'suppressed' as const, reason: 'fine' } };
    expect(badgeSummary(unsuppressed([tag, acknowledged, suppressed, other]))).toEqual({ open: 2, acknowledged: 1, worst: 'critical' });
    expect(badgeSummary([])).toEqual({ open: 0, acknowledged: 0, worst: undefined });
  });

  it('gives every finding on the text its own mark, worst first, overlapping ones included', () => {
    const marks = marksAt([override, tag, pseudoTag, other], 'tools/add/description');
    expect(marks.map(({ start, end, kind, ruleId }) => [start, end, kind, ruleId])).toEqual([
      [10, 20, 'hidden', 'hidden-content/unicode-tags'],
      [0, 5, 'highlight', 'injected-instructions/pseudo-tag'],
      [12, 18, 'highlight', 'injected-instructions/override'],
    ]);
  });

  it('masks a secret found in an output', () => {
    const secret = finding({ ruleId: SECRET_RULE_ID, family: 'output', severity: 'high', location: { path: 'results/5/content/0/text', span: { start: 3, end: 43 } } });
    expect(marksAt([secret], 'results/5/content/0/text')[0]?.kind).toBe('secret');
  });

  it('keeps a resource apart from another whose URI extends it (URIs contain "/")', () => {
    const at = (path: string) => finding({ ruleId: `r/${path}`, family: 'injected-instructions', severity: 'high', location: { path } });
    const own = [at('resources/file:///a/description'), at('resources/file:///a/uri'), at('resources/file:///a')];
    const longer = [at('resources/file:///a/b/description'), at('resources/file:///a/b')];
    const all = [...own, ...longer, at('resourceTemplates/file:///a/name')];
    expect(findingsOfDefinition(all, 'resources', 'file:///a')).toEqual(own);
    expect(findingsOfDefinition(all, 'resources', 'file:///a/b')).toEqual(longer);
    expect(findingsOfDefinition(all, 'resourceTemplates', 'file:///a').map((f) => f.location.path)).toEqual(['resourceTemplates/file:///a/name']);
    // A resource whose URI ends in a field's name is still only itself.
    expect(findingsOfDefinition([at('resources/file:///a/description/title')], 'resources', 'file:///a')).toEqual([]);
  });

  it("takes a prompt's own fields and its arguments, not those of a prompt named below it", () => {
    const at = (path: string) => finding({ ruleId: `r/${path}`, family: 'injected-instructions', severity: 'high', location: { path } });
    const own = [at('prompts/brief/description'), at('prompts/brief/arguments/topic/description'), at('prompts/brief/arguments/a/b/name')];
    expect(findingsOfDefinition([...own, at('prompts/brief/daily/description'), at('prompts/briefing/name')], 'prompts', 'brief')).toEqual(own);
  });

  it('tells listed-definition findings from those of a call or request, and finds a request\'s own', () => {
    const definition = finding({ ruleId: 'a/b', family: 'injected-instructions', severity: 'high', location: { path: 'prompts/p/description' } });
    const call = { ...definition, source: 'call' as const, callId: 'call-1' };
    const request = { ...definition, source: 'client-request' as const, clientRequestId: 'req-1', location: { path: clientRequestPath(7, 'message') } };
    const suppressedRequest = { ...request, key: 'other', triage: { status: 'suppressed' as const, reason: 'demo' } };
    expect(listedFindings([definition, call, request])).toEqual([definition]);
    expect(findingsOfClientRequest([definition, call, request, suppressedRequest], 'req-1')).toEqual([request]);
    expect(request.location.path).toBe('requests/7/message');
  });
});
