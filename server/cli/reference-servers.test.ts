/**
 * `mcpscope scan` over the official reference servers from npm (issue 4: "record the false
 * positives and keep them low"; what each scan finds, and why, is in docs/false-positives.md).
 * The real CLI against the real servers: each must scan cleanly at --fail-on high, alone and
 * all together (so cross-server shadowing and collisions would show up too).
 * server-everything alone is covered by scan.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/analysis/finding';

const BIN = fileURLToPath(new URL('../../bin/mcpscope.js', import.meta.url));
const resolve = createRequire(import.meta.url).resolve;
const EVERYTHING = resolve('@modelcontextprotocol/server-everything/dist/index.js');
const FILESYSTEM = resolve('@modelcontextprotocol/server-filesystem/dist/index.js');
const MEMORY = resolve('@modelcontextprotocol/server-memory/dist/index.js');
const SEQUENTIAL_THINKING = resolve('@modelcontextprotocol/server-sequential-thinking/dist/index.js');

/**
 * Each scan takes 2–3 s on an idle machine and over 10 s on a busy one (the CLI starts through
 * tsx, then four servers). Only a hung scan should hit these limits.
 */
const SCAN_TIMEOUT_MS = 30_000;
const TEST_TIMEOUT_MS = 60_000;

let dir: string;
/** The only directory server-filesystem may touch; it stays empty. */
let allowedDir: string;
/** server-memory's store; listing never writes it, but it must not default to node_modules. */
let memoryFile: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcpscope-reference-servers-'));
  allowedDir = path.join(dir, 'allowed');
  mkdirSync(allowedDir);
  memoryFile = path.join(dir, 'memory.jsonl');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function scan(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, 'scan', ...args, '--format', 'json', '--fail-on', 'high', '--timeout', String(SCAN_TIMEOUT_MS)], {
      env: { ...process.env, CI: 'true' },
      maxBuffer: 32 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Exit 0 (every server connected and listed, nothing at or above high); the serious findings are listed first, to say which if not. */
async function expectClean(args: string[]): Promise<void> {
  const { code, stdout, stderr } = await scan(args);
  const findings = stdout.trim() === '' ? [] : (JSON.parse(stdout) as { findings: Finding[] }).findings;
  const serious = findings.filter((finding) => finding.severity === 'high' || finding.severity === 'critical');
  expect(serious.map((finding) => `${finding.ruleId} ${finding.location.server ?? ''}:${finding.location.path}`)).toEqual([]);
  // 3 would mean a server did not start or list; stderr says which.
  expect(code, stderr).toBe(0);
}

function writeConfig(name: string, servers: Record<string, { command: string; args: string[]; env?: Record<string, string> }>): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify({ mcpServers: servers }));
  return file;
}

describe('mcpscope scan over the reference servers', () => {
  it('finds nothing high or critical on server-filesystem', { timeout: TEST_TIMEOUT_MS }, async () => {
    await expectClean(['--stdio', `node ${FILESYSTEM} ${allowedDir}`]);
  });

  it('finds nothing high or critical on server-sequential-thinking', { timeout: TEST_TIMEOUT_MS }, async () => {
    await expectClean(['--stdio', `node ${SEQUENTIAL_THINKING}`]);
  });

  // --stdio passes the server no environment of ours, so MEMORY_FILE_PATH goes through an mcp.json.
  it('finds nothing high or critical on server-memory', { timeout: TEST_TIMEOUT_MS }, async () => {
    const config = writeConfig('memory.json', { memory: { command: 'node', args: [MEMORY], env: { MEMORY_FILE_PATH: memoryFile } } });
    await expectClean(['--config', config]);
  });

  it('finds nothing high or critical with all four connected together', { timeout: TEST_TIMEOUT_MS }, async () => {
    const config = writeConfig('all.json', {
      everything: { command: 'node', args: [EVERYTHING] },
      filesystem: { command: 'node', args: [FILESYSTEM, allowedDir] },
      memory: { command: 'node', args: [MEMORY], env: { MEMORY_FILE_PATH: memoryFile } },
      'sequential-thinking': { command: 'node', args: [SEQUENTIAL_THINKING] },
    });
    await expectClean(['--config', config]);
  });
});
