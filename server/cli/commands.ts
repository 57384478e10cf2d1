/**
 * The commands mcpscope takes and the bridge's default port: what the argument parser and the help
 * both name.
 */
export const DEFAULT_PORT = 5577;

export const COMMAND_NAMES = ['serve', 'open', 'scan', 'check', 'call', 'list', 'replay', 'mock', 'record', 'export'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export function isCommandName(word: string): word is CommandName {
  return (COMMAND_NAMES as readonly string[]).includes(word);
}
