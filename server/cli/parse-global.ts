/**
 * The flags every command takes wherever they stand on the line (issue 19, item 4): `--quiet`/`-q`
 * and `--help`/`-h`. Read from parseArgs' tokens, not by comparing words, so a value such as
 * `--stdio "server -q"` stays the server's, and nothing after `--` is ours.
 */
import { parseArgs } from 'node:util';

const GLOBAL_FLAGS = {
  quiet: { type: 'boolean', short: 'q' },
  help: { type: 'boolean', short: 'h' },
} as const;

function optionTokens(argv: readonly string[]) {
  // strict: false reads every other flag as a boolean, so their values come out as positionals.
  const { tokens } = parseArgs({ args: [...argv], options: GLOBAL_FLAGS, strict: false, allowPositionals: true, tokens: true });
  return tokens.filter((token) => token.kind === 'option');
}

/** `--quiet` taken out of argv, so each command's own flags need not list it. */
export function takeQuiet(argv: readonly string[]): { quiet: boolean; argv: string[] } {
  // Only a flag standing alone: `-qh` is left to the command's parser, which refuses it.
  const alone = (index: number) => argv[index] === '--quiet' || argv[index] === '-q';
  const quietAt = new Set(optionTokens(argv).flatMap((token) => (token.name === 'quiet' && alone(token.index) ? [token.index] : [])));
  return { quiet: quietAt.size > 0, argv: argv.filter((_, index) => !quietAt.has(index)) };
}

export function asksForHelp(argv: readonly string[]): boolean {
  return optionTokens(argv).some((token) => token.name === 'help');
}
