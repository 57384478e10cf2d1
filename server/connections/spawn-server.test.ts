import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { spawnServer, type CmdRouting } from './spawn-server';

/** A script that prints the argv it was given, as JSON. */
const PRINT_ARGV = 'console.log(JSON.stringify(process.argv.slice(1)))';

function argvSeenBy(child: ChildProcessWithoutNullStreams): Promise<unknown> {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
  return new Promise((resolve) => child.once('close', () => resolve(JSON.parse(out) as unknown)));
}

function spawnedOrFail(result: ReturnType<typeof spawnServer>): ChildProcessWithoutNullStreams {
  if (!result.ok) throw new Error(result.error.message);
  result.value.stdin.end();
  return result.value;
}

const WORDS = ['"quoted"', '%PATH%', '!x!', '$HOME', 'a&b|c<d>e^f', 'C:\\path\\server.js', '*.js'];
const viaCmd: CmdRouting = () => true;
const direct: CmdRouting = () => false;

describe('spawnServer', () => {
  it('passes every word on verbatim, with no shell to interpret any of it', async () => {
    const child = spawnedOrFail(spawnServer({ command: process.execPath, args: ['-e', PRINT_ARGV, ...WORDS], env: process.env }, 'linux'));
    expect(await argvSeenBy(child)).toEqual(WORDS);
  });

  it('still asks cross-spawn whether it would go through cmd.exe (its _parse, never true off Windows)', async () => {
    const child = spawnedOrFail(spawnServer({ command: process.execPath, args: ['-e', PRINT_ARGV, '"'], env: process.env }, 'win32'));
    expect(await argvSeenBy(child)).toEqual(['"']);
  });

  // Windows, with cross-spawn's resolution injected: it cannot find a .cmd on Linux.
  it.each([
    ['"quoted"', 'a double quote'],
    ['%PATH%', 'a percent sign'],
    ['!x!', 'an exclamation mark'],
    ['line\nbreak', 'a line break'],
  ])('on Windows, refuses %j for a command that runs through cmd.exe (a .cmd shim)', (word, named) => {
    const result = spawnServer({ command: 'npx', args: ['-y', word], env: process.env }, 'win32', viaCmd);
    expect(result).toEqual({ ok: false, error: { code: 'spawn_failed', message: expect.stringContaining(`with the argument ${JSON.stringify(word)}`) as string } });
    if (!result.ok) expect(result.error.message).toContain(`cannot pass ${named} on unchanged`);
  });

  it('on Windows, lets cmd metacharacters through to a .cmd shim (cross-spawn escapes them) and anything to an .exe', async () => {
    const safe = WORDS.filter((word) => !/["%!]/.test(word));
    const shim = spawnedOrFail(spawnServer({ command: process.execPath, args: ['-e', PRINT_ARGV, ...safe], env: process.env }, 'win32', viaCmd));
    expect(await argvSeenBy(shim)).toEqual(safe);
    const exe = spawnedOrFail(spawnServer({ command: process.execPath, args: ['-e', PRINT_ARGV, ...WORDS], env: process.env }, 'win32', direct));
    expect(await argvSeenBy(exe)).toEqual(WORDS);
  });
});
