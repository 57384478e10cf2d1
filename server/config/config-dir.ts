/**
 * Where mcpscope keeps per-user settings: `$MCPSCOPE_CONFIG_DIR` (tests, portable setups), else
 * `$XDG_CONFIG_HOME/mcpscope`, else `~/.config/mcpscope` (XDG Base Directory spec).
 */
import os from 'node:os';
import path from 'node:path';

export function configDir(env: Readonly<Record<string, string | undefined>> = process.env, home = os.homedir()): string {
  if (env.MCPSCOPE_CONFIG_DIR) return path.resolve(env.MCPSCOPE_CONFIG_DIR);
  // The spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
  if (env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME)) return path.join(env.XDG_CONFIG_HOME, 'mcpscope');
  return path.join(home, '.config', 'mcpscope');
}
