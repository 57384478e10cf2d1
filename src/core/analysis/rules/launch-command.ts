/**
 * The launch command as the launch rules read it (issue 4, "Launch"; issue 22): shown quoted so
 * that what is shown is what runs, and split into the programs it runs, behind wrappers (env,
 * sudo, timeout, xargs, uvx …), inside shell scripts and behind `find -exec`.
 */
import { clip, type Severity } from '../finding';
import type { LaunchInput } from '../inputs';
import type { Hit } from '../rule';
import { decodeBase64 } from '../../resource-content';

// ---------------------------------------------------------------- showing the command

/** Words a reader can take at face value; anything else is quoted. */
const PLAIN_WORD = /^[\w@%+=:,./-]+$/;

/** Controls, bidi overrides, zero-width and tag characters: they hide or reorder what is shown. */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00, 0x1f], [0x7f, 0x9f], [0x200b, 0x200f], [0x202a, 0x202e], [0x2060, 0x2069], [0xfeff, 0xfeff], [0xe0000, 0xe007f],
];

function isInvisible(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return INVISIBLE.some(([low, high]) => code >= low && code <= high);
}

function escapeInvisible(char: string): string {
  if (!isInvisible(char)) return char === '\\' || char === "'" ? `\\${char}` : char;
  const code = char.codePointAt(0) ?? 0;
  return code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** POSIX-shell quoting, with $'\u…' escapes for characters that would otherwise not show. */
export function quoteArg(arg: string): string {
  if (arg === '') return "''";
  if (PLAIN_WORD.test(arg)) return arg;
  const chars = [...arg];
  if (chars.some(isInvisible)) return `$'${chars.map(escapeInvisible).join('')}'`;
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

export function formatCommandLine(argv: readonly string[]): string {
  return argv.map(quoteArg).join(' ');
}

// ---------------------------------------------------------------- reading the command

/** "/usr/bin/Bash.exe" -> "bash". */
export function programName(word: string): string {
  return (word.split(/[\\/]/).pop() ?? word).toLowerCase().replace(/\.(?:exe|cmd|bat|com)$/, '');
}

interface Wrapper {
  /** Options that take the next word as their value (`sudo -u root`, `nice -n 5`). */
  valueOptions?: readonly string[];
  /** Operands before the program (`timeout 30 cmd`). */
  operands?: number;
}

/** Words that run a later word as the program: wrappers, and shell keywords inside scripts. */
const WRAPPERS: ReadonlyMap<string, Wrapper> = new Map<string, Wrapper>([
  ['env', { valueOptions: ['-u', '--unset', '-C', '--chdir'] }],
  ['sudo', { valueOptions: ['-u', '-g', '-C', '-D', '-U', '-h', '-p', '-r', '-t', '-T'] }],
  ['doas', { valueOptions: ['-u', '-C'] }],
  ['nice', { valueOptions: ['-n', '--adjustment'] }],
  ['timeout', { valueOptions: ['-s', '--signal', '-k', '--kill-after'], operands: 1 }],
  ['stdbuf', { valueOptions: ['-i', '-o', '-e'] }],
  ['xargs', { valueOptions: ['-I', '-n', '-P', '-d', '-L', '-s', '-E', '-a', '--max-args', '--max-procs', '--delimiter', '--arg-file'] }],
  // `uvx --from pkg sh -c …` runs any command the package environment has, a shell included.
  ['uvx', { valueOptions: ['--from', '--with', '--python', '-p', '--with-requirements', '--index', '--index-url'] }],
  ['exec', { valueOptions: ['-a'] }],
  ...['nohup', 'command', 'time', 'busybox', 'then', 'do', 'else', 'if', 'while', 'until', '!'].map((word): [string, Wrapper] => [word, {}]),
]);

const ASSIGNMENT = /^([A-Za-z_]\w*)=(.*)$/s;
/** `env -S 'sh -c …'` and `--split-string=…`: env splits the string into words itself. */
const ENV_SPLIT = /^(?:-S|--split-string)(?:=?(.+))?$/s;

/** Words as a POSIX shell splits them: quotes group, backslash escapes. A heuristic, not a shell parser. */
export function splitWords(text: string): string[] {
  return [...text.matchAll(/(?:[^\s'"\\]+|'[^']*'|"(?:[^"\\]|\\.)*"|\\.)+/gs)].map(([word]) =>
    !/['"\\]/.test(word) ? word : word.replace(/'([^']*)'|"((?:[^"\\]|\\.)*)"|\\(.)/gs, (_, single?: string, double?: string, escaped?: string) => single ?? double?.replace(/\\(.)/gs, '$1') ?? escaped ?? ''),
  );
}

interface Unwrapped {
  prefixes: string[];
  /** NAME=value words before the program, given to env or written in a script. */
  assignments: [string, string][];
  argv: string[];
}

/** Peels wrappers off the front of a command: what is left is the program that really runs. */
function unwrap(input: readonly string[]): Unwrapped {
  let words = [...input];
  const prefixes: string[] = [];
  const assignments: [string, string][] = [];
  let i = 0;
  for (;;) {
    for (let match = ASSIGNMENT.exec(words[i] ?? ''); match; match = ASSIGNMENT.exec(words[++i] ?? '')) assignments.push([match[1] ?? '', match[2] ?? '']);
    const name = programName(words[i] ?? '');
    const wrapper = WRAPPERS.get(name);
    if (!wrapper) return { prefixes, assignments, argv: words.slice(i) };
    prefixes.push(name);
    let operands = wrapper.operands ?? 0;
    for (i++; i < words.length; i++) {
      const word = words[i] ?? '';
      const split = name === 'env' ? ENV_SPLIT.exec(word) : null;
      if (split) {
        const inline = split[1] !== undefined;
        words = [...words.slice(0, i), ...splitWords((inline ? split[1] : words[i + 1]) ?? ''), ...words.slice(i + (inline ? 1 : 2))];
        i--;
      } else if (word.startsWith('-') && word !== '-') {
        if (wrapper.valueOptions?.includes(word)) i++;
      } else if (ASSIGNMENT.test(word)) {
        const [, key = '', value = ''] = ASSIGNMENT.exec(word) ?? [];
        assignments.push([key, value]);
      } else if (operands > 0) operands--;
      else break;
    }
  }
}

const POSIX_SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'fish', 'csh', 'tcsh']);
/** Shells nested in shells are followed this deep; nobody writes more by accident. */
const MAX_NESTING = 3;

export interface ShellRun {
  shell: string;
  flag: string;
  script: string;
  /** PowerShell's -EncodedCommand: the script is shown decoded. */
  encoded: boolean;
}

export interface Program {
  /** As written, wrappers included: what evidence shows. */
  words: readonly string[];
  /** Wrappers and keywords before the program (sudo, env, ...). */
  prefixes: readonly string[];
  assignments: readonly (readonly [string, string])[];
  /** The program and its arguments. */
  argv: readonly string[];
  name: string;
  shell?: ShellRun;
}

function posixShellRun(shell: string, args: readonly string[]): ShellRun | undefined {
  // Options come first and -c may be combined with others (-lc, -ec); the script is the next operand.
  for (let i = 0; i < args.length && args[i]?.startsWith('-'); i++) {
    const flag = args[i] ?? '';
    if (/^-[A-Za-z]*c[A-Za-z]*$/.test(flag) || flag === '--command') {
      return { shell, flag, script: args.slice(i + 1).find((arg) => !arg.startsWith('-')) ?? '', encoded: false };
    }
  }
  return undefined;
}

/** PowerShell takes any unambiguous prefix of a parameter name (-c, -com, -Command; -e, -enc). */
function powerShellRun(shell: string, args: readonly string[]): ShellRun | undefined {
  for (let i = 0; i < args.length; i++) {
    const flag = args[i] ?? '';
    const name = flag.replace(/^[-/]{1,2}/, '').toLowerCase();
    if (name === 'file' || name === 'f') return undefined; // what follows are the script file's own arguments
    if (name === flag.toLowerCase() || name === '') continue;
    if ('command'.startsWith(name)) return { shell, flag, script: args.slice(i + 1).join(' '), encoded: false };
    if ('encodedcommand'.startsWith(name) || name === 'ec') {
      return { shell, flag, script: new TextDecoder('utf-16le').decode(decodeBase64(args[i + 1] ?? '')), encoded: true };
    }
  }
  return undefined;
}

/** `npx -c 'cmd'` and `npm exec --call='cmd'` hand the string to a shell (npm docs, npm-exec). */
function npmShellRun(name: string, args: readonly string[]): ShellRun | undefined {
  const options = name === 'npm' ? (['exec', 'x'].includes(args[0] ?? '') ? args.slice(1) : []) : args;
  for (const [i, arg] of options.entries()) {
    if (arg === '-c' || arg === '--call') return { shell: name, flag: arg, script: options[i + 1] ?? '', encoded: false };
    if (arg.startsWith('--call=')) return { shell: name, flag: '--call', script: arg.slice('--call='.length), encoded: false };
    if (!arg.startsWith('-')) return undefined; // the package to run; what follows are its own arguments
  }
  return undefined;
}

function shellRun(name: string, args: readonly string[]): ShellRun | undefined {
  if (POSIX_SHELLS.has(name)) return posixShellRun(name, args);
  if (name === 'powershell' || name === 'pwsh') return powerShellRun(name, args);
  if (name === 'npx' || name === 'npm') return npmShellRun(name, args);
  if (name === 'cmd') {
    // `cmd /d /s /c "..."`: everything after /c (or /k, which keeps the shell open) is the command.
    const at = args.findIndex((arg) => /^\/[ck]$/i.test(arg));
    return at < 0 ? undefined : { shell: name, flag: args[at] ?? '', script: args.slice(at + 1).join(' '), encoded: false };
  }
  return undefined;
}

/** The commands of a script, each as words: split at ; & | newlines, $( and backticks. A heuristic, not a shell parser. */
function scriptCommands(script: string): string[][] {
  return script
    .split(/[;&|\n`(){}]|\$\(/)
    .map((part) => part.trim().split(/\s+/).map((word) => word.replace(/^["']+|["']+$/g, '')).filter(Boolean))
    .filter((words) => words.length > 0);
}

/** `find … -exec cmd {} ;` (also -execdir, -ok, -okdir): the command find runs for each file. */
export function findCommands(argv: readonly string[]): string[][] {
  const commands: string[][] = [];
  for (let i = 1; i < argv.length; i++) {
    if (!/^-(?:exec|execdir|ok|okdir)$/.test(argv[i] ?? '')) continue;
    const end = argv.findIndex((arg, at) => at > i && (arg === ';' || arg === '\\;' || arg === '+'));
    commands.push(argv.slice(i + 1, end < 0 ? undefined : end));
    i = end < 0 ? argv.length : end;
  }
  return commands;
}

/** Every program a launch runs: the command itself, then each command it hands a shell or find. */
export function programs(words: readonly string[], depth = 0): Program[] {
  const { prefixes, assignments, argv } = unwrap(words);
  const name = programName(argv[0] ?? '');
  const shell = shellRun(name, argv.slice(1));
  const program: Program = { words, prefixes, assignments, argv, name, ...(shell ? { shell } : {}) };
  const inner = shell ? scriptCommands(shell.script) : name === 'find' ? findCommands(argv) : [];
  if (depth >= MAX_NESTING) return [program];
  return [program, ...inner.flatMap((command) => programs(command, depth + 1))];
}

export function launchWords(launch: LaunchInput): string[] {
  return [launch.command, ...launch.args];
}

/** The hit every launch rule makes: evidence is the offending part, the message ends with the full command. */
export function launchHit(launch: LaunchInput, what: string, evidence: string, severity?: Severity): Hit {
  return { message: `${what} Full command: ${formatCommandLine(launchWords(launch))}`, evidence: clip(evidence), ...(severity ? { severity } : {}) };
}
