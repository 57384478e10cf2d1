import { describe, expect, it } from 'vitest';
import { splitCommandLine } from './command-line';

function expectRefused(commandLine: string, platform: NodeJS.Platform, mention: string): void {
  const result = splitCommandLine(commandLine, platform);
  expect(result).toMatchObject({ ok: false, error: { code: 'bad_request', message: expect.stringContaining(mention) as string } });
}

describe('splitCommandLine', () => {
  it('splits words and honours quotes and escapes', () => {
    expect(splitCommandLine('npx -y @modelcontextprotocol/server-everything', 'linux')).toEqual({
      ok: true,
      value: ['npx', '-y', '@modelcontextprotocol/server-everything'],
    });
    expect(splitCommandLine(`node "my server.js" --name='a b' x\\ y '^a$' '|'`, 'linux')).toEqual({
      ok: true,
      value: ['node', 'my server.js', '--name=a b', 'x y', '^a$', '|'],
    });
  });

  it.each([
    ['a | b', 'operator "|"'],
    ['a && b', 'operator "&&"'],
    ['a; b', 'operator ";"'],
    ['a > out.txt', 'operator ">"'],
    ['a 2>&1', 'operator ">&"'],
    ['a $(rm -rf /)', 'variable reference'],
    ['ls *.js', 'glob pattern (*.js)'],
    ['node s.js $TOKEN', 'variable reference ($TOKEN)'],
    ['a # note', 'comment'],
    ['FOO=1 node s.js', 'environment assignments'],
    ['', 'needs a command'],
    ['   ', 'needs a command'],
  ])('refuses %j', (commandLine, mention) => expectRefused(commandLine, 'linux', mention));

  describe('on Windows (Microsoft C runtime rules)', () => {
    it.each([
      ['node C:\\path\\server.js', ['node', 'C:\\path\\server.js']],
      ['"C:\\Program Files\\nodejs\\node.exe" "C:\\my dir\\s.js"', ['C:\\Program Files\\nodejs\\node.exe', 'C:\\my dir\\s.js']],
      ['node s.js "C:\\out dir\\\\"', ['node', 's.js', 'C:\\out dir\\']],
      ['node s.js a\\\\\\"b', ['node', 's.js', 'a\\"b']],
      ['node s.js "say ""hi"""', ['node', 's.js', 'say "hi"']],
      ['node s.js "" \tlast', ['node', 's.js', '', 'last']],
      ["node s.js 'a b' $HOME *.js", ['node', 's.js', "'a", "b'", '$HOME', '*.js']],
      ['npx -y pkg "a & b" "x|y"', ['npx', '-y', 'pkg', 'a & b', 'x|y']],
    ])('splits %j', (commandLine, words) => {
      expect(splitCommandLine(commandLine, 'win32')).toEqual({ ok: true, value: words });
    });

    it.each([
      ['a & b', 'cmd.exe operator "&"'],
      ['a | b', 'cmd.exe operator "|"'],
      ['a > out.txt', 'cmd.exe operator ">"'],
      ['a < in.txt', 'cmd.exe operator "<"'],
      ['FOO=1 node s.js', 'environment assignments'],
      ['""', 'needs a command'],
    ])('refuses %j', (commandLine, mention) => expectRefused(commandLine, 'win32', mention));
  });
});
