/**
 * Launch: the stdio command mcpscope is asked to start (issue 4, "Launch"). mcpscope spawns argv
 * directly and never through a shell (issue 2 §2), but the argv itself can start one (`bash -c`),
 * download and run code, or raise privileges. Every message carries the full command line as it
 * will run, quoted so that what is shown is what runs.
 */
import { clip, type Severity } from '../finding';
import type { LaunchInput } from '../inputs';
import type { FamilyRules, Hit, LaunchRule, RuleDefinition } from '../rule';
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
function programName(word: string): string {
  return (word.split(/[\\/]/).pop() ?? word).toLowerCase().replace(/\.(?:exe|cmd|bat|com)$/, '');
}

/** Words that run the next word as the program: wrappers, and shell keywords inside scripts. */
const PREFIXES = new Set(['env', 'sudo', 'doas', 'nohup', 'nice', 'exec', 'command', 'time', 'stdbuf', 'then', 'do', 'else', 'if', 'while', 'until', '!']);
/** Wrapper options that take the next word as their value (`sudo -u root`, `nice -n 5`, `env -u NAME`). */
const VALUE_OPTIONS = new Set(['-u', '-g', '-C', '-D', '-U', '-h', '-p', '-r', '-t', '-n']);
const POSIX_SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'fish', 'csh', 'tcsh']);
/** Shells nested in shells are followed this deep; nobody writes more by accident. */
const MAX_NESTING = 3;

interface ShellRun {
  shell: string;
  flag: string;
  script: string;
  /** PowerShell's -EncodedCommand: the script is shown decoded. */
  encoded: boolean;
}

interface Program {
  /** As written, wrappers included: what evidence shows. */
  words: readonly string[];
  /** Wrappers and keywords before the program (sudo, env, ...). */
  prefixes: readonly string[];
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

function shellRun(name: string, args: readonly string[]): ShellRun | undefined {
  if (POSIX_SHELLS.has(name)) return posixShellRun(name, args);
  if (name === 'powershell' || name === 'pwsh') return powerShellRun(name, args);
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

/** Every program a launch runs: the command itself, then each command of a script it hands a shell. */
function programs(words: readonly string[], depth = 0): Program[] {
  let i = 0;
  const prefixes: string[] = [];
  while (i < words.length && PREFIXES.has(programName(words[i] ?? ''))) {
    prefixes.push(programName(words[i] ?? ''));
    for (i++; i < words.length && /^-|^[A-Za-z_]\w*=/.test(words[i] ?? ''); i++) if (VALUE_OPTIONS.has(words[i] ?? '')) i++;
  }
  const argv = words.slice(i);
  const name = programName(argv[0] ?? '');
  const shell = shellRun(name, argv.slice(1));
  const program: Program = { words, prefixes, argv, name, ...(shell ? { shell } : {}) };
  if (!shell || depth >= MAX_NESTING) return [program];
  return [program, ...scriptCommands(shell.script).flatMap((command) => programs(command, depth + 1))];
}

function launchWords(launch: LaunchInput): string[] {
  return [launch.command, ...launch.args];
}

/** The hit every launch rule makes: evidence is the offending part, the message ends with the full command. */
function launchHit(launch: LaunchInput, what: string, evidence: string, severity?: Severity): Hit {
  return { message: `${what} Full command: ${formatCommandLine(launchWords(launch))}`, evidence: clip(evidence), ...(severity ? { severity } : {}) };
}

// ---------------------------------------------------------------- checks

function shellHits(launch: LaunchInput): Hit[] {
  return programs(launchWords(launch)).flatMap(({ shell }) => {
    if (!shell) return [];
    const decoded = shell.encoded ? ` The encoded script decodes to: ${shell.script}` : '';
    return [launchHit(launch, `Starts ${shell.shell} with ${shell.flag}, so a shell interprets the script.${decoded}`, formatCommandLine([shell.shell, shell.flag, shell.script]))];
  });
}

/** A pipe into a shell, or a shell running `$(curl …)` / `<(curl …)`. Bounded gaps keep it linear. */
const PIPE_TO_SHELL = /\|\s{0,20}(?:sudo\s{1,20}(?:-\S{1,20}\s{1,20}){0,4})?(?:[\w./-]{0,100}\/)?(?:(?:ba|z|da|k|mk|fi|c|tc|a)?sh|iex|invoke-expression|pwsh|powershell)(?![\w.-])|(?:<\(|\$\()\s{0,20}(?:curl|wget)(?![\w.-])/gi;
const DOWNLOADER = /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring)\b/i;

function pipeToShellHits(launch: LaunchInput): Hit[] {
  // The raw join also catches "|" and "sh" given as separate argv words.
  const texts = [launchWords(launch).join(' '), ...programs(launchWords(launch)).flatMap(({ shell }) => (shell?.encoded ? [shell.script] : []))];
  return texts.flatMap((text) =>
    [...text.matchAll(PIPE_TO_SHELL)].map((match) => {
      const downloads = DOWNLOADER.test(text.slice(0, match.index + match[0].length));
      const what = downloads ? 'Downloads code and runs it in a shell: whatever the server at that URL sends runs with your rights.' : 'Pipes text into a shell, which runs it.';
      return launchHit(launch, what, text.slice(Math.max(0, match.index - 80), match.index + match[0].length), downloads ? 'critical' : 'high');
    }),
  );
}

const FETCHERS = new Set(['curl', 'wget', 'iwr', 'irm', 'invoke-webrequest', 'invoke-restmethod']);
const SOCKET_TOOLS = new Set(['nc', 'ncat', 'netcat', 'socat']);

function networkToolHits(launch: LaunchInput): Hit[] {
  return programs(launchWords(launch)).flatMap(({ name, words }) => {
    if (FETCHERS.has(name)) return [launchHit(launch, `Runs ${name}, which fetches from or sends to the network.`, formatCommandLine(words))];
    if (SOCKET_TOOLS.has(name)) return [launchHit(launch, `Runs ${name}, which opens raw network connections or listens on a port (a classic reverse shell).`, formatCommandLine(words), 'high')];
    return [];
  });
}

const ELEVATORS = new Set(['sudo', 'doas', 'su', 'pkexec', 'runas']);

function privilegeHits(launch: LaunchInput): Hit[] {
  return programs(launchWords(launch)).flatMap(({ name, prefixes, words }) => {
    const elevator = ELEVATORS.has(name) ? name : prefixes.find((prefix) => ELEVATORS.has(prefix));
    return elevator ? [launchHit(launch, `Runs with raised privileges through ${elevator}: the server gets root's reach.`, formatCommandLine(words))] : [];
  });
}

function recursiveDeleteHits(launch: LaunchInput): Hit[] {
  return programs(launchWords(launch)).flatMap(({ name, argv, words }) => {
    if (name !== 'rm') return [];
    const shortFlags = argv.filter((arg) => /^-[A-Za-z]+$/.test(arg)).join('');
    const recursive = /[rR]/.test(shortFlags) || argv.includes('--recursive');
    const force = shortFlags.includes('f') || argv.includes('--force');
    return recursive && force ? [launchHit(launch, 'Deletes recursively without asking (rm -rf).', formatCommandLine(words))] : [];
  });
}

/** `docker run` flags that hand the container the host: the reason a container would not be a sandbox. */
function hostAccess(flag: string, value: string): string | undefined {
  if (flag === '--privileged' && value !== 'false') return '--privileged';
  if (['-v', '--volume', '--mount'].includes(flag) && /docker\.sock|^\/(?::|$)|(?:source|src)=\/(?:,|$)/.test(value)) return `${flag} ${value}`;
  if (['--pid', '--ipc', '--userns', '--uts'].includes(flag) && value === 'host') return `${flag}=host`;
  if (flag === '--cap-add' && /^(?:all|sys_admin|sys_ptrace)$/i.test(value)) return `--cap-add=${value}`;
  return undefined;
}

function containerHits(launch: LaunchInput): Hit[] {
  return programs(launchWords(launch)).flatMap(({ name, argv, words }) => {
    if (!['docker', 'podman', 'nerdctl'].includes(name) || !argv.includes('run')) return [];
    const reasons = argv.flatMap((arg, i) => {
      const [flag = '', inline] = arg.split(/=(.*)/s);
      const reason = hostAccess(flag, inline ?? (flag === '--privileged' ? '' : (argv[i + 1] ?? '')));
      return reason ? [reason] : [];
    });
    return reasons.length > 0 ? [launchHit(launch, `Runs a container with access to the host (${reasons.join(', ')}).`, formatCommandLine(words))] : [];
  });
}

// ---------------------------------------------------------------- rules

function launchRule(name: string, severity: Severity, title: string, summary: string, remediation: string, check: LaunchRule['check']): LaunchRule {
  const rule: RuleDefinition = { id: `launch/${name}`, family: 'launch', severity, title, summary, remediation };
  return { rule, check };
}

const showsFull = 'The message always shows the full command line.';

export const launchRules: FamilyRules = {
  launch: [
    launchRule('shell-command', 'high', 'Command runs a shell script',
      `A POSIX shell with -c (also -lc and the like), cmd /c or /k, or PowerShell -Command or -EncodedCommand (shown decoded), directly or behind env, sudo and the like; nested shells are followed. ${showsFull}`,
      'Start the server program directly (node, python, npx, uvx, docker) instead of through a shell.', shellHits),
    launchRule('pipe-to-shell', 'critical', 'Code piped into a shell',
      `An argument pipes into a shell (\`curl … | sh\`, \`wget -O- … | bash\`, \`iwr … | iex\`) or runs \`$(curl …)\` or \`<(curl …)\`: critical when something is downloaded first, high otherwise. ${showsFull}`,
      'Install the server from a package registry or a pinned, checked release, and run the installed program.', pipeToShellHits),
    launchRule('network-tool', 'medium', 'Command uses a network tool',
      `The program, or a command in its shell script, is curl, wget or a PowerShell downloader (medium), or nc, ncat, netcat or socat (high). Names are matched as whole program names, so /opt/curly/bin/server does not fire. ${showsFull}`,
      'Run the server program itself; fetch what it needs ahead of time, from a source you trust.', networkToolHits),
    launchRule('privilege-escalation', 'high', 'Command raises privileges',
      `The command, or a command in its shell script, runs under sudo, doas, su, pkexec or runas. ${showsFull}`,
      'Run MCP servers as your own user; grant the specific access a server needs instead of root.', privilegeHits),
    launchRule('recursive-delete', 'high', 'Command deletes recursively',
      `rm with both a recursive (-r, -R, --recursive) and a force (-f, --force) flag, as the command or inside its shell script. ${showsFull}`,
      'Remove the deletion from the launch command; a server should not need to delete files to start.', recursiveDeleteHits),
    launchRule('container-host-access', 'high', 'Container with access to the host',
      `docker, podman or nerdctl run with --privileged, the Docker socket or the host root mounted, host PID/IPC/user/UTS namespaces, or --cap-add ALL/SYS_ADMIN/SYS_PTRACE. A plain \`docker run -i --rm image\` is not flagged: a container narrows what a server reaches. ${showsFull}`,
      'Drop the host-access flags; mount only the directories the server needs, read-only where possible.', containerHits),
  ],
};
