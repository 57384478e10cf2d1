/**
 * src/core has no import circle (issue 18, item 9), type-only imports included. ESLint's
 * import-x/no-cycle catches the circles that break at run time, but it skips `import type`, and
 * a circle of types is what let the bridge contract pull the analysis into every importer.
 */
// eslint-disable-next-line no-restricted-imports -- the test reads the source files; the modules under test stay isomorphic
import { readdirSync, readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- as above
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CORE = new URL('.', import.meta.url).pathname;
const OPTIONS: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };

function sourceFiles(): string[] {
  return readdirSync(CORE, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(CORE, name));
}

/** Each file's imports and re-exports that resolve to another file of src/core. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, OPTIONS, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && target.startsWith(CORE) && !target.includes('/node_modules/'));
    return [file, targets];
  }));
}

/** The first circle a depth-first walk meets, as the files along it; undefined when there is none. */
function findCircle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const walk = (file: string): string[] | undefined => {
    const onPath = path.indexOf(file);
    if (onPath >= 0) return [...path.slice(onPath), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      const circle = walk(target);
      if (circle) return circle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of graph.keys()) {
    const circle = walk(file);
    if (circle) return circle;
  }
  return undefined;
}

describe('src/core imports', () => {
  it('form no circle', () => {
    const graph = importGraph(sourceFiles());
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(join(CORE, 'result.ts'))).toEqual([join(CORE, 'bridge-api/errors.ts')]);
    expect(findCircle(graph)?.map((file) => relative(CORE, file)).join(' -> ')).toBeUndefined();
  });

  it('are read: a circle is found when there is one', () => {
    expect(findCircle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCircle(new Map([['a', ['b']], ['b', []], ['c', ['b']]]))).toBeUndefined();
  });
});
