/**
 * A command line split into words the way a Windows program splits its own (issue 19, item 6):
 * the Microsoft C runtime's rules, which CommandLineToArgvW shares. Backslashes are literal
 * unless they come before a double quote, so `C:\path\server.js` keeps them:
 * - space and tab separate words outside double quotes;
 * - `"` starts or ends a quoted part; inside one, `""` is a literal quote;
 * - 2n backslashes and a `"` are n backslashes and a quote mark; 2n+1 and a `"` are n and a literal `"`.
 * cmd.exe's operators (`&`, `|`, `<`, `>`) outside quotes are refused rather than passed on as
 * words: nothing here runs a shell to give them meaning (issue 2, §2).
 * https://learn.microsoft.com/en-us/cpp/c-language/parsing-c-command-line-arguments
 */
import { err, ok, type Result } from './result';

const CMD_OPERATORS = new Set(['&', '|', '<', '>']);

export function splitWindowsCommandLine(line: string): Result<string[]> {
  const words: string[] = [];
  let word: string | null = null;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (!quoted && (char === ' ' || char === '\t')) {
      if (word !== null) words.push(word);
      word = null;
      continue;
    }
    word ??= '';
    if (char === '\\') {
      const run = /^\\+/.exec(line.slice(i))![0].length;
      const beforeQuote = line[i + run] === '"';
      word += '\\'.repeat(beforeQuote ? Math.floor(run / 2) : run);
      if (beforeQuote && run % 2 === 1) {
        // An odd run escapes its quote: a literal `"`, consumed here.
        word += '"';
        i += run;
      } else i += run - 1;
    } else if (char === '"') {
      if (quoted && line[i + 1] === '"') {
        word += '"';
        i++;
      } else quoted = !quoted;
    } else if (!quoted && CMD_OPERATORS.has(char)) {
      return err('bad_request', `contains the cmd.exe operator "${char}"; mcpscope never runs a shell, so quote it if it is meant as a literal argument`);
    } else word += char;
  }
  if (word !== null) words.push(word);
  return ok(words);
}

/** The inverse: words joined so that splitWindowsCommandLine gives them back. */
export function joinWindowsCommandLine(words: readonly string[]): string {
  return words.map(quoteWindowsWord).join(' ');
}

function quoteWindowsWord(word: string): string {
  if (word !== '' && !/[\s"&|<>]/.test(word)) return word;
  // Backslashes before a quote, or before the closing one, are doubled; the quote itself escaped.
  const escaped = word.replace(/(\\*)"/g, '$1$1\\"').replace(/(\\+)$/, '$1$1');
  return `"${escaped}"`;
}
