/**
 * `mcpscope scan` of MCP App servers, in process (issue 21, item 5): the apps are listed with
 * their views, visibility and CSP, their ui:// resources are read, and the app findings come out
 * with locations, for a planted over-wide CSP and not for the vanilla example app.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/analysis/finding';
import type { AppSummary } from '../../src/core/apps/app-summary';
import { parseScan } from './parse-scan';
import { scan } from './scan';
import type { CliIo } from './serve';

const WIDE_CSP = fileURLToPath(new URL('../connections/fixtures/wide-csp-app.mjs', import.meta.url));
const VANILLA = fileURLToPath(new URL('../../node_modules/@modelcontextprotocol/server-basic-vanillajs/dist/index.js', import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-scan-apps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function scanned(args: string[]): Promise<{ code: number; stdout: string }> {
  const parsed = parseScan(args, dir);
  if (!parsed.ok) throw new Error(parsed.usageError);
  const stdout: string[] = [];
  const io: CliIo = { stdout: (line) => stdout.push(line), stderr: () => undefined, progress: () => undefined, color: false, exit: () => undefined as never };
  return { code: await scan(parsed.options, io), stdout: stdout.join('\n') };
}

const at = (finding: Finding) => `${finding.severity} ${finding.ruleId} @ ${finding.location.server}: ${finding.location.path}`;

describe('scan of MCP App servers', { timeout: 180_000 }, () => {
  it('lists both servers\' apps in JSON, flags the planted wide CSP at its entries, and gives the vanilla example no active-content finding', async () => {
    const config = path.join(dir, 'mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { wide: { command: process.execPath, args: [WIDE_CSP] }, vanilla: { command: process.execPath, args: [VANILLA, '--stdio'] } } }));
    const { code, stdout } = await scanned(['--config', config, '--format', 'json']);
    expect(code).toBe(0);
    const { findings, apps } = JSON.parse(stdout) as { findings: Finding[]; apps: AppSummary[] };
    expect(apps).toEqual([
      { server: 'wide', tool: 'show_history', resourceUri: 'ui://wide-csp/view.html', visibility: ['model', 'app'], csp: { connectDomains: ['*'], resourceDomains: ["'unsafe-eval'"] } },
      { server: 'wide', tool: 'wipe_history', visibility: ['app'] },
      { server: 'vanilla', tool: 'get-time', resourceUri: 'ui://get-time/mcp-app.html', visibility: ['model', 'app'] },
    ].map((app): unknown => expect.objectContaining(app)));
    const appFindings = findings.filter((finding) => finding.family === 'apps').map(at);
    expect(appFindings).toEqual(expect.arrayContaining([
      expect.stringMatching(/^high apps\/csp-wildcard @ wide: results\/\d+\/contents\/0\/_meta\/ui\/csp\/connectDomains\/0$/),
      expect.stringMatching(/^high apps\/csp-keyword @ wide: results\/\d+\/contents\/0\/_meta\/ui\/csp\/resourceDomains\/0$/),
      expect.stringMatching(/^low apps\/csp-undeclared-origin @ wide: results\/\d+\/contents\/0\/text$/),
      'medium apps/app-only-tool-model-callable @ wide: tools/wipe_history/_meta/ui/visibility',
    ]));
    expect(findings.filter((finding) => finding.location.server === 'vanilla' && (finding.ruleId === 'output/active-content' || finding.family === 'apps')).map(at)).toEqual([]);
  });

  it('lists the apps above the findings in text', async () => {
    const { stdout } = await scanned(['--stdio', `${process.execPath} ${WIDE_CSP}`]);
    expect(stdout).toContain([
      'Apps:',
      "  wide-csp-app: show_history → ui://wide-csp/view.html (visible to model and app); CSP: connectDomains *; resourceDomains 'unsafe-eval'",
      '  wide-csp-app: wipe_history, no view of its own (visible to app)',
    ].join('\n'));
    expect(stdout).toMatch(/HIGH +apps\/csp-wildcard +results\/\d+\/contents\/0\/_meta\/ui\/csp\/connectDomains\/0 \[0-1\]/);
  });
});
