/**
 * The help text: an overview (`mcpscope --help`) and each command's page laid out
 * (help-pages.ts holds what the pages say).
 */
import { COMMAND_NAMES, type CommandName } from './commands';
import { HELP, HELP_PAGES, QUIET, VERSION, type Option } from './help-pages';

const FLAG_COLUMN = 24;

function optionLines([flag, description]: Option): string[] {
  const [first = '', ...rest] = description.split('\n');
  const indent = ' '.repeat(FLAG_COLUMN + 3);
  const head = flag.length < FLAG_COLUMN ? [`  ${flag.padEnd(FLAG_COLUMN)} ${first}`] : [`  ${flag}`, `${indent}${first}`];
  return [...head, ...rest.map((line) => `${indent}${line}`)];
}

/** `mcpscope help <command>`: usage, what it does, every option, examples and exit codes. */
export function commandHelp(name: CommandName): string {
  const help = HELP_PAGES[name];
  return [
    'Usage:',
    ...help.synopsis.split('\n').map((line) => `  ${line}`),
    '',
    help.about,
    '',
    'Options:',
    ...[...help.options, QUIET, HELP].flatMap(optionLines),
    '',
    'Examples:',
    ...help.examples.map((example) => `  ${example}`),
    '',
    `Exit codes: ${help.exitCodes}`,
    '',
  ].join('\n');
}

/** `mcpscope --help`: every command in one line each, and where to read more. */
export function overviewHelp(): string {
  const width = Math.max(...COMMAND_NAMES.map((name) => name.length)) + 2;
  return [
    'mcpscope: an inspector for Model Context Protocol servers, in the browser and in CI.',
    '',
    'Usage: mcpscope [command] [options]',
    '',
    'Commands:',
    ...COMMAND_NAMES.map((name) => `  ${name.padEnd(width)}${HELP_PAGES[name].summary}`),
    `  ${'help'.padEnd(width)}show a command's options and examples: mcpscope help <command>`,
    '',
    'Options every command takes:',
    ...[QUIET, HELP, VERSION].flatMap(optionLines),
    '',
    'Examples:',
    '  mcpscope                                     the web UI, connected to the bundled demo server',
    '  mcpscope --stdio "node ./build/index.js"     the web UI, connected to your server',
    '  mcpscope help scan                           the options and examples of scan',
    '',
    `Exit codes: 0 ok, 1 findings, differences or a failed call, 2 usage error, 3 could not connect.`,
    '',
  ].join('\n');
}
