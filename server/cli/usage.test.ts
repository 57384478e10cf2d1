import { describe, expect, it } from 'vitest';
import { splitCommandLine } from './command-line';
import { parseCommandLine } from './parse-args';
import { COMMAND_NAMES, type CommandName } from './commands';
import { commandHelp, overviewHelp } from './usage';

const context = { env: {}, cwd: '/home/u/project' };

/** Every flag each command's parser accepts: its help must show them all. */
const FLAGS: Record<CommandName, string[]> = {
  serve: ['--stdio', '--url', '--transport', '--header', '--config', '--protocol', '--port', '--host', '--no-open', '--traces-dir', '--allow-origin', '--dangerously-allow-remote', '--dev', '--version'],
  open: ['--port', '--host', '--no-open'],
  scan: ['--stdio', '--url', '--transport', '--header', '--config', '--format', '--fail-on', '--timeout', '--as-client', '--protocol'],
  check: ['--stdio', '--url', '--header', '--json', '--sarif', '--call', '--timeout', '--no-conformance', '--modern-only'],
  call: ['--stdio', '--url', '--transport', '--header', '--config', '--server', '--timeout', '--protocol'],
  list: ['--stdio', '--url', '--transport', '--header', '--config', '--server', '--timeout', '--protocol'],
  replay: ['--stdio', '--url', '--transport', '--header', '--format', '--ignore', '--timeout'],
  mock: ['--http'],
  record: ['--stdio', '--url', '--port', '--out', '--traces-dir'],
  export: ['--out', '--no-redact'],
};

function section(text: string, title: string): string {
  const start = text.indexOf(`\n${title}:\n`);
  expect(start, title).toBeGreaterThan(-1);
  return text.slice(start).split('\n\n')[0]!;
}

/** An example as a shell would pass it: its words up to a redirection. */
function exampleArgv(example: string): string[] {
  const words = splitCommandLine(example.split(' > ')[0]!);
  if (!words.ok) throw new Error(`${example}: ${words.error.message}`);
  return words.value.slice(1);
}

describe('help for each command', () => {
  it.each(COMMAND_NAMES)('%s: --help, -h and help <command> all show its page', (name) => {
    const expected = { ok: true, command: { kind: 'help', topic: name } };
    expect(parseCommandLine([name, '--help'], context)).toEqual(expected);
    expect(parseCommandLine([name, '--stdio', 'node server.js', '-h'], context)).toEqual(expected);
    expect(parseCommandLine(['help', name], context)).toEqual(expected);
  });

  it.each(COMMAND_NAMES)('%s: the page has the usage, every option, and examples that parse', (name) => {
    const help = commandHelp(name);
    expect(help).toMatch(new RegExp(`^Usage:\\n {2}mcpscope ${name === 'serve' ? '\\[serve\\]' : name}`));
    const options = section(help, 'Options');
    for (const flag of [...FLAGS[name], '--quiet', '--help']) expect(options, flag).toContain(flag);
    const examples = section(help, 'Examples').split('\n').slice(1).map((line) => line.trim());
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const example of examples.filter((line) => line.startsWith('mcpscope '))) {
      // An example runs the command, or the UI on a server the command provides (mock).
      const kind = example.startsWith(`mcpscope ${name} `) && name !== 'open' ? name : 'serve';
      expect(parseCommandLine(exampleArgv(example), context), example).toMatchObject({ ok: true, command: { kind } });
    }
    expect(help).toMatch(/\nExit codes: .+\n$/);
  });
});

describe('the overview', () => {
  it('answers mcpscope --help and mcpscope help, and names every command with a line about it', () => {
    expect(parseCommandLine(['--help'], context)).toEqual({ ok: true, command: { kind: 'help', topic: null } });
    expect(parseCommandLine(['help'], context)).toEqual({ ok: true, command: { kind: 'help', topic: null } });
    const commands = section(overviewHelp(), 'Commands');
    for (const name of [...COMMAND_NAMES, 'help']) expect(commands).toMatch(new RegExp(`\\n {2}${name} +\\S`));
    expect(overviewHelp()).toContain('mcpscope help <command>');
    expect(section(overviewHelp(), 'Options every command takes')).toContain('-q, --quiet');
  });

  it('refuses help for a command that does not exist, naming the commands, and pointing at the overview', () => {
    const unknown = { ok: false, usageError: `unknown command "bogus"; the commands are ${COMMAND_NAMES.join(', ')}` };
    expect(parseCommandLine(['help', 'bogus'], context)).toEqual(unknown);
    expect(parseCommandLine(['bogus'], context)).toEqual(unknown);
    expect(parseCommandLine(['help', 'scan', 'extra'], context)).toMatchObject({ ok: false, usageError: 'unexpected argument "extra"' });
  });

  it('points a command\'s usage error at that command\'s help', () => {
    expect(parseCommandLine(['scan', '--bogus'], context)).toMatchObject({ ok: false, command: 'scan' });
    expect(parseCommandLine(['scan', '--format', 'xml', '--stdio', 'x'], context)).toMatchObject({ ok: false, command: 'scan' });
    expect(parseCommandLine(['--bogus'], context)).not.toHaveProperty('command');
  });
});
