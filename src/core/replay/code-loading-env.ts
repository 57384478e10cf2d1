/**
 * Environment variables that change which code a runtime loads (issue 17, finding 4). A trace's
 * header is a file anyone can edit: a crafted one hid `NODE_OPTIONS=--require /tmp/evil.js` below
 * harmless variables, and replaying it ran that script. So a variable named here is never taken
 * from a trace silently: the Replay dialog holds it back until the person confirms it by name
 * (src/features/replay), and the bridge refuses a replay that carries the trace's value of one
 * unconfirmed (server/http/routes/replay.ts).
 *
 * The rule holds for every trace, ours included: the bridge cannot tell a file it wrote from one
 * edited afterwards, and a folder of traces is something people share.
 *
 * Names are compared case-insensitively: Windows' environment is, and npm reads `npm_config_*`
 * in any case.
 */
import type { ConnectionTarget } from '../bridge-api/connections';

interface Rule {
  /** The exact name, or a prefix when it ends with `*`. */
  name: string;
  why: string;
}

const RULES: readonly Rule[] = [
  { name: 'NODE_OPTIONS', why: 'Node reads flags from it: --require and --import run any script first' },
  { name: 'NODE_PATH', why: 'Node resolves require() from these folders too' },
  { name: 'NODE_EXTRA_CA_CERTS', why: 'Node trusts these certificates: a server that fetches could be intercepted' },
  { name: 'LD_PRELOAD', why: 'the dynamic loader loads these libraries into every program' },
  { name: 'LD_LIBRARY_PATH', why: 'the dynamic loader looks for libraries here first' },
  { name: 'LD_AUDIT', why: 'the dynamic loader loads these audit libraries into every program' },
  { name: 'DYLD_*', why: "macOS's dynamic loader: DYLD_INSERT_LIBRARIES and kin load libraries into programs" },
  { name: 'PYTHONSTARTUP', why: 'Python runs this file when it starts interactively' },
  { name: 'PYTHONPATH', why: 'Python imports modules from these folders first' },
  { name: 'PYTHONHOME', why: 'Python takes its standard library from here' },
  { name: 'PYTHONUSERBASE', why: 'Python imports site-packages (and their .pth files) from here' },
  { name: 'PERL5OPT', why: 'Perl reads flags from it: -M loads any module' },
  { name: 'PERL5LIB', why: 'Perl loads modules from these folders first' },
  { name: 'PERLLIB', why: 'Perl loads modules from these folders first' },
  { name: 'RUBYOPT', why: 'Ruby reads flags from it: -r loads any file' },
  { name: 'RUBYLIB', why: 'Ruby loads files from these folders first' },
  { name: 'JAVA_TOOL_OPTIONS', why: 'every JVM reads flags from it: -javaagent runs any jar' },
  { name: '_JAVA_OPTIONS', why: 'every JVM reads flags from it: -javaagent runs any jar' },
  { name: 'JDK_JAVA_OPTIONS', why: 'the java launcher reads flags from it: -javaagent runs any jar' },
  { name: 'CLASSPATH', why: 'the JVM loads classes from here' },
  { name: 'BASH_ENV', why: 'a non-interactive bash runs this file first' },
  { name: 'ENV', why: 'sh runs this file first' },
  { name: 'PROMPT_COMMAND', why: 'bash runs this command before each prompt' },
  { name: 'GIT_SSH_COMMAND', why: 'git runs this command instead of ssh' },
  { name: 'GIT_SSH', why: 'git runs this program instead of ssh' },
  { name: 'GIT_ASKPASS', why: 'git runs this program to ask for a password' },
  { name: 'SSH_ASKPASS', why: 'ssh runs this program to ask for a password' },
  { name: 'GIT_EXEC_PATH', why: 'git runs its subcommands from this folder' },
  { name: 'GIT_CONFIG_*', why: 'git takes settings from it: core.sshCommand and kin run any program' },
  { name: 'PATH', why: 'which program a bare command name (node, npx, uvx) runs' },
  { name: 'NPM_CONFIG_*', why: 'npm and npx take their settings from it: another registry serves other code' },
  { name: 'PIP_INDEX_URL', why: 'pip installs packages from this index' },
  { name: 'PIP_EXTRA_INDEX_URL', why: 'pip installs packages from this index too' },
  { name: 'UV_INDEX_URL', why: 'uv and uvx install packages from this index' },
  { name: 'UV_EXTRA_INDEX_URL', why: 'uv and uvx install packages from this index too' },
  { name: 'UV_DEFAULT_INDEX', why: 'uv and uvx install packages from this index' },
  { name: 'UV_INDEX', why: 'uv and uvx install packages from these indexes' },
];

/** Why the variable changes what code runs, or undefined when it does not. */
export function codeLoadingReason(name: string): string | undefined {
  const upper = name.toUpperCase();
  return RULES.find((rule) => (rule.name.endsWith('*') ? upper.startsWith(rule.name.slice(0, -1)) : upper === rule.name))?.why;
}

export interface SplitEnv {
  /** Variables that may be prefilled. */
  plain: Record<string, string>;
  /** Variables held back until the person confirms them by name. */
  held: Record<string, string>;
}

export function splitCodeLoadingEnv(env: Record<string, string> | undefined): SplitEnv {
  const plain: Record<string, string> = {};
  const held: Record<string, string> = {};
  for (const [name, value] of Object.entries(env ?? {})) (codeLoadingReason(name) ? held : plain)[name] = value;
  return { plain, held };
}

/**
 * The code-loading variables a replay would take from the trace without the person having
 * confirmed them: those the target sets to the very value the trace's header recorded. A value the
 * person typed is theirs; one copied from the trace needs its name in `confirmed`.
 */
export function unconfirmedTraceEnv(recorded: ConnectionTarget | undefined, target: ConnectionTarget, confirmed: readonly string[] = []): string[] {
  if (recorded?.transport !== 'stdio' || target.transport !== 'stdio') return [];
  const { held } = splitCodeLoadingEnv(recorded.env);
  return Object.entries(target.env ?? {})
    .filter(([name, value]) => held[name] === value && !confirmed.includes(name))
    .map(([name]) => name);
}
