/**
 * Launch commands that run code the command itself carries (issue 22): an interpreter flag with
 * inline code (`python -c`, `node -e`, `perl -e`, awk programs that call system()), and
 * environment variables that make a runtime load code before the server (`NODE_OPTIONS=--require`,
 * `LD_PRELOAD`). Either way what runs is not the installed, reviewable package the config names.
 */
import type { LaunchInput } from '../inputs';
import type { Hit } from '../rule';
import { formatCommandLine, launchHit, launchWords, programName, programs, quoteArg, splitWords, type Program } from './launch-command';

// ---------------------------------------------------------------- inline code

interface Interpreter {
  /**
   * The option that takes code, alone or last in a bundle of switches (`perl -lne`, `python -Ic`);
   * switches that take an attached value (`ruby -rtime`) are left out so they are not misread.
   */
  flag: RegExp;
  /** Options that take the next word as their value, so it is not mistaken for the script file. */
  valueOptions?: readonly string[];
}

const NODE: Interpreter = { flag: /^(?:-[ep]|-pe|-ep|--eval|--print)$/, valueOptions: ['-r', '--require', '--import', '--loader', '--experimental-loader', '-C', '--conditions', '--input-type', '--title', '--env-file'] };
const PYTHON: Interpreter = { flag: /^-[A-Za-z]*c$/, valueOptions: ['-W', '-X', '-Q'] };

const INTERPRETERS: readonly (readonly [RegExp, Interpreter])[] = [
  [/^(?:node(?:js)?|bun)$/, NODE],
  [/^(?:python[\d.]*|py|pypy\d?)$/, PYTHON],
  [/^ruby[\d.]*$/, { flag: /^-[lnpaw]*e$/, valueOptions: ['-r', '-I', '-C', '-E'] }],
  [/^perl[\d.]*$/, { flag: /^-[lnpaw0-9]*[eE]$/, valueOptions: ['-M', '-m', '-I'] }],
  [/^php[\d.]*$/, { flag: /^-[rRBE]$/, valueOptions: ['-c', '-d', '-z'] }],
  [/^(?:lua[\d.]*|luajit)$/, { flag: /^-e$/, valueOptions: ['-l'] }],
  [/^rscript$/, { flag: /^-e$/ }],
  [/^osascript$/, { flag: /^-e$/, valueOptions: ['-l', '-s'] }],
];

interface InlineCode {
  flag: string;
  code: string;
}

/** The code after an interpreter's code flag, looked for among the options before the script file. */
function interpreterCode(args: readonly string[], { flag, valueOptions = [] }: Interpreter): InlineCode | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--' || !arg.startsWith('-') || arg === '-m') return undefined; // a script file or a module: its own arguments follow
    const [option = '', inline] = arg.startsWith('--') ? arg.split(/=(.*)/s) : [arg];
    if (flag.test(option)) return { flag: option, code: inline ?? args[i + 1] ?? '' };
    if (inline === undefined && valueOptions.includes(option)) i++;
  }
  return undefined;
}

/** `deno eval 'code'`: a subcommand rather than a flag. */
function denoCode(args: readonly string[]): InlineCode | undefined {
  const operands = args.filter((arg) => !arg.startsWith('-'));
  return operands[0] === 'eval' ? { flag: 'eval', code: operands[1] ?? '' } : undefined;
}

/** An awk program that runs commands: system(), or a pipe to or from a command. Files given with -f are not read. */
const AWK_RUNS_COMMANDS = /\bsystem\s*\(|\|&?\s*getline\b|\bprintf?\b[^;}|]{0,200}\|&?\s*["\w$]/;

function awkCode(args: readonly string[]): InlineCode | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '-f' || arg.startsWith('--file')) return undefined;
    if (['-F', '-v', '--assign', '--field-separator'].includes(arg)) i++;
    else if (arg === '-e' || arg === '--source') return AWK_RUNS_COMMANDS.test(args[i + 1] ?? '') ? { flag: arg, code: args[i + 1] ?? '' } : undefined;
    else if (!arg.startsWith('-')) return AWK_RUNS_COMMANDS.test(arg) ? { flag: 'program', code: arg } : undefined;
  }
  return undefined;
}

function inlineCode({ name, argv }: Program): InlineCode | undefined {
  const args = argv.slice(1);
  if (name === 'deno') return denoCode(args);
  if (/^[gmn]?awk$/.test(name)) return awkCode(args);
  if (name === 'find') {
    const at = args.findIndex((arg) => /^-(?:exec|execdir|ok|okdir)$/.test(arg));
    return at < 0 ? undefined : { flag: args[at] ?? '', code: formatCommandLine(args.slice(at + 1)) };
  }
  const interpreter = INTERPRETERS.find(([pattern]) => pattern.test(name))?.[1];
  return interpreter ? interpreterCode(args, interpreter) : undefined;
}

export function inlineCodeHits(launch: LaunchInput): Hit[] {
  return programs(launchWords(launch)).flatMap((program) => {
    const found = inlineCode(program);
    if (!found) return [];
    const what = program.name === 'find' ? `Runs a command for every file find matches (${found.flag}).` : `Runs ${program.name} code written in the command itself (${found.flag}), not an installed program.`;
    return [launchHit(launch, what, formatCommandLine([program.argv[0] ?? program.name, found.flag, found.code]))];
  });
}

// ---------------------------------------------------------------- environment that loads code

/** Preload options Node reads from NODE_OPTIONS (Node docs, "NODE_OPTIONS"). */
const NODE_PRELOAD = /^(?:-r|--require|--import|--loader|--experimental-loader|-e|--eval|-p|--print)(?:=|$)/;
const JAVA_AGENT = /^-(?:javaagent|agentpath|agentlib):/;
const TEMP_DIR = /^(?:\/tmp|\/var\/tmp|\/dev\/shm|\/private\/tmp|[A-Za-z]:\\(?:Windows\\)?Temp|%te?mp%|\$\{?tmp(?:dir)?\}?)(?:[\\/]|$)|[\\/]AppData[\\/]Local[\\/]Temp(?:[\\/]|$)/i;

interface EnvCheck {
  names: readonly string[];
  /** The words of the value that make it load code, or none. */
  loads(value: string): string | undefined;
  what: string;
  severity: 'high' | 'medium';
}

const present = (value: string): string | undefined => (value.trim() === '' ? undefined : value);
const firstWord = (pattern: RegExp) => (value: string) => splitWords(value).find((word) => pattern.test(word));

/** Variables a runtime, the loader or a shell reads to load or run code before the program does. */
const ENV_CHECKS: readonly EnvCheck[] = [
  { names: ['LD_PRELOAD', 'LD_AUDIT', 'DYLD_INSERT_LIBRARIES'], loads: present, what: 'the dynamic loader injects this library into every program the launch starts', severity: 'high' },
  { names: ['NODE_OPTIONS'], loads: firstWord(NODE_PRELOAD), what: 'Node loads or runs this code before the server', severity: 'high' },
  { names: ['JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS'], loads: firstWord(JAVA_AGENT), what: 'the JVM loads this agent into the server', severity: 'high' },
  { names: ['PERL5OPT'], loads: present, what: 'perl applies these options, -M modules included, to every script', severity: 'high' },
  { names: ['RUBYOPT'], loads: firstWord(/^-r(?!bundler\/setup$)/), what: 'ruby requires this file before the server', severity: 'high' },
  { names: ['BASH_ENV', 'PROMPT_COMMAND', 'PYTHONSTARTUP'], loads: present, what: 'the shell or interpreter runs this script or command when it starts', severity: 'high' },
  // Plain ENV=production is common; sh only sources ENV when it names a file.
  { names: ['ENV'], loads: (value) => (/[\\/]|\.\w+$/.test(value) ? value : undefined), what: 'sh sources this file when it starts', severity: 'high' },
  { names: ['GIT_SSH_COMMAND', 'GIT_SSH'], loads: (value) => (programName(splitWords(value)[0] ?? 'ssh') === 'ssh' ? undefined : value), what: 'git runs this program instead of ssh', severity: 'high' },
  // GIT_ASKPASS=echo (or true) is the usual way to make git fail instead of prompting.
  { names: ['GIT_ASKPASS', 'SSH_ASKPASS'], loads: (value) => (['', 'echo', 'true'].includes(programName(value.trim())) ? undefined : value), what: 'git or ssh runs this program to ask for a password, when a fetch needs one', severity: 'medium' },
  { names: ['GIT_EXEC_PATH'], loads: present, what: 'git runs its subcommands from this folder', severity: 'medium' },
  { names: ['PYTHONPATH', 'PERL5LIB', 'RUBYLIB', 'NODE_PATH'], loads: (value) => value.split(value.includes(';') ? ';' : ':').find((dir) => TEMP_DIR.test(dir)), what: 'modules are imported from a temporary, world-writable directory', severity: 'medium' },
  { names: ['ELECTRON_RUN_AS_NODE'], loads: (value) => (['', '0', 'false'].includes(value) ? undefined : value), what: 'an Electron app runs as plain Node, code under a trusted app\'s name', severity: 'medium' },
];

/** The connection's environment, then NAME=value words given to env or written in a script. */
function environment(launch: LaunchInput): (readonly [string, string])[] {
  return [...Object.entries(launch.env ?? {}), ...programs(launchWords(launch)).flatMap(({ assignments }) => assignments)];
}

export function codeLoadingEnvHits(launch: LaunchInput): Hit[] {
  return environment(launch).flatMap(([name, value]) => {
    const check = ENV_CHECKS.find(({ names }) => names.includes(name));
    const loaded = check?.loads(value);
    if (!check || loaded === undefined) return [];
    const what = `Sets ${name}: ${check.what} (${quoteArg(loaded)}).`;
    return [launchHit(launch, what, `${name}=${quoteArg(value)}`, check.severity)];
  });
}
