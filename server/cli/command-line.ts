/**
 * `--stdio "<command line>"` is one string, split into argv like a shell would split words, but
 * never run through a shell (issue 2, §2). Anything only a shell could give meaning to (pipes,
 * `&&`, redirections, globs, `$VARS`, comments) is refused rather than silently mangled.
 * On Windows the words are split the way Windows programs split theirs, so `C:\path\server.js`
 * keeps its backslashes (issue 19, item 6); `--stdio -- <argv>` needs no splitting at all.
 */
import { parse, type ParseEntry } from 'shell-quote';
import { err, ok, type Result } from '../../src/core/result';
import { splitWindowsCommandLine } from '../../src/core/windows-command-line';

/** Sentinel returned for `$NAME` so parse() keeps variable references visible instead of expanding them to ''. */
interface VariableReference {
  variable: string;
}

export function splitCommandLine(commandLine: string, platform: NodeJS.Platform = process.platform): Result<string[]> {
  const words = platform === 'win32' ? splitWindowsCommandLine(commandLine) : splitPosixCommandLine(commandLine);
  if (!words.ok) return err('bad_request', `--stdio ${words.error.message}`);
  return checkedArgv(words.value);
}

/** The argv of `--stdio`, split or given word by word: a command to run, and no shell idiom in its place. */
export function checkedArgv(words: readonly string[]): Result<string[]> {
  const [command] = words;
  if (command === undefined || command === '') return err('bad_request', '--stdio needs a command, e.g. --stdio "node server.js"');
  if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(command)) {
    return err('bad_request', `--stdio does not take environment assignments ("${command}"): mcpscope runs no shell. Set the variable in mcpscope's own environment instead.`);
  }
  return ok([...words]);
}

function splitPosixCommandLine(commandLine: string): Result<string[]> {
  const entries = parse<VariableReference>(commandLine, (name) => ({ variable: name }));
  const words: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string') return err('bad_request', refusal(entry));
    words.push(entry);
  }
  return ok(words);
}

function refusal(entry: Exclude<ParseEntry, string> | VariableReference): string {
  const why = 'mcpscope never runs a shell, so --stdio takes a plain command and its arguments';
  if ('variable' in entry) return `contains a variable reference ($${entry.variable}); ${why}. Expand it in your own shell first.`;
  if ('comment' in entry) return `contains a comment (#${entry.comment}); ${why}.`;
  if (entry.op === 'glob') return `contains a glob pattern (${entry.pattern}); ${why}.`;
  return `contains the shell operator "${entry.op}"; ${why}. Quote it if it is meant as a literal argument.`;
}
