import { describe, expect, it } from 'vitest';
import { splitCommandLine } from './command-line';

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
  ])('refuses %j', (commandLine, mention) => {
    const result = splitCommandLine(commandLine, 'linux');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(mention);
  });

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
    ])('refuses %j', (commandLine, mention) => {
      const result = splitCommandLine(commandLine, 'win32');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toContain(mention);
    });
  });
});
