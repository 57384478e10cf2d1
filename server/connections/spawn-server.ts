/**
 * Starting a stdio server from its argv, the same way at every spawn site (the bridge's
 * connections, `record --stdio`, `check --stdio`).
 *
 * Never through a shell (issue 2, bridge security), and `.cmd` shims still start on Windows
 * (issue 19, item 6): `npx` and `uvx` are `npx.cmd` / `uvx.cmd` there, and Node refuses to run a
 * batch file without a shell since CVE-2024-27980. cross-spawn resolves the command through PATH
 * and PATHEXT; when it finds an .exe it spawns it directly, as Node would. Otherwise (a .cmd or
 * .bat, or nothing) it runs `cmd.exe /d /s /c "<command> <args>"` with every argument quoted and
 * every cmd metacharacter caret-escaped (lib/util/escape.js, after https://qntm.org/cmd). That is
 * cmd.exe, but not "a command through a shell" in the sense of issue 2: the words are ours,
 * escaped one by one, so no `&`, `|`, `<`, `>` or `^` the user wrote is interpreted, and AutoRun
 * is off (/d). Three things survive the escaping, so words holding them are refused instead:
 * - `"`: the batch file re-parses its arguments (`%*`), where cross-spawn's `\"` does not close
 *   the quote, and what follows would run as cmd syntax (the "BatBadBut" class, CVE-2024-27980);
 * - `%` and `!`: cmd expands `%NAME%` before escapes apply, and `!NAME!` when delayed expansion
 *   is on in the registry; the word would reach the server changed;
 * - a line break: cmd ends the command line there.
 * On Linux and macOS cross-spawn is `child_process.spawn`, unchanged.
 */
import type { ChildProcessWithoutNullStreams, SpawnOptions } from 'node:child_process';
import path from 'node:path';
import crossSpawn from 'cross-spawn';
import { err, ok, type Result } from '../../src/core/result';
import { PACKAGE_ROOT } from '../install-layout';
import { treeSpawnOptions } from './process-tree';

export interface ServerCommand {
  command: string;
  args: readonly string[];
  cwd?: string | undefined;
  env: NodeJS.ProcessEnv;
}

/** Whether cross-spawn would start this command through cmd.exe; injected in tests, where it never would. */
export type CmdRouting = (command: string, args: readonly string[], options: SpawnOptions) => boolean;

/** Characters cmd.exe cannot pass on verbatim even escaped (see the module comment). */
const CMD_UNSAFE = /["%!\r\n]/;

export function spawnServer(server: ServerCommand, platform: NodeJS.Platform = process.platform, throughCmd: CmdRouting = crossSpawnUsesCmd): Result<ChildProcessWithoutNullStreams> {
  const { command, args, cwd } = server;
  const env = withOwnCommands(server.env, platform);
  const options: SpawnOptions = { shell: false, cwd, env, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true, ...treeSpawnOptions(platform) };
  if (platform === 'win32' && throughCmd(command, args, options)) {
    const unsafe = [command, ...args].find((word) => CMD_UNSAFE.test(word));
    if (unsafe !== undefined) return err('spawn_failed', cmdRefusal(command, unsafe));
  }
  // stdio is all 'pipe', so the streams exist; cross-spawn's types do not narrow on options.
  return ok(crossSpawn(command, args, options) as ChildProcessWithoutNullStreams);
}

/**
 * The package's own commands, `mcpscope-demo` (bin/commands), found by name by every server
 * mcpscope starts (issue 20, item 7). Installed, npm links them onto PATH already; a checkout has
 * no such link, so the README's `--stdio "mcpscope-demo --suspicious"` failed under `npm start`
 * with "command not found". The folder goes last on the server's PATH, after the person's own: a
 * command of theirs with the same name still wins, and every other name resolves as before.
 * Spawn looks the command up in this env's PATH (Node's child_process, cross-spawn on Windows).
 */
const OWN_COMMANDS_DIR = path.join(PACKAGE_ROOT, 'bin', 'commands');

function withOwnCommands(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): NodeJS.ProcessEnv {
  // Windows spells it Path, and reads the name in any case.
  const isPath = (name: string) => (platform === 'win32' ? name.toUpperCase() === 'PATH' : name === 'PATH');
  const name = Object.keys(env).find(isPath) ?? 'PATH';
  const delimiter = (platform === 'win32' ? path.win32 : path.posix).delimiter;
  const current = env[name];
  return { ...env, [name]: current ? `${current}${delimiter}${OWN_COMMANDS_DIR}` : OWN_COMMANDS_DIR };
}

const CHARACTER_NAMES: Record<string, string> = { '"': 'a double quote', '%': 'a percent sign', '!': 'an exclamation mark', '\r': 'a line break', '\n': 'a line break' };

function cmdRefusal(command: string, word: string): string {
  const name = CHARACTER_NAMES[CMD_UNSAFE.exec(word)![0]]!;
  return (
    `cannot start ${command} with the argument ${JSON.stringify(word)}: ${command} is not an .exe, so Windows runs it through cmd.exe, ` +
    `which cannot pass ${name} on unchanged. Start the program it wraps directly (for npx: node with the package's script).`
  );
}

/**
 * cross-spawn's own decision (lib/parse.js, exported as `_parse`): it marks the arguments verbatim
 * exactly when it has wrapped them for cmd.exe. Only ever true on Windows.
 */
const crossSpawnUsesCmd: CmdRouting = (command, args, options) => {
  const { _parse: parse } = crossSpawn as unknown as { _parse: (command: string, args: readonly string[], options: SpawnOptions) => { options: SpawnOptions } };
  return parse(command, args, options).options.windowsVerbatimArguments === true;
};
