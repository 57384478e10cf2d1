import { describe, expect, it } from 'vitest';
import { splitCommandLine } from './command-line';

describe('splitCommandLine', () => {
  it('splits words and honours quotes and escapes', () => {
    expect(splitCommandLine('npx -y @modelcontextprotocol/server-everything')).toEqual({
      ok: true,
      value: ['npx', '-y', '@modelcontextprotocol/server-everything'],
    });
    expect(splitCommandLine(`node "my server.js" --name='a b' x\\ y '^a$' '|'`)).toEqual({
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
    const result = splitCommandLine(commandLine);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(mention);
  });
});
