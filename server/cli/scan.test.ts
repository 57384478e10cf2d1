/**
 * `mcpscope scan` as a user runs it (issue 4, acceptance): the real CLI against the demo server's
 * --suspicious mode, against server-everything, and against an mcp.json with two servers.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Log } from 'sarif';
import { afterAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/analysis/finding';
import { CLOAKED_TOOL } from '../demo/cloaking';
import { HIDDEN_TAG_MESSAGE, ONBOARDING_NOTES_URI } from '../demo/suspicious-tools';
import { sarifSchemaErrors } from './sarif-schema-test-support';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));
const DEMO = fileURLToPath(new URL('../../bin/mcpscope-demo.js', import.meta.url));
const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
const tempDirs: string[] = [];

async function scan(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, 'scan', ...args], { env: { ...process.env, CI: 'true' }, maxBuffer: 32 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * A scan several tests read: the CLI runs once (seconds through tsx) and each test asserts its
 * own part of the same output.
 */
const SUSPICIOUS_JSON = ['--stdio', `node ${DEMO} --suspicious`, '--format', 'json'];
let suspiciousJsonScan: ReturnType<typeof scan> | undefined;
const scanSuspiciousJson = () => (suspiciousJsonScan ??= scan(SUSPICIOUS_JSON));

function findingsOf(stdout: string): Finding[] {
  return (JSON.parse(stdout) as { findings: Finding[] }).findings;
}

const has = (findings: readonly Finding[], ruleId: string, path: string) => findings.some((finding) => finding.ruleId === ruleId && finding.location.path === path);

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

// Each scan starts the CLI through tsx and connects (twice with --as-client), each stdio connect
// probing the server's era in a process of its own first: minutes on a busy machine, not seconds.
describe('mcpscope scan', { timeout: 180_000 }, () => {
  it('reports every problem planted in the demo server\'s --suspicious mode, with its rule and location', async () => {
    const { code, stdout } = await scanSuspiciousJson();
    expect(code).toBe(0);
    const findings = findingsOf(stdout);
    const planted: [string, string][] = [
      ['injected-instructions/pseudo-tags', 'tools/add_numbers/description'],
      ['injected-instructions/sensitive-files', 'tools/add_numbers/description'],
      ['injected-instructions/concealment', 'tools/add_numbers/description'],
      ['schema-bait/exfiltration-parameter', 'tools/add_numbers/inputSchema/properties/sidenote'],
      ['hidden-content/unicode-tags', 'tools/fact_of_the_day/description'],
      ['injected-instructions/override-phrases', 'tools/fact_of_the_day/description'],
      ['annotations/read-only-contradiction', 'tools/delete_records/description'],
      ['schema-bait/context-extraction-parameter', 'tools/summarize_chat/inputSchema/properties/conversation_history'],
      ['schema-bait/hidden-value-instruction', 'tools/summarize_chat/inputSchema/properties/style/default'],
      ['injected-instructions/cross-tool-coercion', 'tools/s\u0435nd_message/description'],
      ['shadowing/confusable-name', 'tools/s\u0435nd_message/name'],
      ['hidden-content/bidi-controls', 'tools/format_text/description'],
      ['hidden-content/terminal-escapes', 'tools/format_text/description'],
      ['hidden-content/encoded-text', 'tools/decode_helper/description'],
      ['injected-instructions/override-phrases', 'tools/decode_helper/description'],
      ['tool-design/vague-name', 'tools/do_it/name'],
      ['tool-design/missing-description', 'tools/do_it/description'],
      ['tool-design/too-many-parameters', 'tools/do_it/inputSchema/properties'],
      ['injected-instructions/cross-tool-coercion', 'instructions'],
      ['injected-instructions/pseudo-tags', 'prompts/daily_brief/description'],
      ['injected-instructions/sensitive-files', `resources/${ONBOARDING_NOTES_URI}/description`],
    ];
    for (const [ruleId, path] of planted) expect(has(findings, ruleId, path), `${ruleId} at ${path}`).toBe(true);
    // verify_account's problem is the elicitation it sends when called (e2e/findings.spec.ts); as listed it is clean.
    expect(findings.filter((finding) => finding.location.path.startsWith('tools/verify_account/'))).toEqual([]);
    // The hidden message is decoded, and every finding has the shape DESIGN.md promises.
    expect(findings.find((finding) => finding.ruleId === 'hidden-content/unicode-tags')?.evidence).toContain(HIDDEN_TAG_MESSAGE);
    for (const finding of findings) {
      expect(Object.keys(finding).sort()).toEqual(['evidence', 'family', 'location', 'message', 'remediation', 'ruleId', 'severity', 'title']);
    }
  });

  it('fails with exit code 1 at --fail-on high on the suspicious server, and writes SARIF 2.1.0', async () => {
    const { code, stdout } = await scan(['--stdio', `node ${DEMO} --suspicious`, '--format', 'sarif', '--fail-on', 'high']);
    expect(code).toBe(1);
    const sarif = JSON.parse(stdout) as { version: string; runs: { tool: { driver: { rules: { id: string }[] } }; results: { ruleId: string; level: string }[] }[] };
    expect(sarif.version).toBe('2.1.0');
    const [run] = sarif.runs;
    expect(run!.results.some((result) => result.ruleId === 'hidden-content/unicode-tags' && result.level === 'error')).toBe(true);
    expect(run!.tool.driver.rules.map((rule) => rule.id)).toContain('drift/tool-changed');
    expect(sarifSchemaErrors(sarif)).toEqual([]);
  });

  it('finds nothing high or critical on server-everything, so --fail-on high passes', async () => {
    const { code, stdout } = await scan(['--stdio', `node ${EVERYTHING}`, '--format', 'json', '--fail-on', 'high']);
    expect(code).toBe(0);
    expect(findingsOf(stdout).filter((finding) => finding.severity === 'high' || finding.severity === 'critical')).toEqual([]);
  });

  it('scans every server of an mcp.json together, so one server steering another\'s tools is found', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-scan-test-'));
    tempDirs.push(dir);
    const config = path.join(dir, 'mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { demo: { command: 'node', args: [DEMO] }, suspicious: { command: 'node', args: [DEMO, '--suspicious'] } } }));
    const { code, stdout } = await scan(['--config', config, '--format', 'json']);
    expect(code).toBe(0);
    const shadowing = findingsOf(stdout).filter((finding) => finding.ruleId === 'shadowing/names-other-server');
    expect(shadowing.map((finding) => [finding.location.server, finding.location.path])).toContainEqual(['suspicious', 'tools/audit_log/description']);
    expect(shadowing.filter((finding) => finding.location.server === 'demo')).toEqual([]);
  });

  it('reads the environment an mcp.json gives a server: LD_PRELOAD loads code into it (issue 22)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-scan-test-'));
    tempDirs.push(dir);
    const config = path.join(dir, 'mcp.json');
    // A library that does not exist: the loader warns and the server starts as usual.
    const hook = path.join(dir, 'missing-hook.so');
    writeFileSync(config, JSON.stringify({ mcpServers: { demo: { command: 'node', args: [DEMO], env: { LD_PRELOAD: hook } } } }));
    const { code, stdout } = await scan(['--config', config, '--format', 'json']);
    expect(code).toBe(0);
    const loading = findingsOf(stdout).filter((finding) => finding.ruleId === 'launch/code-loading-env');
    expect(loading.map((finding) => [finding.location.server, finding.severity, finding.evidence])).toEqual([['demo', 'high', `LD_PRELOAD=${hook}`]]);
  });

  it('exits 3 when the server cannot be started, and 2 on a usage error', async () => {
    expect((await scan(['--stdio', 'definitely-not-a-command-mcpscope'])).code).toBe(3);
    expect((await scan(['--format', 'json'])).code).toBe(2);
  });

  it('says which server could not be reached and why, and prints no totals for it (issue 19, item 4)', async () => {
    const { code, stdout, stderr } = await scan(['--stdio', 'node -e "process.exit(1)"']);
    expect(code).toBe(3);
    // Why, as the connection saw it: the exit, or the write that found the pipe closed.
    expect(stderr).toMatch(/^mcpscope scan: node -e process\.exit\(1\): could not connect: \S/m);
    expect(stdout).toBe('');
  });

  it('totals an mcp.json scan over the servers reached, and lists the others as not scanned', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-scan-test-'));
    tempDirs.push(dir);
    const config = path.join(dir, 'mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { demo: { command: 'node', args: [DEMO] }, broken: { command: 'node', args: ['-e', 'process.exit(1)'] } } }));
    const { code, stdout } = await scan(['--config', config]);
    expect(code).toBe(3);
    expect(stdout).toMatch(/^demo: \d+ high/);
    expect(stdout).toMatch(/^broken: not scanned, could not connect: \S/m);
    expect(stdout.trimEnd().split('\n').pop()).toMatch(/^Total \(1 of 2 servers scanned\): \d+ high/);
  });
});

/**
 * SARIF that GitHub code scanning shows (issue 19, item 7): a result points at its server's entry
 * in the mcp.json, relative to the repository root the file sits in.
 */
describe('mcpscope scan --config --format sarif', { timeout: 180_000 }, () => {
  /** A checkout (a .git folder is what marks one) with config/mcp.json, JSON with comments. */
  function checkout(servers: string[]): { dir: string; config: string } {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-scan-sarif-'));
    tempDirs.push(dir);
    mkdirSync(path.join(dir, '.git'));
    mkdirSync(path.join(dir, 'config'));
    const config = path.join(dir, 'config', 'mcp.json');
    writeFileSync(config, ['{', '  // "suspicious" comes second', '  "mcpServers": {', ...servers, '  },', '}', ''].join('\n'));
    return { dir, config };
  }

  const locationsOf = (log: Log) => log.runs[0]!.results!.map((result) => result.locations![0]!);

  it('places each finding at the line of its server\'s entry, as valid SARIF 2.1.0', async () => {
    const { dir, config } = checkout([
      `    "clean": { "command": "node", "args": [${JSON.stringify(DEMO)}] },`,
      '    "suspicious": {',
      '      "command": "node",',
      `      "args": [${JSON.stringify(DEMO)}, "--suspicious"],`,
      '    },',
    ]);
    const { code, stdout } = await scan(['--config', config, '--format', 'sarif']);
    expect(code).toBe(0);
    const log = JSON.parse(stdout) as Log;
    expect(sarifSchemaErrors(log)).toEqual([]);
    const run = log.runs[0]!;
    expect(run).toMatchObject({ automationDetails: { id: 'mcpscope/scan/config-mcp.json/' }, invocations: [{ executionSuccessful: true }] });
    expect(run.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: pathToFileURL(dir + path.sep).href } });
    const lines: Record<string, number> = { clean: 4, suspicious: 5 };
    const locations = locationsOf(log);
    expect(locations.some((location) => location.logicalLocations![0]!.fullyQualifiedName!.startsWith('suspicious/'))).toBe(true);
    for (const location of locations) {
      const server = location.logicalLocations![0]!.fullyQualifiedName!.split('/')[0]!;
      expect(location.physicalLocation!.artifactLocation).toEqual({ uri: 'config/mcp.json', uriBaseId: '%SRCROOT%' });
      expect(location.physicalLocation!.region!.startLine, server).toBe(lines[server]);
    }
  });

  it('says the run did not succeed when a server cannot be started, and still reports the others', async () => {
    const { config } = checkout([
      '    "broken": { "command": "definitely-not-a-command-mcpscope" },',
      `    "suspicious": { "command": "node", "args": [${JSON.stringify(DEMO)}, "--suspicious"] },`,
    ]);
    const { code, stdout } = await scan(['--config', config, '--format', 'sarif']);
    expect(code).toBe(3);
    const log = JSON.parse(stdout) as Log;
    expect(sarifSchemaErrors(log)).toEqual([]);
    const [invocation] = log.runs[0]!.invocations!;
    expect(invocation!.executionSuccessful).toBe(false);
    expect(invocation!.toolExecutionNotifications!.map((notification) => notification.message.text)).toEqual([expect.stringMatching(/^broken: /)]);
    expect(locationsOf(log).length).toBeGreaterThan(0);
    expect(locationsOf(log).every((location) => location.physicalLocation!.region!.startLine === 5)).toBe(true);
  });
});

/** The demo's --suspicious mode shows assistants a tool it hides from everyone else (server/demo/cloaking.ts). */
describe('mcpscope scan --as-client', { timeout: 180_000 }, () => {
  const cloakingOf = (stdout: string) => findingsOf(stdout).filter((finding) => finding.ruleId === 'drift/client-dependent-listing');

  it('reports the tool shown only to claude-ai, and nothing for a client the server does not single out', async () => {
    const { code, stdout } = await scan(['--stdio', `node ${DEMO} --suspicious`, '--format', 'json', '--as-client', 'claude-ai', '--as-client', 'some-ide']);
    expect(code).toBe(0);
    const findings = cloakingOf(stdout);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'high', location: { server: 'mcpscope-demo-suspicious', path: 'tools' } });
    expect(findings[0]!.message).toContain(`'mcpscope' and 'claude-ai'`);
    expect(findings[0]!.message).toContain(`only for claude-ai: ${CLOAKED_TOOL}`);
  });

  it('names the finding after the mcp.json key, prints it in the text report, and fails --fail-on high', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-scan-test-'));
    tempDirs.push(dir);
    const config = path.join(dir, 'mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { notes: { command: 'node', args: [DEMO, '--suspicious'] } } }));
    const [text, json] = await Promise.all([
      scan(['--config', config, '--as-client', 'cursor', '--fail-on', 'high']),
      scan(['--config', config, '--as-client', 'cursor', '--format', 'json']),
    ]);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('drift/client-dependent-listing');
    expect(text.stdout).toContain(`only for cursor: ${CLOAKED_TOOL}`);
    expect(cloakingOf(json.stdout).map((finding) => finding.location.server)).toEqual(['notes']);
  });

  it('reports no cloaking without --as-client: listed as mcpscope, the server hides it', async () => {
    const { code, stdout } = await scanSuspiciousJson();
    expect(code).toBe(0);
    expect(cloakingOf(stdout)).toEqual([]);
    expect(stdout).not.toContain(CLOAKED_TOOL);
  });
});
