/**
 * Where mcpscope keeps its files, the one answer for the whole server (issue 19, item 5): the
 * platform's conventional folders as env-paths gives them (XDG on Linux, ~/Library on macOS,
 * %APPDATA% / %LOCALAPPDATA% on Windows). Settings and stores go in `config`, traces in
 * `<data>/traces`. `$MCPSCOPE_CONFIG_DIR` (tests, portable setups) replaces the config folder.
 *
 * Before issue 19 every OS used ~/.config/mcpscope (or $XDG_CONFIG_HOME/mcpscope) and
 * ~/.mcpscope/traces. Those are still read, never written nor deleted: a file missing from the new
 * folder is read from the old one (and then saved in the new one), and the Traces screen lists both.
 */
import os from 'node:os';
import path from 'node:path';
import envPaths from 'env-paths';

export type Env = Readonly<Record<string, string | undefined>>;

/** The machine the folders are for. Tests pass another OS's, with what env-paths answers there. */
export interface FolderHost {
  platform: NodeJS.Platform;
  env: Env;
  home: string;
  /** env-paths' config and data folders for "mcpscope" on that machine. */
  conventional: { config: string; data: string };
}

export interface McpscopeFolders {
  /** Saved connections, auth.json, pins, triage, the flow policy, the browser launch page. */
  config: string;
  /** The config folder of earlier versions, read when a file is missing from `config`; null when it is the same folder. */
  legacyConfig: string | null;
  /** Session traces (JSONL) unless --traces-dir says otherwise. */
  traces: string;
  /** The traces folder of earlier versions, listed alongside `traces`. */
  legacyTraces: string;
}

export function currentHost(): FolderHost {
  // No "-nodejs" suffix: the folder is named after the command, as users look for it.
  const { config, data } = envPaths('mcpscope', { suffix: '' });
  return { platform: process.platform, env: process.env, home: os.homedir(), conventional: { config, data } };
}

export function mcpscopeFolders(host: FolderHost = currentHost()): McpscopeFolders {
  const paths = host.platform === 'win32' ? path.win32 : path.posix;
  // XDG Base Directory spec: a relative $XDG_CONFIG_HOME is invalid and must be ignored.
  const xdgConfig = host.env.XDG_CONFIG_HOME;
  const legacyConfig = paths.join(xdgConfig && paths.isAbsolute(xdgConfig) ? xdgConfig : paths.join(host.home, '.config'), 'mcpscope');
  // env-paths takes $XDG_*_HOME as it is; a relative one would put files under the working folder.
  const conventionalConfig = paths.isAbsolute(host.conventional.config) ? host.conventional.config : legacyConfig;
  const data = paths.isAbsolute(host.conventional.data) ? host.conventional.data : paths.join(host.home, '.local', 'share', 'mcpscope');
  const config = host.env.MCPSCOPE_CONFIG_DIR ? paths.resolve(host.env.MCPSCOPE_CONFIG_DIR) : conventionalConfig;
  return {
    config,
    // A folder chosen with $MCPSCOPE_CONFIG_DIR stands alone: a test must not read the user's files.
    legacyConfig: host.env.MCPSCOPE_CONFIG_DIR || config === legacyConfig ? null : legacyConfig,
    traces: paths.join(data, 'traces'),
    legacyTraces: paths.join(host.home, '.mcpscope', 'traces'),
  };
}

/** The config folder (kept as the name most callers know). */
export function configDir(): string {
  return mcpscopeFolders().config;
}

/** The token file the bridge, `scan` and `replay` share. */
export function authStorePath(): string {
  return path.join(configDir(), 'auth.json');
}

/** Where `file` was kept before, when it is one of the default config folder's files. */
export function legacyCopyOf(file: string, folders: McpscopeFolders = mcpscopeFolders()): string | null {
  if (folders.legacyConfig === null || path.dirname(file) !== folders.config) return null;
  return path.join(folders.legacyConfig, path.basename(file));
}

/** The traces folders to list: `dir`, and the old default too when `dir` is the default. */
export function tracesDirsToRead(dir: string, folders: McpscopeFolders = mcpscopeFolders()): string[] {
  return dir === folders.traces && folders.legacyTraces !== dir ? [dir, folders.legacyTraces] : [dir];
}
