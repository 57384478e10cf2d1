/**
 * `npm start` on a fresh clone must just work (issue 2, §1): if the built SPA is missing or older
 * than its sources, build it with Vite's JS API before serving. An installed package serves the UI
 * it was packed with: it has neither the sources nor Vite, and its folder may be read-only
 * (issue 19); npm also unpacks files in no set order, so their dates prove nothing there.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { RUNS_FROM_SOURCES } from './install-layout';

export interface SpaLayout {
  /** What the bridge serves. */
  spaDir: string;
  /** The HTML file the build writes there; missing or old means stale. */
  entry: string;
  /** Files and folders whose changes make the build stale. */
  sources: string[];
  viteConfig: string;
}

export function spaLayout(repoRoot: string): SpaLayout {
  const viteConfig = path.join(repoRoot, 'vite.config.ts');
  return {
    spaDir: path.join(repoRoot, 'dist', 'spa'),
    entry: 'index.html',
    sources: [path.join(repoRoot, 'src'), path.join(repoRoot, 'public'), path.join(repoRoot, 'index.html'), viteConfig],
    viteConfig,
  };
}

/** The self-contained viewer `mcpscope export` embeds traces in (vite.viewer.config.ts). */
export function viewerLayout(repoRoot: string): SpaLayout {
  const viteConfig = path.join(repoRoot, 'vite.viewer.config.ts');
  return {
    spaDir: path.join(repoRoot, 'dist', 'viewer'),
    entry: 'viewer.html',
    sources: [path.join(repoRoot, 'src'), path.join(repoRoot, 'public'), path.join(repoRoot, 'viewer.html'), path.join(repoRoot, 'vite.config.ts'), viteConfig],
    viteConfig,
  };
}

/** True when the built entry (dist/spa/index.html) is missing or older than the newest source file. */
export async function isSpaStale(layout: SpaLayout): Promise<boolean> {
  const built = await modifiedAt(path.join(layout.spaDir, layout.entry));
  if (built === null) return true;
  for (const source of layout.sources) {
    if ((await newestModification(source)) > built) return true;
  }
  return false;
}

/**
 * From the sources, builds when stale; returns the directory to serve. Throws when Vite fails
 * (the CLI exits 1).
 */
export async function ensureSpaBuilt(layout: SpaLayout, log: (line: string) => void): Promise<string> {
  if (RUNS_FROM_SOURCES && (await isSpaStale(layout))) {
    log('mcpscope: building the UI (first run, or its sources changed)…');
    const vite = await import('vite');
    await vite.build({ configFile: layout.viteConfig, root: path.dirname(layout.viteConfig), logLevel: 'warn' });
  }
  return layout.spaDir;
}

async function modifiedAt(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/** Newest mtime under a file or folder; tests do not end up in the bundle, so they are skipped. */
async function newestModification(source: string): Promise<number> {
  const info = await stat(source).catch(() => null);
  if (info === null) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  const entries = await readdir(source, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    const mtime = await modifiedAt(path.join(entry.parentPath, entry.name));
    if (mtime !== null && mtime > newest) newest = mtime;
  }
  return newest;
}
