/**
 * Launch: the stdio command mcpscope is asked to start (issue 4, "Launch"). mcpscope spawns argv
 * directly and never through a shell (issue 2 §2), but the argv itself can start one (`bash -c`),
 * download and run code, or raise privileges. Every message carries the full command line as it
 * will run, quoted so that what is shown is what runs.
 */
import type { Severity } from '../finding';
import type { FamilyRules, Hit, LaunchRule, RuleDefinition } from '../rule';
import { formatCommandLine, launchHit, launchWords, programs } from './launch-command';
import { codeLoadingEnvHits, inlineCodeHits } from './launch-code';
import type { LaunchInput } from '../inputs';

// ---------------------------------------------------------------- checks

/** Shell syntax beyond one command and its words: chaining, pipes, redirection, substitution, variables. */
const SHELL_SYNTAX = /[;&|<>`$()\n^%!*?{}]/;

/** Steps of a setup chain that only prepare the environment: load nvm or a profile, change directory, set a variable. */
const SETUP_STEP = /^(?:(?:source|\.)\s+[^\s;&|<>`()]+|cd\s+[^\s;&|<>`()$]+|export\s+\w+=[^\s;&|<>`()]*)$/;
/** The step that starts the server: a package runner or runtime with plain words. */
const LAUNCH_STEP = /^(?:exec\s+)?(?:npx|pnpx|bunx|uvx|uv|node|python3?|deno|bun|docker|npm|pnpm|yarn)(?:\s+[^\s;&|<>`()$*?{}!]+)*$/;

/**
 * "source ~/.nvm/nvm.sh && npx -y server", "cd /opt/mcp && exec node index.js": how READMEs start
 * a server whose runtime needs a profile or a folder. Every step is setup or a plain launch, so the
 * shell adds nothing the other rules do not judge (they read the steps' programs too): medium.
 */
function isSetupChain(script: string): boolean {
  const steps = script.trim().split(/\s*(?:&&|;)\s*/);
  const launch = steps.at(-1) ?? '';
  return steps.length > 1 && LAUNCH_STEP.test(launch) && steps.slice(0, -1).every((step) => SETUP_STEP.test(step));
}

function shellHits(launch: LaunchInput): Hit[] {
  return programs(launchWords(launch)).flatMap(({ shell }) => {
    if (!shell) return [];
    const decoded = shell.encoded ? ` The encoded script decodes to: ${shell.script}` : '';
    // `cmd /c npx -y server` is how Windows starts npx (a .cmd file): one plain command, whose program the other rules still judge.
    const plain = !shell.encoded && !SHELL_SYNTAX.test(shell.script);
    const setup = !shell.encoded && !plain && isSetupChain(shell.script);
    const what = plain
      ? `Starts ${shell.shell} with ${shell.flag} to run one plain command.`
      : setup
        ? `Starts ${shell.shell} with ${shell.flag} to prepare the environment and then start the server.`
        : `Starts ${shell.shell} with ${shell.flag}, so a shell interprets the script.${decoded}`;
    return [launchHit(launch, what, formatCommandLine([shell.shell, shell.flag, shell.script]), plain || setup ? 'medium' : undefined)];
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
      `A POSIX shell with -c (also -lc and the like), cmd /c or /k, PowerShell -Command or -EncodedCommand (shown decoded), or npx -c / npm exec --call (npm hands the string to a shell), directly or behind wrappers (env, env -S, sudo, doas, nohup, nice, timeout, stdbuf, xargs, busybox, uvx --from …); nested shells and find -exec commands are followed. ` +
        `Medium when the script is one plain command with no shell syntax (\`cmd /c npx -y server\`, the usual way to start npx on Windows; its program is still judged by the other rules), or a setup chain that only sources a profile, changes directory or exports a variable before a plain runtime or package runner (\`bash -c "source ~/.nvm/nvm.sh && npx -y server"\`). A shell running a script file (\`bash ./run-server.sh\`) does not fire: the file is the server, as node dist/index.js is. ${showsFull}`,
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
    launchRule('inline-code', 'high', 'Command runs inline code',
      `An interpreter runs code written in the command: node/bun -e, --eval, -p, --print; deno eval; python/python3/py -c (also bundled, -Ic); ruby -e; perl -e/-E (also -lne, -pe); php -r; lua -e; Rscript -e; osascript -e; an awk program that calls system() or pipes to a command; find -exec/-execdir/-ok. ` +
        `Flags after the script file or module (\`node dist/index.js -e\`, \`python -m server -c x\`) belong to the server and do not fire, nor do node --enable-source-maps, python -m or an awk program without commands. ${showsFull}`,
      'Put the code in a package or file you can review and pin, and run that.', inlineCodeHits),
    launchRule('code-loading-env', 'high', 'Environment makes the runtime load code',
      `The connection's env, or NAME=value given to env or written in a script, sets LD_PRELOAD, LD_AUDIT, DYLD_INSERT_LIBRARIES, NODE_OPTIONS with --require/-r/--import/--loader/--experimental-loader, JAVA_TOOL_OPTIONS/_JAVA_OPTIONS/JDK_JAVA_OPTIONS with -javaagent/-agentpath/-agentlib, PERL5OPT, RUBYOPT with -r (bundler/setup excepted), BASH_ENV, PROMPT_COMMAND, PYTHONSTARTUP, ENV naming a file, or GIT_SSH_COMMAND/GIT_SSH running something other than ssh (high); ` +
        `PYTHONPATH, PERL5LIB, RUBYLIB or NODE_PATH with a temporary directory, ELECTRON_RUN_AS_NODE, GIT_ASKPASS or SSH_ASKPASS naming a program, or GIT_EXEC_PATH (medium). NODE_OPTIONS=--max-old-space-size=4096, PYTHONUNBUFFERED=1, ENV=production and GIT_ASKPASS=echo do not fire. Masked values (traces) still count for variables whose presence is enough. ${showsFull}`,
      'Remove the variable from the server\'s env; if the server needs a preload, make it part of the installed package.', codeLoadingEnvHits),
  ],
};
