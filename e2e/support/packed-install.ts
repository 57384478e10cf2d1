/**
 * The package as a user gets it (issue 19, item 2): `npm pack` of this checkout, installed with
 * production dependencies only into a fresh folder outside the repository. Used by
 * e2e/package.spec.ts; a benchmark can reuse it to measure the install.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

export interface PackedInstall {
  /** Every path the tarball holds, relative to the package root (package.json, bin/…). */
  packedFiles: string[];
  /** The folder `npm install` ran in; the package is in node_modules/mcpscope. */
  dir: string;
  /** The installed `mcpscope` and `mcpscope-demo` (node_modules/.bin). */
  bin: { mcpscope: string; demo: string };
  remove: () => void;
}

interface PackResult {
  filename: string;
  files: Array<{ path: string }>;
}

/**
 * Packs without the prepack build: `npm test` has built dist/ just before (scripts/test.mjs), and
 * prepack runs the same build. Throws when dist/ is missing, rather than packing a broken package.
 */
export function packAndInstall(): PackedInstall {
  if (!existsSync(path.join(REPO, 'dist', 'server', 'cli.js'))) throw new Error('dist/server is missing: run `npm run build` first');
  const dir = mkdtempSync(path.join(tmpdir(), 'mcpscope-package-'));
  const [packed] = JSON.parse(npm(REPO, ['pack', '--ignore-scripts', '--json', '--pack-destination', dir])) as [PackResult];
  installProductionOnly(dir, path.join(dir, packed.filename));
  return {
    packedFiles: packed.files.map((file) => file.path),
    dir,
    bin: binsIn(dir),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A copy of the install nobody can write to (as a global install by root is to other users),
 * readable and runnable by all.
 */
export function readOnlyCopy(install: PackedInstall): PackedInstall {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcpscope-read-only-'));
  cpSync(path.join(install.dir, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  execFileSync('chmod', ['-R', 'a+rX,a-w', dir]);
  return {
    packedFiles: install.packedFiles,
    dir,
    bin: binsIn(dir),
    remove: () => {
      execFileSync('chmod', ['-R', 'u+w', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Bytes of every file under `dir`'s node_modules (an install folder), as `du --apparent-size` counts them. */
export function installedBytes(dir: string): number {
  const root = path.join(dir, 'node_modules');
  let total = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += lstatSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

function binsIn(dir: string): PackedInstall['bin'] {
  const bin = path.join(dir, 'node_modules', '.bin');
  return { mcpscope: path.join(bin, 'mcpscope'), demo: path.join(bin, 'mcpscope-demo') };
}

/**
 * `spec` (e.g. `@modelcontextprotocol/inspector@2.12.0`) installed from the registry, or npm's
 * cache, with production dependencies only into a fresh temp folder: what a user's `npx` fetches.
 */
export function installFromRegistry(spec: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcpscope-peer-install-'));
  installProductionOnly(dir, spec);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `npm install <spec>` in `dir`, as into an empty project: production dependencies only. */
function installProductionOnly(dir: string, spec: string): void {
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mcpscope-install-test', private: true }));
  npm(dir, ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', spec]);
}

function npm(cwd: string, args: string[]): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
