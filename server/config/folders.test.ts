/**
 * Where each OS keeps mcpscope's files (issue 19, item 5). env-paths decides from the real
 * platform, home and path flavour, so what it answers on macOS and Windows is asked of a child Node
 * with those faked before env-paths loads; mcpscopeFolders then gets that answer through its seam.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { legacyCopyOf, mcpscopeFolders, tracesDirsToRead, type Env, type FolderHost } from './folders';

function envPathsOn(platform: NodeJS.Platform, home: string, env: Env): FolderHost['conventional'] {
  const script = `
    import os from 'node:os';
    import path from 'node:path';
    Object.defineProperty(process, 'platform', { value: ${JSON.stringify(platform)} });
    os.homedir = () => ${JSON.stringify(home)};
    const { default: envPaths } = await import('env-paths');
    // After the import: the module loader itself needs POSIX paths.
    if (process.platform === 'win32') Object.assign(path, path.win32);
    const { config, data } = envPaths('mcpscope', { suffix: '' });
    console.log(JSON.stringify({ config, data }));`;
  const childEnv = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: childEnv, encoding: 'utf8' })) as FolderHost['conventional'];
}

function foldersOn(platform: NodeJS.Platform, home: string, env: Env = {}) {
  return mcpscopeFolders({ platform, env, home, conventional: envPathsOn(platform, home, env) });
}

// Each case starts a Node: generous on a busy machine.
describe('mcpscopeFolders', { timeout: 30_000 }, () => {
  it('Linux: the XDG folders, where the config folder is the one earlier versions used', () => {
    expect(foldersOn('linux', '/home/u')).toEqual({
      config: '/home/u/.config/mcpscope',
      legacyConfig: null,
      traces: '/home/u/.local/share/mcpscope/traces',
      legacyTraces: '/home/u/.mcpscope/traces',
    });
    expect(foldersOn('linux', '/home/u', { XDG_CONFIG_HOME: '/xdg/config', XDG_DATA_HOME: '/xdg/data' })).toMatchObject({
      config: '/xdg/config/mcpscope',
      legacyConfig: null,
      traces: '/xdg/data/mcpscope/traces',
    });
  });

  it('Linux: a relative XDG_CONFIG_HOME or XDG_DATA_HOME is ignored, as the XDG spec says', () => {
    expect(foldersOn('linux', '/home/u', { XDG_CONFIG_HOME: 'relative', XDG_DATA_HOME: 'data' })).toMatchObject({
      config: '/home/u/.config/mcpscope',
      traces: '/home/u/.local/share/mcpscope/traces',
    });
  });

  it('macOS: ~/Library, still reading ~/.config/mcpscope and ~/.mcpscope/traces', () => {
    expect(foldersOn('darwin', '/Users/u')).toEqual({
      config: '/Users/u/Library/Preferences/mcpscope',
      legacyConfig: '/Users/u/.config/mcpscope',
      traces: '/Users/u/Library/Application Support/mcpscope/traces',
      legacyTraces: '/Users/u/.mcpscope/traces',
    });
  });

  it('Windows: %APPDATA% for settings, %LOCALAPPDATA% for traces', () => {
    const env = { APPDATA: 'C:\\Users\\u\\AppData\\Roaming', LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' };
    expect(foldersOn('win32', 'C:\\Users\\u', env)).toEqual({
      config: 'C:\\Users\\u\\AppData\\Roaming\\mcpscope\\Config',
      legacyConfig: 'C:\\Users\\u\\.config\\mcpscope',
      traces: 'C:\\Users\\u\\AppData\\Local\\mcpscope\\Data\\traces',
      legacyTraces: 'C:\\Users\\u\\.mcpscope\\traces',
    });
  });

  it('$MCPSCOPE_CONFIG_DIR replaces the config folder, and no old one is read beside it', () => {
    expect(foldersOn('darwin', '/Users/u', { MCPSCOPE_CONFIG_DIR: '/tmp/portable' })).toMatchObject({ config: '/tmp/portable', legacyConfig: null });
  });
});

describe('the old folders', () => {
  const mac = mcpscopeFolders({ platform: 'darwin', env: {}, home: '/Users/u', conventional: { config: '/Users/u/Library/Preferences/mcpscope', data: '/Users/u/Library/Application Support/mcpscope' } });

  it('a file of the config folder is looked for in the old one too; a file elsewhere is not', () => {
    expect(legacyCopyOf('/Users/u/Library/Preferences/mcpscope/auth.json', mac)).toBe('/Users/u/.config/mcpscope/auth.json');
    expect(legacyCopyOf('/tmp/test-config/auth.json', mac)).toBeNull();
  });

  it('the default traces folder is listed with the old one; a --traces-dir alone', () => {
    expect(tracesDirsToRead(mac.traces, mac)).toEqual([mac.traces, '/Users/u/.mcpscope/traces']);
    expect(tracesDirsToRead('/work/traces', mac)).toEqual(['/work/traces']);
  });
});
