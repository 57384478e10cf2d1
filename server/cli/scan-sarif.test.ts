/** scan's SARIF inputs from disk (issue 19, item 7): where the mcp.json is, and the rules' docs. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ruleCatalogue } from '../../src/core/analysis/analyze';
import { toSarif } from '../../src/core/analysis/sarif';
import type { ScanOptions } from './parse-scan';
import { scanSarifOptions } from './scan-sarif';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-scan-sarif-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options = (config: string): ScanOptions => ({ target: null, config, format: 'sarif', failOn: null, timeoutMs: 1000, asClients: [], protocol: null });
const base = { version: '1.0.0', rules: [] };

describe('scanSarifOptions', () => {
  it('names an mcp.json inside a checkout relative to its root, wherever scan runs', async () => {
    const checkout = path.join(dir, 'repo');
    mkdirSync(path.join(checkout, '.git'), { recursive: true });
    mkdirSync(path.join(checkout, '.vscode'));
    const config = path.join(checkout, '.vscode', 'mcp.json');
    writeFileSync(config, '{\n  "servers": {\n    "notes": { "command": "node" }\n  }\n}\n');
    const sarif = await scanSarifOptions(options(config), [], base, os.tmpdir());
    expect(sarif.scanName).toBe('.vscode/mcp.json');
    expect(sarif.placement.config?.artifact).toEqual({ uri: '.vscode/mcp.json', relative: true });
    expect(sarif.placement.config?.entries.get('notes')?.startLine).toBe(3);
    expect(sarif.placement.sourceRoot).toBe(pathToFileURL(checkout + path.sep).href);
  });

  it('names a file outside any checkout and outside the working directory by its file: URI', async () => {
    const config = path.join(dir, 'loose.json');
    writeFileSync(config, '{"mcpServers": {}}');
    const sarif = await scanSarifOptions(options(config), [], base, path.join(dir, 'elsewhere'));
    expect(sarif.placement.config?.artifact).toEqual({ uri: pathToFileURL(config).href, relative: false });
  });
});

describe('scan rules in SARIF', () => {
  it('link every rule to a section of docs/rules.md that exists', () => {
    const headings = new Set([...readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8').matchAll(/^## (.+)$/gm)].map((match) => match[1]));
    const log = toSarif([], { ...base, rules: ruleCatalogue(), scanName: 'x', failures: [], placement: {} });
    const anchors = log.runs[0]!.tool.driver.rules!.map((descriptor) => descriptor.helpUri!.split('#')[1]);
    expect(anchors.length).toBeGreaterThan(0);
    expect(anchors.filter((anchor) => !headings.has(anchor))).toEqual([]);
  });
});
