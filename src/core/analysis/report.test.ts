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
  const base = { version: '1.2.3', rules: [rule], scanName: 'demo', failures: [], placement: {} };

  it('is a 2.1.0 log whose results point at their rules, with levels, a docs link and a stable fingerprint', () => {
    const log = toSarif([finding], base);
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0]!;
    expect(run.tool.driver).toMatchObject({ name: 'mcpscope', version: '1.2.3', informationUri: 'https://github.com/mcpscope/mcpscope' });
    expect(run.tool.driver.rules![0]).toMatchObject({ id: rule.id, defaultConfiguration: { level: 'error' }, helpUri: 'https://github.com/mcpscope/mcpscope/blob/main/docs/rules.md#annotations' });
    expect(run.automationDetails).toEqual({ id: 'mcpscope/scan/demo/' });
    expect(run.invocations).toEqual([{ executionSuccessful: true }]);
    const result = run.results![0]!;
    expect(result).toMatchObject({ ruleId: rule.id, ruleIndex: 0, level: 'error', message: { text: finding.message } });
    expect(toSarif([finding], base).runs[0]!.results![0]!.partialFingerprints).toEqual(result.partialFingerprints);
    const other = toSarif([{ ...finding, evidence: 'changed' }], base).runs[0]!.results![0]!;
    expect(other.partialFingerprints).not.toEqual(result.partialFingerprints);
  });

  it('places a result at its server\'s entry in the mcp.json, relative to the source root', () => {
    const entries = new Map([['demo', { startLine: 4, startColumn: 5, endLine: 7, endColumn: 6 }]]);
    const placement = { config: { artifact: { uri: '.vscode/mcp.json', relative: true }, entries }, sourceRoot: 'file:///work/repo/' };
    const run = toSarif([finding], { ...base, placement }).runs[0]!;
    expect(run.results![0]!.locations).toEqual([
      {
        physicalLocation: { artifactLocation: { uri: '.vscode/mcp.json', uriBaseId: '%SRCROOT%' }, region: { startLine: 4, startColumn: 5, endLine: 7, endColumn: 6 } },
        logicalLocations: [{ fullyQualifiedName: 'demo/tools/delete_files/annotations', kind: 'member' }],
      },
    ]);
    expect(run.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: 'file:///work/repo/' } });
  });

  it('without an mcp.json, places a result at a placeholder named after the server, which GitHub requires', () => {
    const location = toSarif([{ ...finding, location: { server: 'node server.js', path: 'tools' } }], base).runs[0]!.results![0]!.locations![0]!;
    expect(location.physicalLocation).toEqual({ artifactLocation: { uri: 'mcp-server/node-server.js', uriBaseId: '%SRCROOT%' }, region: { startLine: 1 } });
    expect(location.logicalLocations![0]!.fullyQualifiedName).toBe('node server.js/tools');
  });

  it('says the run failed, and why, when a server could not be reached', () => {
    const run = toSarif([], { ...base, failures: ['broken: could not connect (spawn ENOENT)'] }).runs[0]!;
    expect(run.invocations).toEqual([{ executionSuccessful: false, toolExecutionNotifications: [{ level: 'error', message: { text: 'broken: could not connect (spawn ENOENT)' } }] }]);
  });
});
