/**
 * What the bridge loads before it starts its first servers (issue 24, B12): start-bridge.ts and
 * the chunks it imports statically, built as the package builds them. The findings engine (3 MB
 * built, the tokenizer's rank table among it) and the OTLP protobuf decoder are loaded later, by
 * dynamic imports, so they must not be in that set, and must still be reachable.
 */
import { build, type OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import serverBundleConfig from '../../rolldown.config';

const ENGINE = /src\/core\/analysis\/analyze\.ts$/;
const RECEIVER = /server\/otel\/otlp-receiver\.ts$/;

/** The module ids of the entry chunk and of every chunk it reaches, statically only or through dynamic imports too. */
function reachableModules(chunks: Map<string, OutputChunk>, entry: OutputChunk, followDynamic: boolean): string[] {
  const seen = new Set<string>();
  const walk = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    const next = followDynamic ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports;
    for (const name of next) {
      const imported = chunks.get(name);
      if (imported) walk(imported);
    }
  };
  walk(entry);
  return [...seen].flatMap((name) => chunks.get(name)?.moduleIds ?? []);
}

describe('the bridge start chunk', () => {
  it('loads neither the findings engine nor the OTLP receiver before the first servers start, and can load both', async () => {
    const { output } = await build({ ...serverBundleConfig, input: { 'start-bridge': 'server/cli/start-bridge.ts' }, output: { format: 'esm' }, write: false });
    const chunks = new Map(output.filter((file): file is OutputChunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!;

    const atStart = reachableModules(chunks, entry, false);
    expect(atStart.some((id) => id.endsWith('server/connections/manager.ts'))).toBe(true);
    expect(atStart.filter((id) => ENGINE.test(id) || RECEIVER.test(id))).toEqual([]);

    const later = reachableModules(chunks, entry, true);
    expect(later.some((id) => ENGINE.test(id))).toBe(true);
    expect(later.some((id) => RECEIVER.test(id))).toBe(true);
  }, 180_000);
});
